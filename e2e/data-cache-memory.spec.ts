import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { EMPTY_SEARCH, searchPath } from '../lib/search-route';

// Next's data cache (unstable_cache: a search page's results, facts and links) is kept in
// memory only (next.config.ts, isrFlushToDisk: false). Before, every search nobody had asked
// for wrote its entries under .next/cache/fetch-cache: a directory that only grew, with
// crawlers reaching millions of filter pages, and a file written per uncached page.

const FETCH_CACHE = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cache', 'fetch-cache');
const files = () => (fs.existsSync(FETCH_CACHE) ? fs.readdirSync(FETCH_CACHE).length : 0);

test('searches nobody made before leave no files in the data cache folder', async ({ request }) => {
  const before = files();
  for (let i = 0; i < 5; i++) {
    const page = searchPath('residential', {
      ...EMPTY_SEARCH, type: 'rent', location: [{ label: 'Mysuru', value: { city: 'Mysuru', locality: '' } }],
      budget: { min: null, max: 90_000 - Date.now() % 1000 - i },
    });
    const res = await request.get(page);
    expect(res.status()).toBe(200);
    // A second load within the 30 s slot comes from the data cache all the same (same count).
    expect(await (await request.get(page)).text()).toContain('data-testid="result-count"');
  }
  expect(files()).toBe(before);
});
