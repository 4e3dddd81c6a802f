import 'server-only';

// Domain functions for server components (no HTTP). All return API shapes.
export { searchListings, searchPgs } from './search';
export { homeSections, type HomeSection } from './home';
export { getListingDetail, type ListingDetail } from './detail';
export { recordView, viewedList } from './views';
export { suggestLocations, type Suggestions } from './autocomplete';
export { warmLocalityIndex } from './locality-index';
export { recordEvents } from './analytics';
export type { Card, SearchResult, Group } from './types';
