import { expect, test } from '@playwright/test';
import { SearchPage } from './pages/search-page';
import { Shell } from './pages/shell';
import { citySearchHref } from '../lib/search-links';

// Issue 21 §4: the header shows the page's city. A search or landing page shows
// its own city; a detail page its URL's unless a city is stored (SPEC §2); from the
// server's HTML on, so the header never flashes another city; and a search started
// from the header uses it.

const LANDING = '/rs/2-bhk-for-rent-in-mysore-rd';

for (const width of [390, 1440]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a first visit to a Mysuru landing page shows Mysuru in the header from the first paint', async ({ page }) => {
      const shell = new Shell(page);
      expect(await shell.serverHeaderCity(LANDING)).toBe('Mysuru');
      await shell.recordHeaderCity();
      await shell.open(LANDING);
      await expect(new SearchPage(page).heading()).toHaveText('2 BHK Flats & Houses for Rent in Mysore');
      await expect(shell.cityButton()).toBeVisible();
      await expect(shell.cityButton()).toHaveAccessibleName('City: Mysuru. Change city');
      await page.waitForLoadState('networkidle');
      // Hydrated and settled: it never showed anything but Mysuru.
      await expect(shell.cityButton()).toHaveText('Mysuru');
      expect(await shell.shownCities()).toEqual(['Mysuru']);
    });

    test('with Chennai stored, a Mysuru landing page still shows Mysuru, and an ordinary page Chennai again', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'city_name', value: 'Chennai', url: baseURL! }]);
      await page.addInitScript(() => localStorage.setItem('city_name', 'Chennai'));
      const shell = new Shell(page);
      expect(await shell.serverHeaderCity(LANDING)).toBe('Mysuru');
      await shell.recordHeaderCity();
      await shell.open(LANDING);
      await page.waitForLoadState('networkidle');
      await expect(shell.cityButton()).toHaveText('Mysuru');
      expect(await shell.shownCities()).toEqual(['Mysuru']);
      // Client navigation away (the logo): the header hands back the stored city.
      await page.getByRole('link', { name: 'GharBazaar home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(shell.cityButton()).toHaveText('Chennai');
    });
  });
}

test('a Mysuru detail page renders Mysuru in the server HTML when no city is stored; a stored city wins', async ({ page, context, baseURL }) => {
  const shell = new Shell(page);
  await shell.open(LANDING);
  const href = (await new SearchPage(page).cardHrefs())[0];
  expect(href).toMatch(/^\/property-details\/.+-mysuru$/);
  await context.clearCookies();
  expect(await shell.serverHeaderCity(href)).toBe('Mysuru');
  await context.addCookies([{ name: 'city_name', value: 'Pune', url: baseURL! }]);
  expect(await shell.serverHeaderCity(href)).toBe('Pune');
});

test.describe('a search started from the header uses the page city', () => {
  test('1440 px: Rent in the header searches Mysuru rentals', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const shell = new Shell(page);
    await shell.open(LANDING);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rent', exact: true }).click();
    // Mysuru's rentals page is its SPEC landing page (the readable twin's one URL).
    await expect(page).toHaveURL(/\/rs\/rent-house-in-mysore-rd$/);
    await expect(shell.cityButton()).toHaveText('Mysuru');
  });

  test('1440 px: after a client navigation to another city\'s search, the header follows and Rent searches that city', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const shell = new Shell(page);
    await shell.open(citySearchHref('Bengaluru'));
    await expect(shell.cityButton()).toHaveText('Bengaluru');
    // The footer link is a client navigation: the root layout (and its server-written header links) stays.
    await page.getByRole('link', { name: 'Properties in Chennai' }).click();
    await expect(page).toHaveURL(/\/in\/chennai$/);
    await expect(shell.cityButton()).toHaveText('Chennai');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rent', exact: true }).click();
    await expect(page).toHaveURL(/\/in\/chennai\/properties-for-rent$/);
  });

  test('390 px: the bottom bar Search from a Mysuru landing page searches Mysuru', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    const shell = new Shell(page);
    await shell.open('/pg');
    await expect(shell.cityButton()).toHaveText('Mysuru');
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\/residential\/type=sale.*Mysuru/);
  });
});
