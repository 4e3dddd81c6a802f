import 'server-only';
import type { LocalityIndex } from './locality-index';

// City suggestions come from the product's cities and from the distinct city
// names of localities (districts outside the product's cities), both held by
// the in-memory locality index.

const MAX_CITIES = 10;

/**
 * Names starting with q (or with a word starting with q: "delhi" -> "New
 * Delhi"); the chosen city first, then product cities by their order, then A-Z.
 */
export function matchingCities(ix: LocalityIndex, q: string, chosen: string): string[] {
  const chosenLower = chosen.toLowerCase();
  const scored = [];
  for (const c of ix.cityList) {
    const tier = c.lower.startsWith(q) ? 0 : c.lower.includes(` ${q}`) ? 1 : -1;
    if (tier >= 0) scored.push({ ...c, tier, chosen: c.lower === chosenLower ? 0 : 1 });
  }
  scored.sort((a, b) => a.chosen - b.chosen || a.tier - b.tier || a.rank - b.rank || a.name.localeCompare(b.name));
  return scored.slice(0, MAX_CITIES).map((s) => s.name);
}
