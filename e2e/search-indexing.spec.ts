import { expect, test, type Page } from '@playwright/test';
import { EMPTY_SEARCH, searchPath, type SearchState } from '../lib/search-route';
import { fiveTwoBhkRentals } from './pages/crawler';
import { checkJsonLd, jsonLdTypes } from '../tests/helpers/json-ld-check';

// Issue 28 §1 and §3, as a crawler reads the HTML: the robots tag and the
// canonical link of a clean locality page, of a filter permutation of it and
// of an empty search, and the BreadcrumbList beside the ItemList.

const at = (city: string, locality = '') => ({ label: locality ? `${locality}, ${city}` : city, value: { city, locality } });
const rent2Bhk = (location: SearchState['location'], more: Partial<SearchState> = {}) =>
  searchPath('residential', { ...EMPTY_SEARCH, type: 'rent', location, bedrooms: ['2'], ...more });

async function seo(page: Page, path: string) {
  await page.goto(path);
  const robots = await page.locator('meta[name="robots"]').first().getAttribute('content');
  const link = page.locator('link[rel="canonical"]');
  const canonical = (await link.count()) ? await link.first().getAttribute('href') : null;
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  return { robots, canonical: canonical ? new URL(canonical).pathname : null, blocks };
}

test('a city + locality + BHK page is indexable under its readable URL; its search route and a budget on it are noindex, follow and point there', async ({ page, request }) => {
  // A locality page needs five live listings: five owners rent out 2 BHK flats there.
  const locality = 'Kuvempunagar';
  await fiveTwoBhkRentals(request, locality);

  const readable = '/in/mysuru/kuvempunagar/2-bhk-properties-for-rent';
  const page1 = await seo(page, readable);
  expect(page1.robots).toBe('index, follow');
  expect(page1.canonical).toBe(readable);
  const crumbs = page1.blocks.find((b) => b['@type'] === 'BreadcrumbList');
  expect(page1.blocks.flatMap(jsonLdTypes)).toEqual(expect.arrayContaining(['ItemList', 'BreadcrumbList']));
  for (const b of page1.blocks) expect(checkJsonLd(b)).toEqual([]);
  expect(crumbs.itemListElement.map((c: { name: string }) => c.name)).toEqual(['India', 'Mysuru', locality, '2 BHK Properties for Rent']);
  // The Mysuru crumb is the SPEC landing page that shows the city's rentals.
  expect(new URL(crumbs.itemListElement[1].item).pathname).toBe('/rs/rent-house-in-mysore-rd');
  expect(new URL(crumbs.itemListElement[2].item).pathname).toBe('/in/mysuru/kuvempunagar/properties-for-rent');

  const clean = await seo(page, rent2Bhk([at('Mysuru', locality)]));
  expect(clean.robots).toBe('noindex, follow');
  expect(clean.canonical).toBe(readable);

  const filtered = await seo(page, rent2Bhk([at('Mysuru', locality)], { budget: { min: 0, max: 23456 }, facing: ['east'] }));
  expect(filtered.robots).toBe('noindex, follow');
  expect(filtered.canonical).toBe(readable);
});

test('a search with no live results is noindex and offers a wider search', async ({ page }) => {
  const empty = rent2Bhk([at('Mysuru', 'No Such Layout')], { bedrooms: ['5'] });
  const { robots, canonical } = await seo(page, empty);
  expect(robots).toMatch(/^noindex/);
  // No canonical: it would lead a crawler to this noindex page.
  expect(canonical).toBeNull();
  await expect(page.getByRole('heading', { name: 'No properties match this search' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reset filters' })).toBeVisible();
});
