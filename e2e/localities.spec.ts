import { expect, test } from '@playwright/test';
import { EMPTY_SEARCH, searchPath } from '../lib/search-route';
import { SearchPage } from './pages/search-page';

// Issue 23: a locality is the area people mean (its blocks and stages too), an
// empty locality search points to nearby ones, and the demo city looks like one.

const bengaluruRent = (locality = '') => searchPath('residential', {
  ...EMPTY_SEARCH, type: 'rent',
  location: [{ label: locality ? `${locality}, Bengaluru` : 'Bengaluru', value: { city: 'Bengaluru', locality } }],
});

test.describe('localities', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('choosing Koramangala in the filters also finds its I Block listing, the city\'s places listed under its name', async ({ page }) => {
    const search = new SearchPage(page);
    await page.goto(bengaluruRent());
    const modal = await search.openModal();
    await search.searchLocation(modal, 'Koramangala');
    const own = search.locationGroup(modal, 'In Bengaluru');
    await expect(own.getByRole('option', { name: 'Koramangala, Bengaluru', exact: true })).toBeVisible();
    await own.getByRole('option', { name: 'Koramangala, Bengaluru', exact: true }).click();
    await search.searchButton(modal).click();

    await expect(search.heading()).toContainText('Koramangala');
    await expect(search.cards().first()).toBeVisible();
    await expect(search.cards().getByText('Koramangala I Block, Bengaluru').first()).toBeVisible();
    for (const card of await search.cards().all()) await expect(card.getByText(/^Koramangala( .+)?, Bengaluru$/)).toBeVisible();
  });

  test('a locality with nothing to rent offers nearby localities that have listings, and one leads to them', async ({ page }) => {
    const search = new SearchPage(page);
    await page.goto(bengaluruRent('Dharmaram College'));
    await expect(page.getByRole('heading', { name: 'No properties match this search' })).toBeVisible();
    const nearby = search.nearbyLocalities().getByRole('link');
    await expect(nearby.first()).toBeVisible();
    const name = (await nearby.first().textContent())!.replace(/\s*\(\d+\)$/, '').trim();
    await nearby.first().click();
    await expect(search.heading()).toContainText(name);
    await expect(search.cards().first()).toBeVisible();
  });

  test("home's Popular localities in Bengaluru are city areas, not villages", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'city_name', value: 'Bengaluru', url: baseURL! }]);
    await page.goto('/');
    const popular = page.getByRole('list', { name: 'Popular localities in Bengaluru' });
    await expect(popular).toBeVisible();
    const names = (await popular.getByRole('listitem').allTextContents()).map((t) => t.replace(/\s*·.*$/, ''));
    expect(names.length).toBeGreaterThanOrEqual(8);
    for (const village of ['Byagadadenahalli', 'Marsur', 'Tarahunise']) expect(names).not.toContain(village);
    // Which areas lead depends on the demo catalogue; they are the city's known areas, not villages.
    const known = ['Koramangala', 'Koramangala I Block', 'Indiranagar', 'HSR Layout', 'Whitefield', 'Jayanagar', 'J P Nagar',
      'Electronics City', 'Bellandur', 'Malleswaram', 'Rajajinagar', 'Yelahanka', 'Banaswadi', 'Bannerghatta Road',
      'Bommanahalli', 'Vidyaranyapura', 'Marathahalli Colony', 'Basavanagudi', 'Banashankari'];
    expect(names.filter((n) => known.includes(n)).length).toBeGreaterThanOrEqual(5);
  });
});
