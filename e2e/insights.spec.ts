import { expect, test } from '@playwright/test';
import { InsightsPage, sixTwoBhkRentals } from './pages/insights-page';
import { DetailPage } from './pages/detail-page';
import { choosePost, newOwnerAtChooser, openHomeIn, WIDTHS } from './pages/posting-flows';
import { PostingWizardPage } from './pages/posting-wizard';

// Issue 20 §2, §3: locality insights pages (server HTML and SVG, no JavaScript
// needed), their 404, the link and price context on a detail page, and the price
// context in the posting wizard. Six owners post 2 BHK rentals in one locality
// first, so it has a page and its rents have 5+ comparables whatever the demo data.

const LOCALITY = 'Kuvempunagar';
const PATH = '/insights/mysuru/kuvempunagar';
let detailUrls: string[] = [];

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  detailUrls = await sixTwoBhkRentals(request, LOCALITY);
});

for (const width of WIDTHS) {
  test.describe(`locality insights (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the page shows medians with their counts, SVG charts, JSON-LD and a canonical URL', async ({ page, baseURL }) => {
      const x = new InsightsPage(page);
      await x.open(PATH);
      await expect(x.heading()).toHaveText(`${LOCALITY}, Mysuru: property prices and trends`);
      const rent = x.section('Rent by BHK');
      await expect(rent.getByRole('row', { name: /^2 BHK/ })).toContainText(/₹[\d,]+\s*\d+ listings/);
      await expect(x.section('Sale prices')).toContainText('listings');
      await expect(x.trendChart()).toBeVisible();
      await expect(x.supplyChart()).toBeVisible();
      await expect(x.canonical()).toHaveAttribute('href', `${baseURL}${PATH}`);
      expect((await x.jsonLd().allTextContents()).join(' ')).toContain('"@type":"Dataset"');
      // Nothing overflows sideways at either width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // The city page ranks it and links back.
      await page.getByRole('link', { name: 'All Mysuru localities' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mysuru localities: property prices and supply');
      await expect(page.getByRole('region', { name: 'By supply' }).getByRole('link', { name: LOCALITY })).toHaveAttribute('href', PATH);
    });

    test('the detail page of a rental shows its price context and links the insights page', async ({ page }) => {
      await page.goto(detailUrls[5]);
      const detail = new DetailPage(page);
      await detail.expectLoaded();
      const ctx = page.getByRole('region', { name: 'Price in context' });
      await expect(ctx).toContainText(new RegExp(`₹19,500 a month: \\d+ % (above|below) the ${LOCALITY} 2 BHK rent median of ₹[\\d,]+ \\(\\d+ listings\\)`));
      await ctx.getByRole('link', { name: `${LOCALITY} insights` }).click();
      await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });

  test('the charts and figures are in the HTML', async ({ page }) => {
    const x = new InsightsPage(page);
    await x.open(PATH);
    await expect(x.trendChart()).toBeVisible();
    await expect(page.getByTestId('trend-chart').locator('text')).not.toHaveCount(0);
    await expect(x.section('Rent by BHK')).toContainText('2 BHK');
  });

  test('an unknown locality or city is the 404 page', async ({ page }) => {
    for (const path of ['/insights/mysuru/no-such-place', '/insights/atlantis', '/insights/mysuru/Kuvempunagar']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
    }
  });
});

for (const width of WIDTHS) {
  test.describe(`price context while posting (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the price step tells where the typed rent stands in the locality', async ({ page }) => {
      test.setTimeout(120_000);
      await openHomeIn(page);
      await newOwnerAtChooser(page, 'Kavya Hegde');
      await choosePost(page, 'Rent out', 'Flat/Apartment', false);
      const w = new PostingWizardPage(page);
      await w.location({ address: '7, 2nd Cross', query: 'kuvempu', option: new RegExp(`^${LOCALITY}, Mysuru`) });
      await w.fill('Bedrooms (BHK) *', '2');
      await w.fill('Bathrooms *', '2');
      await w.fill('Carpet area', '1000');
      await w.fill('Floor number *', '1');
      await w.fill('Total floors *', '3');
      await w.choose('Furnishing *', 'Semi Furnished');
      await w.choose('Age of property *', '1-5 years');
      await w.next('Rent and terms');
      const hint = page.getByTestId('price-context-hint');
      await w.fill('Monthly rent *', '40000');
      await expect(hint).toContainText(new RegExp(`₹40,000 a month: \\d+ % above the ${LOCALITY} 2 BHK rent median of ₹[\\d,]+ \\(\\d+ listings\\)`));
      await w.fill('Monthly rent *', '9000');
      await expect(hint).toContainText(/₹9,000 a month: \d+ % below/);
    });
  });
}
