import 'server-only';
import { familyKey } from '../../places/locality-family';
import type { LocalityIndex } from './locality-index';

// A chosen locality means the area: "Koramangala" also finds listings in
// "Koramangala I Block" and "Koramangala VI Bk". The one place
// that turns asked names into the names a listing may carry (called per place by
// location.ts localityNames); search, saved-
// search alerts, landing pages and their figures all go through it, so they
// agree on what a locality covers. The family rules live in
// server/catalog/places/locality-family.ts, the table in the locality index.

/**
 * The lower-cased names `name` covers in the given cities (any city when
 * none is given): the name itself, its spelling variants and its blocks,
 * stages and phases.
 */
export function familyNames(ix: LocalityIndex, name: string, cities: readonly string[] = []): string[] {
  const lower = name.trim().toLowerCase();
  const out = new Set([lower]);
  const members = ix.families.get(familyKey(lower));
  if (!members) return [...out];
  const inCities = new Set(cities.map((c) => ix.cityPos.get(c)).filter((c): c is number => c !== undefined));
  // Asked cities that hold no locality cover nothing beyond the exact name.
  if (cities.length && !inCities.size) return [...out];
  for (const e of members) if (!inCities.size || inCities.has(ix.cityOf[e])) out.add(ix.lowers[e]);
  return [...out];
}
