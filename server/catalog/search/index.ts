import 'server-only';

// Domain functions for server components (no HTTP). All return API shapes.
export { searchListings, searchPgs, searchFiltered } from './catalog/search';
export { filtersOfState, listingFiltersOfState, pgFiltersOfState } from './catalog/state-filters';
// The wire-body searches (the HTTP adapter's), for benches and tests that replay API bodies.
export { searchListingsOfBody, searchPgsOfBody } from './wire-body';
export { homeSections, type HomeSection } from './home/sections';
export { recordView, viewedList } from './views/views';
export { suggestLocations, type Suggestions } from './localities/autocomplete';
export { warmLocalityIndex } from './localities/locality-index';
export { recordEvents } from './views/analytics';
export type { Card, SearchResult, Group } from './catalog/types';
export { cardPage } from './catalog/card-query';
export { LISTING_CARD_COLUMNS, PG_CARD_COLUMNS, PROJECT_CARD_COLUMNS } from './catalog/cards';
export { listingFilters, pgFilters } from './catalog/filters';
export { listingSearchBody, type ListingSearchBody, pgSearchBody, type PgSearchBody } from './catalog/schemas';
export { listingSources, pgSources } from './catalog/search';
export { type Range, type RoomCount } from './catalog/types';
export { userItems } from './views/user-items';
export { cardsFor } from './views/views';
