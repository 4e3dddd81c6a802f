// The E-Commerce Rules' grievance channel: the officer named where a visitor looks
// (footer, Contact us, privacy notice), a ticket at once, and the desk's queue.
import { expect, test } from '@playwright/test';
import { browserLogin } from './pages/trust-actors';
import { DeskPage } from './pages/admin-desk';
import { GrievancePage } from './pages/grievance-page';

const ADMIN_PHONE = process.env.E2E_ADMIN_PHONE ?? '9000000099';

for (const width of [390, 1440]) {
  test(`at ${width} px a visitor finds the grievance officer from the footer and files a complaint with a ticket`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/static-pages/contact-us');
    await expect(page.getByRole('region', { name: 'Grievance officer' })).toContainText('Grievance Officer');
    await expect(page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'Grievances' })).toHaveAttribute('href', '/grievances');
    const g = new GrievancePage(page);
    await g.open();
    await expect(g.officer()).toContainText(/acknowledge every complaint within 48 hours and resolve it within 30 days/);
    // Bad input: every error named, nothing filed.
    await g.form().getByRole('button', { name: 'File grievance' }).click();
    await expect(g.form().getByText('Required!').first()).toBeVisible();
    const ticket = await g.file({ name: 'Meera Rao', email: `meera-${width}@example.in`, category: 'A listing or a poster',
      subject: 'The flat was already let', message: 'The owner said it was let two months ago; the listing still shows.' });
    expect(ticket).toMatch(/^GB-G-\d{4}-\d{6}$/);
    // The page holds at this width: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('the privacy notice names the grievance officer', async ({ page }) => {
  await page.goto('/static-pages/privacy-policy');
  await expect(page.getByRole('region', { name: 'Grievance officer' })).toBeVisible();
});

test('the desk lists the new complaint with its deadline and resolves it with a reply', async ({ page }) => {
  await page.goto('/grievances');
  const g = new GrievancePage(page);
  const subject = `Refund not received ${Date.now()}`;
  const ticket = await g.file({ name: 'Arjun Shetty', email: 'arjun-desk@example.in', category: 'A payment, plan or invoice',
    subject, message: 'I cancelled the plan on the same day and the refund has not reached my account yet.' });
  await browserLogin(page, ADMIN_PHONE);
  await new DeskPage(page).open();
  const item = page.getByTestId('grievance').filter({ hasText: ticket });
  await expect(item).toContainText(subject);
  await expect(item).toContainText(/Due .* \(30 days left\)/);
  await item.getByRole('button', { name: `Resolve: ${ticket}` }).click();
  await item.getByLabel(/Reply to Arjun Shetty/).fill('The refund was sent on the 3rd; your bank shows it within 5 days.');
  await item.getByRole('button', { name: 'Confirm resolve' }).click();
  await expect(page.getByTestId('grievance').filter({ hasText: ticket })).toHaveCount(0);
});
