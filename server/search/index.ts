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
