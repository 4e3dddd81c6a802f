import { expect, test, type Page } from '@playwright/test';
import { EMPTY_SEARCH, searchPath, toApiBody, type SearchGroup, type SearchState } from '../lib/search-route';
import { SearchPage } from './pages/search-page';

// Issue 27 where a person meets it: a results page opened from its route id
// shows what its chips and filters say, the same first results as the API,
// and a PG searched by room type shows that room's rent.

const API: Record<SearchGroup, string> = {
  residential: '/api/search/residential-property-search-v2', commercial: '/api/search/commercial-property-search-v2',
  agriculture: '/api/search/agriculture-property-search-v2', pg: '/api/search/pg-search-v2',
};

type ApiCard = { url: string; locality: string; city: string };

async function apiCards(page: Page, group: SearchGroup, state: SearchState, limit = 20): Promise<ApiCard[]> {
  const r = await page.request.post(API[group], { data: toApiBody(group, state, { limit }) });
  expect(r.ok()).toBe(true);
  return (await r.json()).data.data as ApiCard[];
}

const cityChip = (city: string) => ({ label: city, value: { city, locality: '' } });
const chip = (locality: string, city: string) => ({ label: `${locality}, ${city}`, value: { city, locality } });

/**
 * Two chips from the demo catalogue, a locality of each city; a name both
 * cities have is preferred (the case that used to leak), when the first pages show one.
 */
async function twoCityChips(page: Page) {
  const rent = { ...EMPTY_SEARCH, type: 'rent' as const };
  const inB = (await apiCards(page, 'residential', { ...rent, location: [cityChip('Bengaluru')] }, 50)).map((c) => c.locality);
  const inM = (await apiCards(page, 'residential', { ...rent, location: [cityChip('Mysuru')] }, 50)).map((c) => c.locality);
  const mysuru = inM.find((l) => inB.includes(l)) ?? inM[0];
  const bengaluru = inB.find((l) => l !== mysuru)!;
  expect(mysuru && bengaluru, 'the demo catalogue has rentals in both cities').toBeTruthy();
  return { mysuru, bengaluru, chips: [chip(bengaluru, 'Bengaluru'), chip(mysuru, 'Mysuru')] };
}

async function apiUrls(page: Page, group: SearchGroup, state: SearchState): Promise<string[]> {
  const r = await page.request.post(API[group], { data: toApiBody(group, state) });
  expect(r.ok()).toBe(true);
  return ((await r.json()).data.data as { url: string }[]).map((c) => c.url);
}

test.describe('search answers what was asked', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('two chips in two cities: each locality only in its own city, the same first results as the API', async ({ page }) => {
    const search = new SearchPage(page);
    const { mysuru, bengaluru, chips } = await twoCityChips(page);
    const state: SearchState = { ...EMPTY_SEARCH, type: 'rent', location: chips };
    await page.goto(searchPath('residential', state));
    await expect(search.cards().first()).toBeVisible();
    const places = await search.cards().getByText(/, (Bengaluru|Mysuru)$/).allTextContents();
    expect(places.length).toBeGreaterThan(0);
    for (const p of places) expect([`${bengaluru}, Bengaluru`, `${mysuru}, Mysuru`]).toContain(p.trim());
    expect(places.map((p) => p.trim())).toContain(`${mysuru}, Mysuru`);
    const hrefs = await search.cardHrefs();
    expect(hrefs).toEqual((await apiUrls(page, 'residential', state)).slice(0, hrefs.length));
  });

  test('a single room within ₹15,000: every card shows a single room at or under it', async ({ page }) => {
    const search = new SearchPage(page);
    const state: SearchState = { ...EMPTY_SEARCH, type: 'pg', location: [{ label: 'Bengaluru', value: { city: 'Bengaluru', locality: '' } }],
      roomType: ['1_sharing'], budget: { min: null, max: 15000 } };
    await page.goto(searchPath('pg', state));
    const hrefs = await apiUrls(page, 'pg', state);
    expect(hrefs.length, 'the demo catalogue has single rooms in this budget').toBeGreaterThan(0);
    await expect(search.cards().first()).toBeVisible();
    for (const card of await search.cards().all()) {
      const price = (await card.getByTestId('card-price').textContent())!;
      expect(price).toMatch(/^Single room ₹/);
      expect(SearchPage.rupees(price)).toBeLessThanOrEqual(15000);
    }
    const shown = await search.cardHrefs();
    expect(shown).toEqual(hrefs.slice(0, shown.length));
  });
});
