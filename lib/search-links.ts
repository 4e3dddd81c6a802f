import { EMPTY_SEARCH, searchPath } from './search-route';

// Links into the search pages for a whole city (header, footer, home). The
// route id itself is written by lib/search-route (SPEC §2).
export function citySearchHref(city: string, type: 'sale' | 'rent' = 'sale'): string {
  return searchPath('residential', { ...EMPTY_SEARCH, type, location: [{ label: city, value: { city, locality: '' } }] });
}
