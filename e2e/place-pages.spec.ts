import { expect, test } from '@playwright/test';
import { fiveTwoBhkRentals } from './pages/crawler';
import { PlacePage } from './pages/place-page';

// Readable place pages (/in/{city}[/{locality}]/{what}): a visitor or a crawler opens one by
// its words, sees the listings under the heading, and walks its pages by plain links that
// hold the same listings "Load more" brings in.

test('a readable locality page shows its listings under its heading, in the index once 5 are live', async ({ page, request }) => {
  await fiveTwoBhkRentals(request, 'Kuvempunagar');
  const place = new PlacePage(page);
  const response = await place.open('/in/mysuru/kuvempunagar/2-bhk-flats-for-rent');
  expect(response?.status()).toBe(200);
  await expect(place.heading()).toHaveText('2 BHK Flats for Rent in Kuvempunagar, Mysuru');
  expect(await place.cards().count()).toBeGreaterThanOrEqual(5);
  await expect(page.getByTestId('search-facts')).toContainText(/live listings\. Median rent ₹ ?[\d,]+ a month, from \d+ listings with a price\./);
  expect(await place.robots()).toBe('index, follow');
  expect(await place.canonical()).toBe('/in/mysuru/kuvempunagar/2-bhk-flats-for-rent');
  expect((await place.crumbs()).map((c) => c.name)).toEqual(['India', 'Mysuru', 'Kuvempunagar', '2 BHK Flats for Rent']);
  // Its wider page (the city's) by its readable URL too.
  await expect(place.wider()).toHaveAttribute('href', '/in/mysuru/2-bhk-flats-for-rent');
});

test('page 2 of a place page is a real URL linked from page 1, holding what "Load more" adds', async ({ page }) => {
  const place = new PlacePage(page);
  await place.open('/in/bengaluru/properties-for-sale');
  await expect(place.heading()).toHaveText('Properties for Sale in Bengaluru');
  await expect(place.cards()).toHaveCount(20);
  const first = await place.cardHrefs();

  await expect(place.nextPage()).toHaveAttribute('href', '/in/bengaluru/properties-for-sale/page-2');
  await place.nextPage().click();
  await expect(page).toHaveURL(/\/in\/bengaluru\/properties-for-sale\/page-2$/);
  await expect(place.heading()).toHaveText('Properties for Sale in Bengaluru');
  await expect(page).toHaveTitle(/^Properties for Sale in Bengaluru, page 2 of \d+/);
  await expect(place.cards().first()).toBeVisible();
  const second = await place.cardHrefs();
  expect(second.filter((h) => first.includes(h))).toEqual([]);
  expect(await place.robots()).toBe('index, follow');
  expect(await place.canonical()).toBe('/in/bengaluru/properties-for-sale/page-2');
  await expect(place.previousPage()).toHaveAttribute('href', '/in/bengaluru/properties-for-sale');

  // "Load more" on page 1 appends the very listings of page 2.
  await place.previousPage().click();
  await expect(place.cards()).toHaveCount(20);
  await place.loadMore().click();
  await expect(place.cards()).toHaveCount(20 + second.length);
  expect((await place.cardHrefs()).slice(20)).toEqual(second);
});

test('a place page under the threshold is noindex and points to its nearest indexed wider page; unknown places are 404', async ({ page }) => {
  const place = new PlacePage(page);
  // A locality's 4 BHK rentals: none or few on the demo, so too thin to index.
  await place.open('/in/mysuru/kuvempunagar/4-bhk-properties-for-rent');
  expect(await place.robots()).toBe('noindex, follow');
  expect(await place.canonical()).toBe('/in/mysuru/kuvempunagar/properties-for-rent');
  for (const path of ['/in/mysuru/no-such-nagar/properties-for-rent', '/in/mysuru/kuvempunagar/castles-for-rent', '/in/atlantis/properties-for-sale']) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
  // Mysuru's SPEC slug keeps the page: its readable twin redirects there.
  await place.open('/in/mysuru/properties-for-rent');
  await expect(page).toHaveURL(/\/rs\/rent-house-in-mysore-rd$/);
});
