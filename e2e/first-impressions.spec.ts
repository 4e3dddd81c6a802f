import { expect, test, type Page } from '@playwright/test';
import { Shell, uniquePhone } from './pages/shell';
import { DetailPage, HomeRows } from './pages/detail-page';
import { SearchPage } from './pages/search-page';
import { settle } from './pages/axe';

// Issue 14 §1: a new user's worst defects, each as the user meets it.

const footers = (page: Page) => page.locator('footer.site-footer');

test.describe('the city on a first visit', () => {
  test('the home page asks, the dialog closes by Escape and Bengaluru stays', async ({ page }) => {
    const shell = new Shell(page);
    await shell.open('/');
    const dialog = shell.locationDialog();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(shell.cityButton()).toContainText('Bengaluru');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bengaluru');
    await settle(page); // hydrated, and the dialog's code would have loaded had it opened
    await expect(dialog).toBeHidden(); // asked once
  });

  test('a city picked on the home page applies to the home search at once', async ({ page }) => {
    const shell = new Shell(page);
    await shell.open('/');
    await shell.pickCity('Mysuru');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mysuru');
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await expect(page).toHaveURL(/\/search\/residential\/type=sale&location=.*Mysuru/);
  });

  test("a locality of another city makes that city the site's city, never the locality's name", async ({ page }) => {
    const shell = new Shell(page);
    await shell.open('/');
    await shell.pickCity('Mysuru');
    await shell.cityButton().click();
    const dialog = shell.locationDialog();
    await dialog.getByRole('combobox').fill('Vijay');
    // Mysuru's own localities come before other cities' (issue 14).
    await expect(dialog.getByRole('option').first()).toContainText('Mysuru');
    await dialog.getByRole('option', { name: /Vijayanagar, Bengaluru/ }).click();
    await expect(dialog).toBeHidden();
    await expect(shell.cityButton()).toHaveText(/^Bengaluru$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bengaluru');
  });

  test('a shared detail link opens without any dialog, in the city of its URL', async ({ page, baseURL, browser }) => {
    const url = await new HomeRows(page).firstCardUrl('residential_sale', baseURL!);
    const fresh = await browser.newContext({ baseURL });
    const p = await fresh.newPage();
    await p.goto(url);
    const detail = new DetailPage(p);
    await detail.expectLoaded();
    await settle(p);
    await expect(new Shell(p).locationDialog()).toBeHidden();
    const city = url.split('-').at(-1)!;
    await expect(new Shell(p).cityButton()).toContainText(new RegExp(city, 'i'));
    await fresh.close();
  });

  test('a search deep link opens without the dialog', async ({ page }) => {
    await page.goto('/search/residential/type=rent&location=%5B%7B%22label%22%3A%22Mysuru%22%2C%22value%22%3A%7B%22city%22%3A%22Mysuru%22%2C%22locality%22%3A%22%22%7D%7D%5D');
    await expect(new SearchPage(page).heading()).toContainText('Mysuru');
    await settle(page);
    await expect(new Shell(page).locationDialog()).toBeHidden();
  });
});

test.describe('login dialogs', () => {
  test('focus lands in the number field, no error before typing; the OTP can be retyped', async ({ page }) => {
    const shell = new Shell(page);
    await shell.open('/');
    await shell.pickCity('Chennai');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const mobile = page.getByRole('dialog', { name: 'Login or sign up' });
    await expect(mobile.getByLabel('Mobile number')).toBeFocused();
    // Leaving the empty field is no mistake.
    await page.keyboard.press('Tab');
    await expect(mobile.getByText('Enter your phone number')).toHaveCount(0);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type(uniquePhone());
    await page.keyboard.press('Enter');
    const otp = page.getByRole('dialog', { name: 'Verify your number' });
    await expect(otp.getByLabel('OTP digit 1 of 4')).toBeFocused();
    const right = await shell.demoOtp();
    const wrong = right === '0000' ? '1111' : '0000';
    await page.keyboard.type(wrong);
    await otp.getByRole('button', { name: 'VERIFY' }).click();
    await expect(otp.getByRole('alert')).toContainText('Invalid OTP');
    // Retype over the wrong digits: click the first box and type.
    await otp.getByLabel('OTP digit 1 of 4').click();
    await page.keyboard.type(right);
    for (let i = 0; i < 4; i++) await expect(otp.getByLabel(`OTP digit ${i + 1} of 4`)).toHaveValue(right[i]);
    await otp.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page.getByRole('dialog', { name: 'Register your account' })).toBeVisible();
  });
});

test.describe('not-found pages', () => {
  for (const path of ['/property-details/2-bhk-flat-for-sale-in-nowhere-99999999-mysuru', '/project-details/foo', '/static-pages/foo', '/rs/foo-rd', '/no-such-page']) {
    test(`${path} shows one footer with only the support block`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
      await expect(footers(page)).toHaveCount(1);
      await expect(page.getByRole('heading', { name: 'Quick Links' })).toBeHidden();
      await expect(page).toHaveTitle(/^Page not found/);
    });
  }
});

