import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { EMPTY_SEARCH, searchPath } from '../lib/search-route';

// Next's data cache (unstable_cache: a search page's results, facts and links) is kept in
// memory only (next.config.ts, isrFlushToDisk: false). Before, every search nobody had asked
// for wrote its entries under .next/cache/fetch-cache: a directory that only grew, with
// crawlers reaching millions of filter pages, and a file written per uncached page.

const FETCH_CACHE = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cache', 'fetch-cache');
const files = () => (fs.existsSync(FETCH_CACHE) ? fs.readdirSync(FETCH_CACHE).length : 0);

const mysuruRent = (max: number | null) => searchPath('residential', {
  ...EMPTY_SEARCH, type: 'rent', location: [{ label: 'Mysuru', value: { city: 'Mysuru', locality: '' } }],
  budget: max === null ? null : { min: null, max },
});

/** Search pages computed so far (data cache misses), from the Prometheus text a loopback caller reads. */
async function computed(request: APIRequestContext): Promise<number> {
  const text = await (await request.get('/metrics')).text();
  return Number(/^gharbazaar_search_page_computed_total\{group="residential"\} (\d+)/m.exec(text)?.[1] ?? 0);
}

// The page and its metadata asked for the same search under two spellings of the route id, so
// a search nobody had made before ran its count and its page twice, at the same moment.
test('a search page nobody asked for before computes its results once', async ({ request }) => {
  // The counter is the server's: other journeys' searches running beside this one, or a new
  // time slot or listing retiring the cached narrower page, can only add to a try's count.
  // The fewest of three tries is this page's own cost; the double computation made it 2 or more.
  const deltas: number[] = [];
  for (let i = 0; i < 3; i++) {
    // The page's metadata also reads the page it narrows (the budget dropped): cached first.
    expect((await request.get(mysuruRent(null))).status()).toBe(200);
    const before = await computed(request);
    const res = await request.get(mysuruRent(80_000 - (Date.now() % 5000) - i * 7));
    expect(res.status()).toBe(200);
    deltas.push(await computed(request) - before);
  }
  expect(Math.min(...deltas)).toBe(1);
});

test('searches nobody made before leave no files in the data cache folder', async ({ request }) => {
  const before = files();
  for (let i = 0; i < 5; i++) {
    const page = mysuruRent(90_000 - (Date.now() % 1000) - i);
    const res = await request.get(page);
    expect(res.status()).toBe(200);
    // A second load within the 30 s slot comes from the data cache all the same (same count).
    expect(await (await request.get(page)).text()).toContain('data-testid="result-count"');
  }
  expect(files()).toBe(before);
});
