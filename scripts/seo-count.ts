// Counts the pages search engines may index on this database: the
// indexable search pages by URL kind, page kind and city (each split into city and
// locality pages), so docs/seo.md's
// figure can be re-measured on any data, 800 demo listings or 1M.
//   tsx --conditions=react-server scripts/seo-count.ts [--json]
// PGlite under ./data (stop the app first: the folder is locked), or PostgreSQL with DATABASE_URL.
import { openForScript, runScript, WHERE } from './open-db';
import { useDatabase as adoptDatabase } from '../server/platform/db/client';
import { indexablePages, type IndexablePage } from '../server/catalog/seo/indexable-pages';
import { liveItemCount } from '../server/catalog/seo/sitemap-items';
import { partsOf } from '../lib/seo/clean-search';
import { whatSlug } from '../lib/seo/readable-what';

/** The page's kind as its URL names it, any BHK as N ("n-bhk-flats-for-rent", "pgs-for-girls"). */
function kindOf(p: IndexablePage): string {
  return whatSlug(partsOf(p.group, p.state)).replace(/^\d-bhk-/, 'n-bhk-');
}

/** Which URL the page has: a SPEC landing slug, a readable place page or (a city outside the list) its search path. */
const urlKind = (p: IndexablePage) => (p.path.startsWith('/in/') ? 'readable' : p.path.startsWith('/search/') ? 'search' : 'landing');

function tally<K>(pages: IndexablePage[], key: (p: IndexablePage) => K): Map<K, { city: number; locality: number }> {
  const out = new Map<K, { city: number; locality: number }>();
  for (const p of pages) {
    const f = out.get(key(p)) ?? { city: 0, locality: 0 };
    f[p.state.location[0].value.locality ? 'locality' : 'city']++;
    out.set(key(p), f);
  }
  return out;
}

async function main(): Promise<number> {
  const handle = await openForScript();
  if (!handle) return 1;
  adoptDatabase(handle);
  try {
    const started = Date.now();
    const pages = await indexablePages();
    const ms = Date.now() - started;
    const items = await liveItemCount();
    const byKind = tally(pages, kindOf);
    const byCity = tally(pages, (p) => p.state.location[0].value.city);
    const byUrl = tally(pages, urlKind);
    const cities = new Set(pages.map((p) => p.state.location[0].value.city)).size;
    const localities = new Set(pages.map((p) => p.state.location[0].value.locality && `${p.state.location[0].value.city}|${p.state.location[0].value.locality.toLowerCase()}`).filter(Boolean)).size;
    const summary = { database: WHERE, liveItems: items, indexableSearchPages: pages.length, cities, localities, enumerationMs: ms,
      byUrl: Object.fromEntries(byUrl), byKind: Object.fromEntries(byKind), byCity: Object.fromEntries(byCity) };
    if (process.argv.includes('--json')) {
      console.log(JSON.stringify(summary, null, 2));
      return 0;
    }
    console.log(`${WHERE}: ${items} live items; ${pages.length} indexable search pages over ${cities} cities and ${localities} localities (enumerated in ${ms} ms)`);
    const print = (title: string, m: Map<string, { city: number; locality: number }>) => {
      console.log(title);
      for (const [k, n] of [...m].sort()) console.log(`  ${k.padEnd(36)} ${String(n.city).padStart(6)} city  ${String(n.locality).padStart(7)} locality`);
    };
    print('By URL (landing: SPEC -rd slugs; readable: /in/...; search: cities outside the product list):', byUrl);
    print('By kind:', byKind);
    print('By city:', byCity);
    return 0;
  } finally {
    adoptDatabase(undefined);
    await handle.close();
  }
}

runScript(main);
