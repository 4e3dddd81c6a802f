// Counts the pages search engines may index on this database: the
// indexable search pages by kind (city or locality, family), so docs/seo.md's
// figure can be re-measured on any data, 800 demo listings or 1M.
//   tsx --conditions=react-server scripts/seo-count.ts [--json]
// PGlite under ./data (stop the app first: the folder is locked), or PostgreSQL with DATABASE_URL.
import { openForScript, runScript, WHERE } from './open-db';
import { useDatabase as adoptDatabase } from '../server/db/client';
import { indexablePages, type IndexablePage } from '../server/seo/indexable-pages';
import { liveItemCount } from '../server/seo/sitemap-items';

function familyOf(p: IndexablePage): string {
  const s = p.state;
  if (p.group === 'pg') return s.gender.length ? 'PG by gender' : s.roomType.length ? 'PG by sharing' : 'PGs';
  const deal = s.type === 'rent' ? 'rent' : 'sale';
  const what = [s.propType.length ? 'type' : '', s.bedrooms.length ? 'BHK' : ''].filter(Boolean).join(' + ') || 'all';
  return `${p.group} ${deal} ${what}`;
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
    const byFamily = new Map<string, { city: number; locality: number }>();
    for (const p of pages) {
      const f = byFamily.get(familyOf(p)) ?? { city: 0, locality: 0 };
      f[p.state.location[0].value.locality ? 'locality' : 'city']++;
      byFamily.set(familyOf(p), f);
    }
    const cities = new Set(pages.map((p) => p.state.location[0].value.city)).size;
    const localities = new Set(pages.map((p) => p.state.location[0].value.locality && `${p.state.location[0].value.city}|${p.state.location[0].value.locality.toLowerCase()}`).filter(Boolean)).size;
    const summary = { database: WHERE, liveItems: items, indexableSearchPages: pages.length, cities, localities, enumerationMs: ms, byFamily: Object.fromEntries(byFamily) };
    if (process.argv.includes('--json')) {
      console.log(JSON.stringify(summary, null, 2));
      return 0;
    }
    console.log(`${WHERE}: ${items} live items; ${pages.length} indexable search pages over ${cities} cities and ${localities} localities (enumerated in ${ms} ms)`);
    for (const [family, n] of [...byFamily].sort()) console.log(`  ${family.padEnd(32)} ${String(n.city).padStart(6)} city  ${String(n.locality).padStart(7)} locality`);
    return 0;
  } finally {
    adoptDatabase(undefined);
    await handle.close();
  }
}

runScript(main);
