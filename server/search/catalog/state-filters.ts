import 'server-only';
import { DEFAULT_CITY, FIRST_PAGE, PAGE_SIZE } from '@/lib/constants';
import { groupOf } from '@/lib/enums';
import { bathroomsForSubmit, bedroomsForSubmit, pgGendersForSubmit, pgRoomTypesForSubmit } from '@/lib/filter-submit-values';
import type { SearchGroup, SearchState, SortKey } from '@/lib/search-route';
import { placeCities, placeFilters, type Place } from '../localities/location';
import { gendersAsked, postedSince, rangeOf, roomCounts, roomTypesAsked } from './filters';
import { MAX_LIMIT } from './schemas';
import { placesOf as chipPlaces } from '@/lib/search-api-body';
import type { Group, ListingFilters, PgFilters } from './types';

// SearchState (a parsed route id) -> filters, for the server's own searches
// (search pages, landing figures, the sitemap, home sections). The SPEC's wire
// body and its yup check belong to the HTTP adapter: the server has the state
// already checked by parseSearchId, so it does not build a body only to take it
// apart again. tests/api/search-parity.test.ts proves both paths give the same
// filters and the same SQL; a change to one path fails it until the other follows.

export type StateOptions = { fallbackCity?: string; sort?: SortKey; page?: number; limit?: number };

const unique = <T>(xs: T[]) => [...new Set(xs)];
const anyToNull = (v: string) => (!v || v === 'any' ? null : v);

/** Each chip's locality with its own city, or the fallback city alone when there is no chip. */
async function placesOf(s: SearchState, fallbackCity?: string) {
  const chips: Place[] = chipPlaces(s);
  return placeFilters(chips.length ? chips : [{ city: fallbackCity?.trim() || DEFAULT_CITY }]);
}

const paging = (o: StateOptions) => ({
  sort: o.sort ?? 'relevance',
  page: o.page ?? FIRST_PAGE,
  limit: Math.min(o.limit ?? PAGE_SIZE, MAX_LIMIT),
});

const sinceFlags = (since: string) => ({
  today: since === 'today', yesterday: since === 'yesterday', thisWeek: since === 'thisWeek', thisMonth: since === 'thisMonth',
});

export async function listingFiltersOfState(group: Group, s: SearchState, o: StateOptions = {}, now = new Date()): Promise<ListingFilters> {
  const places = await placesOf(s, o.fallbackCity);
  const types = s.propType.filter((t) => groupOf(t) === group);
  return {
    cities: placeCities(places),
    places,
    // The drawn map area (already checked by the route id's parser), as the HTTP body carries it.
    area: s.area ?? [],
    postType: s.type === 'rent' ? 'rent' : 'sale',
    categories: unique(types),
    price: rangeOf(s.budget, 'bigint'),
    bedrooms: group === 'commercial' ? [] : roomCounts(bedroomsForSubmit(s.bedrooms, types)),
    bathrooms: roomCounts(bathroomsForSubmit(s.bathrooms)),
    postedBy: unique(s.postedBy),
    superArea: rangeOf(s.superArea),
    builtUpArea: rangeOf(null),
    carpetArea: rangeOf(s.carpetArea),
    plotArea: rangeOf(s.plotArea, 'real'),
    furnishing: unique(s.furnishingStatus),
    facing: unique(s.facing),
    amenities: unique(s.amenities.map((a) => a.trim()).filter(Boolean)),
    verifiedOnly: s.verified,
    transaction: anyToNull(s.transcation),
    constructionStatus: anyToNull(s.status),
    postedSince: postedSince(sinceFlags(s.postedSince), now),
    ...paging(o),
  };
}

export async function pgFiltersOfState(s: SearchState, o: StateOptions = {}): Promise<PgFilters> {
  const places = await placesOf(s, o.fallbackCity);
  return {
    cities: placeCities(places),
    places,
    area: s.area ?? [],
    rent: rangeOf(s.budget),
    genders: gendersAsked(pgGendersForSubmit(s.gender)),
    roomTypes: roomTypesAsked(pgRoomTypesForSubmit(s.roomType)),
    ...paging(o),
  };
}

export type SearchFilters = ListingFilters | PgFilters;

/** The filters of a search page's state, for its group. */
export function filtersOfState(group: SearchGroup, s: SearchState, o: StateOptions = {}): Promise<SearchFilters> {
  return group === 'pg' ? pgFiltersOfState(s, o) : listingFiltersOfState(group, s, o);
}
