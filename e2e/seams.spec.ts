import { expect, test } from '@playwright/test';
import { Shell, uniquePhone } from './pages/shell';
import { SearchPage } from './pages/search-page';
import { HomeRows } from './pages/detail-page';

// What only a browser shows of the smaller seams: the skip link's route through the keyboard, the
// Verified switch inside the filter modal, the paid label and the ordering line on results, a guest's
// Contact continuing after the OTP, and the public prices and grievance officer a visitor reads.

const MYSURU_SALE = '/search/residential/type=sale&location=%5B%7B%22label%22%3A%22Mysuru%22%2C%22value%22%3A%7B%22city%22%3A%22Mysuru%22%2C%22locality%22%3A%22%22%7D%7D%5D';

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('results: three Tab presses reach the first result through the skip links; the order is explained, paid ones say Sponsored', async ({ page }) => {
      await page.goto(MYSURU_SALE);
      await expect(new SearchPage(page).heading()).toContainText('Mysuru');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to results' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const first = page.getByRole('list', { name: 'Search results' }).getByTestId('listing-card').first();
      expect(await first.evaluate((card) => card.contains(document.activeElement))).toBe(true);

      await expect(page.getByTestId('result-order')).toHaveText(/^Sponsored listings \(paid placement, labelled Sponsored\) come first/);
      // The demo features listings in Mysuru: at least one badge, and every badge says Sponsored.
      const badges = page.locator('.listing-card__badge');
      await expect(badges.first()).toBeVisible();
      for (const text of await badges.allTextContents()) expect(text).toBe('Sponsored');
    });

    test('the filter modal shows "Verified properties only" whole, and rent drops the sale-only questions', async ({ page }) => {
      await page.goto(MYSURU_SALE);
      const search = new SearchPage(page);
      const modal = await search.openModal();
      await modal.getByRole('button', { name: 'More Filter' }).click();
      const verified = modal.getByRole('switch', { name: 'Verified properties only' });
      await verified.scrollIntoViewIfNeeded();
      await expect(verified).toBeInViewport({ ratio: 1 });
      // Not clipped by the scrolling body: the switch lies inside it, and a click there reaches it.
      const [box, body] = await Promise.all([verified.boundingBox(), modal.locator('.filter-body').boundingBox()]);
      expect(box!.x).toBeGreaterThanOrEqual(body!.x);
      expect(box!.x + box!.width).toBeLessThanOrEqual(body!.x + body!.width);
      await verified.click();
      await expect(verified).toBeChecked();
      await expect(modal.getByRole('group', { name: 'Construction status' })).toBeVisible();
      await modal.getByRole('group', { name: 'Looking to' }).getByText('Rent', { exact: true }).click();
      await expect(modal.getByRole('group', { name: 'Construction status' })).toHaveCount(0);
      await expect(modal.getByRole('group', { name: 'Transaction' })).toHaveCount(0);
    });

    test("a guest's Contact continues after the OTP and registration: the enquiry form opens", async ({ page, baseURL }) => {
      const url = await new HomeRows(page).firstCardUrl('residential_sale', baseURL!);
      await page.goto(url);
      const contact = page.locator('.detail-contact').getByRole('button', { name: /^Contact / }).first();
      const label = (await contact.textContent())!;
      await contact.click();
      const shell = new Shell(page);
      await shell.submitPhone(uniquePhone());
      await shell.enterOtp(await shell.demoOtp());
      await shell.register('Guest Contact');
      const form = page.getByRole('dialog', { name: label });
      await expect(form).toBeVisible();
      await expect(form.getByRole('button', { name: 'Send enquiry' })).toBeVisible();
    });

    test('a visitor reads plan prices without logging in, and the grievance officer without a settings hint', async ({ page }) => {
      await page.goto('/pricing');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plans and prices');
      const plans = page.getByTestId('public-plan');
      expect(await plans.count()).toBeGreaterThan(3);
      await expect(plans.first()).toContainText(/₹[\d,]+\.\d\d incl\./);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.goto('/grievances');
      const officer = page.getByRole('region', { name: 'Grievance officer' });
      await expect(officer).toBeVisible();
      await expect(officer).not.toContainText(/SELLER_|Set /);
    });
  });
}
