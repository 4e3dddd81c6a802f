import 'server-only';
import type { Db } from '../db/client';
import { localityIndex } from './locality-index';

// City suggestions come from the product's cities and from the distinct city
// names of localities (districts outside the product's cities), both held by
// the in-memory locality index.

const MAX_CITIES = 10;
const OTHER_CITY_RANK = 100_000;

/**
 * Names starting with q (or with a word starting with q: "delhi" -> "New
 * Delhi"); the chosen city first, then product cities by their order, then A-Z.
 */
export async function matchingCities(db: Db, q: string, chosen: string): Promise<string[]> {
  const ix = await localityIndex(db);
  const names = new Set([...ix.productCities.keys(), ...ix.cityNames]);
  const chosenLower = chosen.toLowerCase();
  const scored = [];
  for (const name of names) {
    const lower = name.toLowerCase();
    const tier = lower.startsWith(q) ? 0 : lower.includes(` ${q}`) ? 1 : -1;
    if (tier < 0) continue;
    const rank = ix.productCities.get(name) ?? OTHER_CITY_RANK;
    scored.push({ name, tier, rank, chosen: lower === chosenLower ? 0 : 1 });
  }
  scored.sort((a, b) => a.chosen - b.chosen || a.tier - b.tier || a.rank - b.rank || a.name.localeCompare(b.name));
  return scored.slice(0, MAX_CITIES).map((s) => s.name);
}
