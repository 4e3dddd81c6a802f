import 'server-only';
import { toApiBody, type SearchGroup, type SearchState, type SortKey } from '@/lib/search-route';
import { listingFilters, pgFilters } from './filters';
import type { Group, ListingFilters, PgFilters } from './types';

// SearchState (a parsed route id) -> filters, for the server's own searches (search pages,
// landing figures, the sitemap, home sections): the route state's wire body (toApiBody, the
// registry's serialisation) through the one translator. No yup check: parseSearchId has
// already checked every value, and the property test (tests/unit/search-registry-roundtrip.test.ts)
// proves the check would change nothing.

export type StateOptions = { fallbackCity?: string; sort?: SortKey; page?: number; limit?: number };

export function listingFiltersOfState(group: Group, s: SearchState, o: StateOptions = {}, now = new Date()): Promise<ListingFilters> {
  return listingFilters(group, toApiBody(group, s, o), now);
}

export function pgFiltersOfState(s: SearchState, o: StateOptions = {}): Promise<PgFilters> {
  return pgFilters(toApiBody('pg', s, o));
}

export type SearchFilters = ListingFilters | PgFilters;

/** The filters of a search page's state, for its group. */
export function filtersOfState(group: SearchGroup, s: SearchState, o: StateOptions = {}): Promise<SearchFilters> {
  return group === 'pg' ? pgFiltersOfState(s, o) : listingFiltersOfState(group, s, o);
}
