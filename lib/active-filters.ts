import { chipsOf } from './search/filters/index';
import type { FilterWords } from './search/filters/words';
import { searchPath, type SearchGroup, type SearchState } from './search-route';

// The active filters of a search as removable chips: each chip is
// a plain link to the same search without that one filter, so it works
// before (and without) JavaScript and crawlers see ordinary links.
// Each filter declares its chips and labels in the registry (lib/search/filters/).

export type ActiveFilter = { key: string; label: string; href: string };

export { amenityLabel } from './search/filters/amenities';

/** `w`: the page's words (English by default). */
export function activeFilters(group: SearchGroup, s: SearchState, city: string, w?: FilterWords): ActiveFilter[] {
  return chipsOf(s, city, w).map((c) => ({ key: c.key, label: c.label, href: searchPath(group, { ...s, ...c.next }) }));
}
