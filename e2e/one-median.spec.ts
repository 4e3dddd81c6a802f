import { expect, test } from '@playwright/test';
import { ApiActor } from './pages/trust-actors';
import { WIDTHS } from './pages/posting-flows';
import { DetailPage } from './pages/detail-page';
import { InsightsPage } from './pages/insights-page';
import { idOfDetailUrl } from './pages/posting-wizard';

// One locality, one median (server/catalog/insights/median.ts): a flat in Koramangala I Block is
// judged against Koramangala with its blocks, as search covers it, and its detail page,
// Koramangala's insights page and the compare table give the same figure with the same count.
// Six owners post 2 BHK rentals first (three in the I Block), so the figure exists whatever the demo data.

const CITY = 'Bengaluru';
const urls: string[] = [];

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  const posts: [string, number][] = [['Koramangala', 31_000], ['Koramangala', 33_000], ['Koramangala', 35_000],
    ['Koramangala I Block', 30_000], ['Koramangala I Block', 32_000], ['Koramangala I Block', 34_000]];
  for (const [i, [area, price]] of posts.entries()) {
    const owner = await new ApiActor(request).signUp(['Arjun Rao', 'Bindu Menon', 'Chitra Das', 'Deepak Jain', 'Esha Pillai', 'Farhan Ali'][i], 'owner');
    const posted = await owner.postFlat({ city: CITY, area, price });
    if (posted.status !== 'approved') throw new Error(`flat ${i} is ${posted.status}`);
    urls.push(posted.detail_url);
  }
});

for (const width of WIDTHS) {
  test.describe(`one median per locality (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a Koramangala I Block flat: the same 2 BHK rent median on its detail page, Koramangala insights and compare', async ({ page }) => {
      await page.goto(urls[3]);
      const detail = new DetailPage(page);
      await detail.expectLoaded();
      const context = page.getByRole('region', { name: 'Price in context' });
      const sentence = /₹30,000 a month: (\d+ % (above|below)|about the same as) the Koramangala 2 BHK rent median of (₹[\d,]+) \((\d+) listings\)/;
      await expect(context).toContainText(sentence);
      const [, , , median, count] = (await context.textContent())!.match(sentence)!;
      expect(Number(count)).toBeGreaterThanOrEqual(6);

      // Its area's insights page, linked from the detail page: the 2 BHK row has the same figure and count.
      await context.getByRole('link', { name: 'Koramangala insights' }).click();
      await expect(page).toHaveURL(/\/insights\/bengaluru\/koramangala$/);
      const x = new InsightsPage(page);
      await expect(x.heading()).toHaveText(`Koramangala, ${CITY}: property prices and trends`);
      const row = x.section('Rent by BHK').getByRole('row', { name: /^2 BHK/ });
      await expect(row).toContainText(median);
      await expect(row).toContainText(`${count} listings`);

      // Compare, a Koramangala flat beside the I Block one: both against the same median.
      await page.goto(`/compare?ids=${idOfDetailUrl(urls[0])},${idOfDetailUrl(urls[3])}`);
      const against = page.getByTestId('compare-table').getByRole('row', { name: /^Against the locality/ }).getByRole('cell');
      await expect(against).toHaveCount(2);
      for (const cell of await against.all()) await expect(cell).toContainText(`Koramangala 2 BHK rent median of ${median} (${count} listings)`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });
}
