import 'server-only';
import { FIRST_PAGE, PAGE_SIZE } from '@/lib/constants';
import { cityVariants, placeCities, placeFilters, type PlaceFilter } from '../localities/location';
import { RULES_IN_ORDER, type ListingBodyIn, type PgBodyIn } from './filter-rules';
import { MAX_LIMIT } from './schema-helpers';
import type { Group, ListingFilters, PgFilters, SortOrder } from './types';

// The one translator from a search body to filters: each filter of the registry reads its own
// wire fields (filter-rules.ts). The HTTP adapter hands it the validated body; the server's own
// searches hand it toApiBody of their route state (state-filters.ts); alerts hand it the body a
// saved search kept. The SPEC §5 defaults live with the values (filter-values.ts).

export { gendersAsked, postedSince, rangeOf, roomCounts, roomTypesAsked, TOP_ROOM_BUCKET } from './filter-values';
export { cityVariants };

/**
 * The body's places, or the SPEC's fields read as every city with every
 * locality (what they said before `places` existed). A locality with no city
 * at all is matched in any city.
 */
function placesOf(b: PgBodyIn): Promise<PlaceFilter[]> {
  if (b.places?.length) return placeFilters(b.places);
  const cities = [...(b.city ?? []), b.location?.city ?? ''].filter(Boolean);
  const localities = [...(b.locality ?? []), ...(b.location?.locality ?? [])];
  const inCities = cities.length ? cities : [''];
  return placeFilters(localities.length
    ? inCities.flatMap((city) => localities.map((locality) => ({ city, locality })))
    : cities.map((city) => ({ city })));
}

const paging = (b: PgBodyIn) => ({
  sort: (b.orderByAmount ?? 'relevance') as SortOrder,
  page: b.page ?? FIRST_PAGE,
  limit: Math.min(b.limit ?? PAGE_SIZE, MAX_LIMIT),
});

export async function listingFilters(group: Group, b: ListingBodyIn, now = new Date()): Promise<ListingFilters> {
  const places = await placesOf(b);
  const parts = await Promise.all(RULES_IN_ORDER.map((r) => r.listing?.(b, { group, now })));
  return Object.assign({ cities: placeCities(places), places }, ...parts, paging(b)) as ListingFilters;
}

export async function pgFilters(b: PgBodyIn): Promise<PgFilters> {
  const places = await placesOf(b);
  const parts = await Promise.all(RULES_IN_ORDER.map((r) => r.pg?.(b)));
  return Object.assign({ cities: placeCities(places), places }, ...parts, paging(b)) as PgFilters;
}