test.describe('detail pages', () => {
  test('photos open full screen, move by keyboard and swipe, and close with Escape', async ({ page, baseURL }) => {
    const url = await new HomeRows(page).firstCardUrl('residential_sale', baseURL!);
    await page.goto(url);
    const detail = new DetailPage(page);
    await detail.expectLoaded();
    await expect(page.getByTestId('price-per-sqft')).toHaveText(/^₹ [\d,]+ per sq ft$/);
    const open = page.getByRole('button', { name: 'View full screen' });
    await open.click();
    const viewer = page.getByRole('dialog', { name: /^Photos of / });
    await expect(viewer).toBeVisible();
    const count = viewer.getByText(/^Photo \d+ of \d+$/);
    await expect(count).toHaveText(/^Photo 1 of /);
    const total = Number((await count.textContent())!.split(' of ')[1]);
    if (total > 1) {
      await page.keyboard.press('ArrowRight');
      await expect(count).toHaveText(/^Photo 2 of /);
      const stage = viewer.getByTestId('photo-viewer-stage');
      const box = (await stage.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      await expect(count).toHaveText(/^Photo 1 of /);
    }
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('rent and PG pages show no price per sq ft', async ({ page, baseURL }) => {
    const url = await new HomeRows(page).firstCardUrl('residential_rent', baseURL!);
    await page.goto(url);
    await new DetailPage(page).expectLoaded();
    await expect(page.getByTestId('price-per-sqft')).toHaveCount(0);
  });

  test('on a phone the Contact button stays on screen and the PG rooms table fits', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const url = await new HomeRows(page).firstCardUrl('pg', baseURL!);
    await page.goto(url);
    const detail = new DetailPage(page);
    await detail.expectLoaded();
    await page.mouse.wheel(0, 3000);
    const contact = page.getByRole('button', { name: /^Contact / });
    await expect(contact).toBeInViewport();
    const scroller = detail.section('rooms').getByRole('region', { name: 'Rooms and rent table' });
    await expect(scroller).toHaveAttribute('tabindex', '0');
    const fits = await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
    expect(fits).toBe(true);
  });
});

test.describe('search results', () => {
  test('show their active filters as removable chips on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/search/residential/type=rent&location=%5B%7B%22label%22%3A%22Mysuru%22%2C%22value%22%3A%7B%22city%22%3A%22Mysuru%22%2C%22locality%22%3A%22%22%7D%7D%5D&bedrooms=2&budget=,20000');
    const chips = page.getByRole('navigation', { name: 'Active filters' });
    await expect(chips.getByRole('link', { name: 'Remove filter: 2 BHK' })).toBeVisible();
    await chips.getByRole('link', { name: /^Remove filter: Under ₹/ }).click();
    await expect(page).not.toHaveURL(/budget=/);
    await expect(chips.getByRole('link', { name: 'Remove filter: 2 BHK' })).toBeVisible();
    await expect(chips.getByRole('link', { name: /^Remove filter: Under/ })).toHaveCount(0);
  });

  test('are in the visible server HTML, JavaScript off', async ({ browser, baseURL }) => {
    const ctx = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto('/search/residential/type=sale&location=%5B%7B%22label%22%3A%22Mysuru%22%2C%22value%22%3A%7B%22city%22%3A%22Mysuru%22%2C%22locality%22%3A%22%22%7D%7D%5D');
    await expect(page.getByTestId('listing-card').first()).toBeVisible();
    await expect(page.getByText('Loading results…')).toHaveCount(0);
    await ctx.close();
  });
});

test.describe('smaller defects', () => {
  test('the favicon is served', async ({ request }) => {
    const res = await request.get('/favicon.ico');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/image/);
  });

  test('focus rings and the logo use the brand colours', async ({ page }) => {
    await page.goto('/static-pages/contact-us');
    const logoPart = page.locator('.site-header__logo span');
    await expect(logoPart).toHaveCSS('color', 'rgb(163, 95, 0)');
    const email = page.getByLabel('Your e-mail address');
    await email.focus();
    const shadow = await email.evaluate((el) => getComputedStyle(el).boxShadow);
    expect(shadow).toContain('rgba(15, 110, 90');
    expect(shadow).not.toContain('13, 110, 253');
  });

  test('the PG budget moves ₹500 per arrow key and the Buy top reads 4+ Cr', async ({ page }) => {
    await page.goto('/');
    const shell = new Shell(page);
    await shell.pickCity('Mysuru');
    await expect(page.getByRole('status', { name: 'Budget' }).first()).toHaveText(/₹ 4\+ Cr$/);
    await page.getByRole('tab', { name: 'PG' }).click();
    const max = page.getByRole('slider', { name: 'Maximum budget' }).first();
    await max.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(max).toHaveAttribute('aria-valuenow', '19500');
  });
});
