import 'server-only';

// Domain functions for server components (no HTTP). All return API shapes.
export { searchListings, searchPgs } from './catalog/search';
export { homeSections, type HomeSection } from './home/sections';
export { recordView, viewedList } from './views/views';
export { suggestLocations, type Suggestions } from './localities/autocomplete';
export { warmLocalityIndex } from './localities/locality-index';
export { recordEvents } from './views/analytics';
export type { Card, SearchResult, Group } from './catalog/types';
