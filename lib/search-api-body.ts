// The search-v2 request body for a route state (SPEC §7), written filter by filter from the
// registry (lib/search/filters/). Re-exported by lib/search-route, which is where callers import it from.

export { isPgBody, toApiBody } from './search/derive';
export { placesOf } from './search/filters/location';
export type { ApiBodyOptions, ListingWire, PgWire, SearchApiBody } from './search/filters/types';
