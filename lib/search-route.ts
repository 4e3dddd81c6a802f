import { groupOf } from './enums';
import type { LatLng } from './map/geo';
import { EMPTY_SEARCH, isSearchId, parseSearchId, splitSearchId, writeSearchId } from './search/derive';
import type { SearchGroup, SearchState, SortKey } from './search/state';
import { SORT_KEYS } from './search/state';

// SPEC §2 "Search route id": one path segment of key=value pairs joined by '&'
// (/search/residential/type=rent&location=%5B...%5D&bedrooms=2&budget=0,20000).
// Each key's codec is its filter's entry in the registry (lib/search/filters/); this file is
// the door callers import the route id, its paths and the API body from.

export type { Bound, SearchGroup, SearchState, SearchType, SortKey } from './search/state';
export { SORT_KEYS } from './search/state';
export { EMPTY_SEARCH, isSearchId, parseSearchId, splitSearchId, writeSearchId };
export { parseLocation } from './search/filters/location';
export { samePropGroup } from './search/filters/prop-type';

/** The page a search belongs on: PG by type, else by the first property type (none = residential). */
export function groupOfSearch(s: Pick<SearchState, 'type' | 'propType'>): SearchGroup {
  if (s.type === 'pg') return 'pg';
  return (s.propType[0] && groupOf(s.propType[0])) || 'residential';
}

export function searchPath(group: SearchGroup, s: SearchState): string {
  const state: SearchState = group === 'pg'
    ? { ...s, type: 'pg' }
    : { ...s, type: s.type === 'pg' ? 'sale' : s.type, propType: s.propType.filter((t) => groupOf(t) === group) };
  return `/search/${group}/${writeSearchId(state)}`;
}

/** The same search as a list (no map view, box or zoom), within `area` (the search's own when not given). */
export function listViewPath(group: SearchGroup, s: SearchState, area: LatLng[] | undefined = s.area): string {
  return searchPath(group, { ...s, view: undefined, box: null, zoom: null, area });
}

export const isSortKey = (v: unknown): v is SortKey => typeof v === 'string' && (SORT_KEYS as string[]).includes(v);

export { toApiBody, type ApiBodyOptions, type SearchApiBody } from './search-api-body';
