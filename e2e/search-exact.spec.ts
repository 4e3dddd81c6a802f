import { expect, test, type Page } from '@playwright/test';
import { EMPTY_SEARCH, searchPath, toApiBody, type SearchGroup, type SearchState } from '../lib/search-route';
import { SearchPage } from './pages/search-page';

// Issue 27 where a person meets it: a results page opened from its route id
// shows what its chips and filters say, the same first results as the API,
// and a PG searched by room type shows that room's rent.

const chips = [
  { label: 'Koramangala, Bengaluru', value: { city: 'Bengaluru', locality: 'Koramangala' } },
  { label: 'Vijayanagar, Mysuru', value: { city: 'Mysuru', locality: 'Vijayanagar' } },
];
const API: Record<SearchGroup, string> = {
  residential: '/api/search/residential-property-search-v2', commercial: '/api/search/commercial-property-search-v2',
  agriculture: '/api/search/agriculture-property-search-v2', pg: '/api/search/pg-search-v2',
};

async function apiUrls(page: Page, group: SearchGroup, state: SearchState): Promise<string[]> {
  const r = await page.request.post(API[group], { data: toApiBody(group, state) });
  expect(r.ok()).toBe(true);
  return ((await r.json()).data.data as { url: string }[]).map((c) => c.url);
}

test.describe('search answers what was asked', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('two chips in two cities: each locality only in its own city, the same first results as the API', async ({ page }) => {
    const search = new SearchPage(page);
    const state: SearchState = { ...EMPTY_SEARCH, type: 'rent', location: chips };
    await page.goto(searchPath('residential', state));
    await expect(search.cards().first()).toBeVisible();
    const places = await search.cards().getByText(/, (Bengaluru|Mysuru)$/).allTextContents();
    expect(places.length).toBeGreaterThan(0);
    for (const p of places) expect(['Koramangala, Bengaluru', 'Vijayanagar, Mysuru']).toContain(p.trim());
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
