// Issue 20 §4-6: a home seeker decides on a sale listing: its history, the safety note at the
// contact buttons, the EMI and cost of buying, and a comparison that can be shared.
import { expect, test } from '@playwright/test';
import { HomeRows, DetailPage } from './pages/detail-page';
import { ComparePage, DecidePanel } from './pages/decide-pages';

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => { await page.setViewportSize({ width, height: 900 }); });

    test('a sale listing shows its history, the token-amount warning and an EMI calculator loaded on demand', async ({ page, baseURL }) => {
      const url = await new HomeRows(page).firstCardUrl('residential_sale', baseURL!);
      const scripts: string[] = [];
      page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(r.url()); });
      await page.goto(url);
      const detail = new DetailPage(page);
      const d = new DecidePanel(page);
      await detail.expectLoaded();
      await expect(d.history()).toContainText(/First posted on \d{1,2} \w{3,4} \d{4}, at ₹ [\d,.]+( Lac| Cr)?/);
      await expect(d.safetyNote()).toContainText('never pay a token amount before visiting');
      await d.safetyNote().getByRole('link', { name: 'Safe renting and buying' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safe renting and buying');
      await page.goBack();

      await expect(d.monthlyEmi()).toHaveCount(0);
      const before = scripts.length;
      await d.openEmi().click();
      await expect(d.monthlyEmi()).toHaveText(/^₹ [\d,.]+( Lac| Cr)?$/);
      // The calculator came as its own chunk, after the click.
      expect(scripts.length).toBeGreaterThan(before);
      const emi = await d.monthlyEmi().textContent();
      await page.getByLabel('Interest rate').fill('12');
      await expect(d.monthlyEmi()).not.toHaveText(emi!);
      await expect(page.getByTestId('emi-stamp')).toHaveText(/^₹ [\d,.]+( Lac| Cr)?$/);
      await page.getByText('Year-by-year repayment').click();
      await expect(page.getByRole('table', { name: 'Amortisation by year' }).getByRole('row')).toHaveCount(21);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test('two listings compared from a detail page and a result card, shared by URL; 5 or gone ones are explained', async ({ page, baseURL }) => {
      const url = await new HomeRows(page).firstCardUrl('residential_sale', baseURL!);
      await page.goto(url);
      const d = new DecidePanel(page);
      await d.addToCompare().click();
      await expect(d.compareLink()).toHaveText('Compare (1)');
      const firstId = Number(/-(\d+)-[a-z-]+$/.exec(url)![1]);

      // From a results page: the card's Compare button adds it to the tray, and the visitor stays on the results.
      await page.goto('/search/residential/type=sale&location=%5B%7B%22label%22%3A%22Mysuru%22%2C%22value%22%3A%7B%22city%22%3A%22Mysuru%22%2C%22locality%22%3A%22%22%7D%7D%5D');
      const results = page.url();
      const card = page.locator(`[data-testid="listing-card"][data-kind="property"]:not([data-id="${firstId}"])`).first();
      await card.getByRole('button', { name: /^Compare / }).click();
      await expect(page.getByTestId('results-compare-status')).toHaveText('Added to compare (2 of 4).');
      expect(page.url()).toBe(results);
      await page.getByTestId('results-compare').getByRole('link', { name: 'Compare (2 of 4)' }).click();
      const compare = new ComparePage(page);
      await compare.expectIds(2);
      await expect(compare.columns()).toHaveCount(2);
      for (const label of ['Price', 'Price per sq.ft', 'Against the locality', 'Area', 'BHK', 'Floor', 'Age', 'Furnishing', 'Amenities', 'Freshness']) {
        await expect(compare.row(label)).toBeVisible();
      }
      await expect(page.getByRole('link', { name: /^Share on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=.+compare%3Fids%3D/);
      await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
      const shared = page.url();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The shared URL opens the same table signed out, in a fresh context.
      const other = await page.context().browser()!.newContext({ viewport: { width, height: 900 } });
      const p2 = await other.newPage();
      await p2.goto(shared);
      await expect(new ComparePage(p2).columns()).toHaveCount(2);
      await other.close();

      await page.goto(`/compare?ids=${firstId},999999`);
      await expect(compare.columns().nth(1)).toContainText('No longer available');
      await page.goto('/compare?ids=1,2,3,4,5');
      await expect(compare.problem()).toContainText('at most 4 listings');
      const api = await page.request.get('/api/compare?ids=1,2,3,4,5');
      expect(api.status()).toBe(400);
      expect((await api.json()).message).toBe('ids: compare at most 4 listings');
    });

    test('the EMI calculator page works on its own, every input labelled', async ({ page }) => {
      await page.goto('/emi-calculator');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home loan EMI calculator');
      await page.getByLabel('Property price').fill('5000000');
      await page.getByLabel('Down payment').fill('20');
      await page.getByLabel('Interest rate').fill('8.5');
      await page.getByLabel('Loan tenure').fill('20');
      await page.getByLabel('State').selectOption('Karnataka');
      await expect(page.getByTestId('emi-loan')).toHaveText('₹ 40 Lac');
      await expect(page.getByTestId('emi-monthly')).toHaveText('₹ 34,713');
      await expect(page.getByTestId('emi-stamp')).toHaveText('₹ 3.8 Lac');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}
