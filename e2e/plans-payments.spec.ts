import { expect, test } from '@playwright/test';
import { PlansPages, TEXT } from './pages/plans-pages';

const BILLING = { name: 'Priya Sharma', email: 'priya@example.com', address: '21 Temple Road, Vijayanagar', city: 'Mysuru', pincode: '570017', state: 'Karnataka' };

test.describe('buying a plan in the sandbox', () => {
  test('a failed and a cancelled payment grant nothing and say so', async ({ page }) => {
    const p = new PlansPages(page);
    await p.loginDemo('9000000002'); // the demo agent
    await page.goto('/subscription/plans');
    await p.choosePlan('Agent Starter');
    await p.fillBilling(BILLING);
    await p.continueToPayment();
    await expect(page.getByText('₹3,538.82', { exact: true })).toBeVisible(); // ₹2,999 + 9 % CGST + 9 % SGST
    await p.payOrder();

    await p.checkoutButton('fail').click();
    await expect(p.checkoutMessage()).toHaveText(TEXT.failed);
    await p.checkoutButton('cancel').click();
    await expect(p.checkoutMessage()).toHaveText(TEXT.cancelled);

    await page.goto('/profile-pages/plan-management');
    await expect(page.getByText('You do not have an active plan')).toBeVisible();
    await page.goto('/profile-pages/subscription-history');
    await expect(page.getByRole('row', { name: /Agent Starter/ })).toContainText('Awaiting payment');
    await expect(page.getByRole('link', { name: /Download invoice/ })).toHaveCount(0);
  });

  test('an owner buys a plan, downloads the invoice, features a listing and sees it ranked with the featured ones, badge shown', async ({ page }) => {
    const p = new PlansPages(page);
    await p.loginDemo('9000000001'); // the demo owner: already past the free allowance
    await page.goto('/subscription/plans');
    // No drip pricing: the first amount on the card, GST included, is the one charged.
    const shown = await p.firstAmount('Owner Plus');
    await p.choosePlan('Owner Plus');
    await p.fillBilling({ ...BILLING, name: 'Ramesh Gowda', email: 'ramesh@example.com', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' });
    await p.continueToPayment();
    await expect(page.getByText('IGST 18%')).toBeVisible();
    await p.payOrder();
    await expect(p.checkoutButton('pay')).toHaveText(`Pay ${shown}`);
    await p.checkoutButton('pay').click();
    await expect(page).toHaveURL(/\/profile-pages\/plan-management\?paid=\d+/);
    await expect(page.getByRole('status').filter({ hasText: TEXT.paid })).toBeVisible();
    await expect(p.planBox('Owner Plus')).toContainText('Active');

    // Subscription history: the invoice PDF downloads.
    await page.goto('/profile-pages/subscription-history');
    const link = page.getByRole('link', { name: /^Download invoice GB\// });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^invoice-GB-\d{2}-\d{2}-\d{6}\.pdf$/);
    const chunks: Buffer[] = [];
    for await (const c of (await download.createReadStream())!) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

    // Feature the newest live listing under the plan.
    await page.goto('/profile-pages/plan-management/plan-details');
    const feature = page.getByRole('button', { name: /^Feature / }).first();
    const title = (await feature.getAttribute('aria-label'))!.replace(/^Feature /, '');
    await feature.click();
    await expect(page.getByRole('button', { name: `Stop featuring ${title}` })).toBeVisible();

    // Its city's search (the breadcrumb of its page): the card carries the badge, and only featured cards precede it.
    await page.getByRole('link', { name: title, exact: true }).click();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').nth(2).click();
    const cards = page.getByRole('list', { name: 'Search results' }).getByTestId('listing-card');
    const mine = cards.filter({ hasText: title });
    await expect(mine.first()).toContainText('Sponsored');
    const all = await cards.evaluateAll((els) => els.map((e) => ({ title: e.querySelector('.listing-card__title')?.textContent ?? '', featured: !!e.querySelector('.listing-card__badge') })));
    const at = all.findIndex((c) => c.title === title);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(all.slice(0, at).every((c) => c.featured)).toBe(true);
  });

  test('a builder renews with renewId and projectId, and the project stays attached', async ({ page }) => {
    const p = new PlansPages(page);
    await p.loginDemo('9000000003'); // the demo builder: Builder Growth ends in 10 days, one project in it
    await page.goto('/profile-pages/plan-management');
    await expect(page.getByRole('link', { name: 'Renew Plan' }).first()).toBeVisible();
    const box = p.planBox('Builder Growth');
    const projects = box.getByRole('list', { name: 'Projects in Builder Growth' }).getByRole('listitem');
    await expect(projects).toHaveCount(1);
    const project = (await projects.first().textContent())!.split(',')[0].trim();
    await box.getByRole('link', { name: `Renew plan for ${project}` }).click();
    await expect(page).toHaveURL(/\/subscription\/builder\?renewId=\d+&projectId=\d+/);
    await expect(page.getByText(`for the project ${project}, which stays attached`)).toBeVisible();
    await expect(p.plan('Builder Growth')).toBeChecked();
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await expect(page.getByLabel('GSTIN (optional)')).toHaveValue('29AAGCB7383J1Z4'); // last billing details, prefilled
    await p.continueToPayment();
    await p.payOrder();
    await p.checkoutButton('pay').click();
    await expect(page).toHaveURL(/\/profile-pages\/plan-management\?paid=\d+/);
    const boxes = page.getByRole('article', { name: 'Builder Growth' });
    await expect(boxes).toHaveCount(2);
    await expect(boxes.filter({ hasText: 'Starts after the current plan' }).getByRole('list', { name: 'Projects in Builder Growth' })).toContainText(project);
  });
});

test.describe('the free allowance', () => {
  test('an owner at the free limit is refused a listing, buys a plan, posts it, features it and sees it first with the badge', async ({ page }) => {
    const { ProfilePages } = await import('./pages/profile-pages');
    const { validBody } = await import('../tests/helpers/posting-bodies');
    const p = new PlansPages(page);
    const profile = new ProfilePages(page);
    await page.goto('/');
    await p.shell.pickCity('Mysuru');
    await profile.postPropertyButton().click();
    await profile.finishLogin('Meera Nair');
    await profile.chooseUserType('Owner');
    await expect(profile.postChooser()).toBeVisible();
    await page.keyboard.press('Escape');
    // The listings go through the real create call with this session's token (the posting wizard is issue 9's journey).
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const post = (price: number) => page.request.post('/api/property/apartment/create-apartment-property', {
      headers: { 'x-access-token': token! }, data: validBody('apartment', 'sale', price),
    });
    expect((await post(6_100_000)).status()).toBe(200); // the free listing
    const refused = await post(6_200_000);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('You have reached your limit of 1 live listing. Buy a plan to post more: /subscription/plans');

    await page.goto('/subscription/plans');
    await p.choosePlan('Owner Plus');
    await p.fillBilling({ name: 'Meera Nair', email: 'meera@example.com', address: '8 Hunsur Road, Vijayanagar', city: 'Mysuru', pincode: '570017', state: 'Karnataka' });
    await p.continueToPayment();
    await p.payOrder();
    await p.checkoutButton('pay').click();
    await expect(page).toHaveURL(/\/profile-pages\/plan-management\?paid=\d+/);

    const posted = await post(6_300_000);
    expect(posted.status()).toBe(200);
    const { detail_url: href } = (await posted.json()).data as { detail_url: string };

    await page.goto('/profile-pages/plan-management/plan-details');
    const row = page.getByRole('listitem').filter({ has: page.locator(`a[href="${href}"]`) });
    await row.getByRole('button', { name: /^Feature / }).click();
    await expect(row.getByRole('button', { name: /^Stop featuring / })).toBeVisible();
    const title = (await row.locator(`a[href="${href}"]`).textContent())!;

    await row.locator(`a[href="${href}"]`).click();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Mysuru' }).click();
    const first = page.getByRole('list', { name: 'Search results' }).getByTestId('listing-card').first();
    await expect(first).toContainText(title);
    await expect(first).toContainText('Sponsored');
  });
});

test.describe('plan pages at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('plans, plan management and history fit without sideways scrolling', async ({ page }) => {
    const p = new PlansPages(page);
    await p.loginDemo('9000000003');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto('/subscription/builder');
    await expect(p.plan('Builder Project')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto('/profile-pages/plan-management');
    await expect(p.planBox('Builder Growth').first()).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto('/profile-pages/subscription-history');
    await expect(page.getByRole('link', { name: /^Download invoice GB\// }).first()).toBeAttached();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
