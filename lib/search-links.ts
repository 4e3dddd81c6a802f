import { PICKER_CITIES } from './constants';
import { placeSlug } from './insights/slug';
import { EMPTY_SEARCH, searchPath } from './search-route';
import { whatSlug } from './seo/readable-what';

// Links into the search pages for a whole city (header, footer, home). The
// route id itself is written by lib/search-route (SPEC §2).
export function citySearchHref(city: string, type: 'sale' | 'rent' = 'sale'): string {
  return searchPath('residential', { ...EMPTY_SEARCH, type, location: [{ label: city, value: { city, locality: '' } }] });
}

/**
 * A product city's homes for sale or rent as its readable page (/in/{city}/properties-for-sale);
 * any other city's as its search route. For client code, which has no landing-page table: the
 * server writes the page's one URL (server/catalog/seo/place-index.ts), and Mysuru's readable twin
 * redirects to its SPEC landing page.
 */
export function cityPageHref(city: string, type: 'sale' | 'rent' = 'sale'): string {
  const known = PICKER_CITIES.find((c) => c === city);
  return known ? `/in/${placeSlug(known)}/${whatSlug({ group: 'residential', deal: type })}` : citySearchHref(city, type);
}

/** A city's index of place pages (/in/bengaluru): its pages by deal and kind and its localities. */
export const cityIndexHref = (city: string) => `/in/${placeSlug(city)}`;
