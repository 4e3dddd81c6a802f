import 'server-only';
import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { getDb } from '../../../platform/db/client';
import { localityIndex } from './locality-index';
import { familyNames } from './locality-expand';

// The location part of a search: each chosen locality is searched
// only in the city it was picked for. The body's `places` [{city, locality}]
// carries the pairs; the SPEC's body alone (city list + locality list) reads
// as every city with every locality, as before.

/** One location chip: a locality in a city, or a whole city (no locality). */
export type Place = { city: string; locality?: string };
/** City spellings and the lower-case locality names searched there (null = the whole city). */
export type PlaceFilter = { cities: string[]; names: string[] | null };

/** Listing city names are title case; also try that form of what was typed. */
export function cityVariants(names: string[]): string[] {
  const out = new Set<string>();
  for (const n of names) {
    const t = n.trim().replace(/\s+/g, ' ');
    if (!t) continue;
    out.add(t);
    out.add(t.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (c) => c.toUpperCase()));
  }
  return [...out];
}

/**
 * The stored locality names (lower case) that a chosen locality of a city
 * stands for: the name itself, its spelling variants and its blocks, stages
 * and phases ("Koramangala" -> "Koramangala I Block", ...: locality-expand.ts).
 */
export async function localityNames(city: string, locality: string): Promise<string[]> {
  const ix = await localityIndex(await getDb());
  return familyNames(ix, locality, city ? cityVariants([city]) : []);
}

/**
 * Places -> per city, the names to match. The one place localityNames runs for
 * a search. A city chip beside locality chips of the same city is the context
 * the localities were picked in (the city page's chip stays when a locality is
 * added): the localities narrow it. A city with no locality chip is searched whole.
 */
export async function placeFilters(places: Place[]): Promise<PlaceFilter[]> {
  const byCity = new Map<string, { cities: string[]; names: string[] }>();
  for (const p of places) {
    const city = p.city.trim().replace(/\s+/g, ' '); // '' = any city
    const key = city.toLowerCase();
    const f = byCity.get(key) ?? { cities: city ? cityVariants([city]) : [], names: [] };
    byCity.set(key, f);
    if (p.locality?.trim()) f.names.push(...await localityNames(city, p.locality));
  }
  return [...byCity.values()].map((f) => ({ cities: f.cities, names: f.names.length ? [...new Set(f.names)] : null }));
}

/**
 * Cities of the places, for the leading city = ANY(...) the search indexes
 * start with; empty (any city) when a place names no city.
 */
export const placeCities = (places: PlaceFilter[]) =>
  (places.some((p) => !p.cities.length) ? [] : [...new Set(places.flatMap((p) => p.cities))]);

/**
 * WHERE part: (city in A and lower(locality) in A's names) or (city in B ...).
 * Undefined when no place narrows the search (no chips: the city filter alone).
 */
export function locationWhere(cityCol: AnyPgColumn, localityCol: AnyPgColumn, places: PlaceFilter[]): SQL | undefined {
  if (!places.some((p) => p.names)) return undefined;
  return or(...places.map((p) => and(
    p.cities.length ? inArray(cityCol, p.cities) : undefined,
    p.names ? inArray(sql`lower(${localityCol})`, p.names) : undefined,
  )));
}
