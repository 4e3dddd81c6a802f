import 'server-only';
import type { SearchGroup } from '@/lib/search-route';
import { listingFilters, pgFilters, listingSources } from '../../catalog';
import type { Group, Range, RoomCount, ListingSearchBody, PgSearchBody } from '../../catalog';

// The prefilter key of a saved search (one new item against 1M saved
// searches). It is a few columns of saved_searches, computed from the same
// filters the search's WHERE is built from, so that one index range scan finds
// every saved search that COULD match an item; the search's own WHERE then
// decides (match-many.ts). The key must never drop a search the WHERE would
// match: where a filter is hard to key (localities, a drawn area, amenities...)
// the key simply does not narrow on it.
//   for     'sale' | 'rent' (a PG is for rent)
//   city    the one city (lower case), '*' any city, '+' several (then `cities`)
//   cities  every city, lower case
//   price   [lo, hi]: the listing price, the PG's cheapest rent, or overlapping a project's range
//   beds    bit n = a home with n bedrooms can match (bit 0: none or 0, bit 31: 31 or more); -1 = any
//   projects whether projects show in the search (residential sale)
// The same key for rows saved before it existed is computed in SQL by
// saved_search_match_key() (migration 0034); tests check it never narrows more than this one.

export const ANY_CITY = '*';
export const SEVERAL_CITIES = '+';
/** The open ends of a price range: every price rangeOf() can make lies inside. */
export const PRICE_OPEN_LO = -Number.MAX_SAFE_INTEGER;
export const PRICE_OPEN_HI = Number.MAX_SAFE_INTEGER;
export const ANY_BEDS = -1;

export type MatchKey = {
  matchFor: 'sale' | 'rent';
  matchCity: string;
  matchCities: string[];
  matchPriceLo: number;
  matchPriceHi: number;
  matchBeds: number;
  matchProjects: boolean;
};

/** The key that narrows nothing: for a body that no longer compiles (the match then skips it, as before). */
export const OPEN_KEY = (matchFor: 'sale' | 'rent'): MatchKey => ({
  matchFor, matchCity: ANY_CITY, matchCities: [], matchPriceLo: PRICE_OPEN_LO, matchPriceHi: PRICE_OPEN_HI,
  matchBeds: ANY_BEDS, matchProjects: true,
});

/** A bedroom count as its bit: 0 or less -> bit 0, 31 or more -> bit 31. */
const bedBit = (n: number) => Math.max(0, Math.min(31, n));

/**
 * The bedroom counts a search asks for (filters.ts roomCounts) as bits. Exactly n sets bit n,
 * "n or more" sets bits n..31. No filter is ANY_BEDS; so is a set covering 1..31 (a wider key is safe).
 */
export function bedsMask(counts: RoomCount[]): number {
  if (!counts.length) return ANY_BEDS;
  let mask = 0;
  for (const c of counts) mask |= c.orMore ? -1 << bedBit(c.n) : 1 << bedBit(c.n);
  return (mask & -2) === -2 ? ANY_BEDS : mask;
}

/** An item's bedrooms as bits: a listing's count, or a project's range (bedrooms_min..max). */
export function itemBeds(min: number | null, max: number | null): number {
  const hi = max ?? min;
  if (hi == null) return 0; // only searches without a bedroom filter
  // A project without a minimum can still meet "n or more" through its maximum: bit hi alone.
  let mask = 1 << bedBit(hi);
  if (min != null) for (let n = bedBit(min); n <= bedBit(hi); n++) mask |= 1 << n;
  return mask;
}

/** The search's cities (filters' cityVariants spellings), lower case. An item's city is keyed the same way. */
export const cityKey = (city: string) => city.toLowerCase();

function cityColumns(cities: string[]): Pick<MatchKey, 'matchCity' | 'matchCities'> {
  const keys = [...new Set(cities.map(cityKey))].sort();
  if (!keys.length) return { matchCity: ANY_CITY, matchCities: [] };
  return { matchCity: keys.length === 1 ? keys[0] : SEVERAL_CITIES, matchCities: keys };
}

const priceColumns = (r: Range) => ({ matchPriceLo: r.min ?? PRICE_OPEN_LO, matchPriceHi: r.max ?? PRICE_OPEN_HI });

/** The key of a saved search's body, from the filters its WHERE is built from. Never throws: a body that
 *  does not compile gets the open key (the match skips that search, as it did before the key existed). */
export async function matchKeyOf(group: SearchGroup | string, body: unknown): Promise<MatchKey> {
  try {
    if (group === 'pg') {
      const f = await pgFilters(body as PgSearchBody);
      // With room types asked the budget's minimum is checked on the matching room, not on min_rent.
      return { ...OPEN_KEY('rent'), ...cityColumns(f.cities), ...priceColumns({ max: f.rent.max, min: f.roomTypes.length ? undefined : f.rent.min }),
        matchProjects: false };
    }
    const f = await listingFilters(group as Group, body as ListingSearchBody);
    return {
      matchFor: f.postType, ...cityColumns(f.cities), ...priceColumns(f.price),
      matchBeds: bedsMask(f.bedrooms),
      matchProjects: listingSources(group as Group, f).length > 1,
    };
  } catch (e) {
    console.error('[alerts] saved search body does not compile; open match key', e instanceof Error ? e.message : e);
    return OPEN_KEY((body as { post_type?: string } | null)?.post_type === 'rent' || group === 'pg' ? 'rent' : 'sale');
  }
}
