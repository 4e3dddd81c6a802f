import { EMPTY_SEARCH, searchPath, type SearchGroup, type SearchState } from '../search-route';
import { searchWhat } from '../search-title';
import type { Crumb } from '../json-ld';
import { placeName } from '../i18n/place-names';
import type { TitleWords } from '../search-title-words';
import { narrowedSearch } from './index-policy';

// A search page's trail for its BreadcrumbList:
// India › city › locality › type ("2 BHK Flats for Rent"). Every crumb links
// to an indexable page of the policy (lib/seo/index-policy.ts), so the trail
// never points a crawler at a filter permutation; the last crumb is the page
// this search narrows (itself when it is indexable). With a language's words (`w`)
// the names are in it and `home` is that language's home page.

export function searchCrumbs(group: SearchGroup, s: SearchState, fallbackCity: string, origin: string,
  pathOf: (st: SearchState) => string = (st) => searchPath(group, st), w?: TitleWords, home = '/'): Crumb[] {
  const { state: page } = narrowedSearch(group, s, fallbackCity);
  const { city, locality } = page.location[0].value;
  // `pathOf`: the page's one URL (the server passes its landing or readable page's path).
  const at = (st: SearchState) => `${origin}${pathOf(st)}`;
  const base: SearchState = { ...EMPTY_SEARCH, type: page.type };
  const cityPage = { ...base, location: [{ label: city, value: { city, locality: '' } }] };
  const crumbs: Crumb[] = [
    { name: w ? w.india : 'India', url: `${origin}${home}` }, { name: w ? placeName(city, w.locale) : city, url: at(cityPage) },
  ];
  if (locality) crumbs.push({ name: locality, url: at({ ...base, location: page.location }) });
  const narrowed = page.propType.length || page.bedrooms.length || page.gender.length || page.roomType.length;
  if (narrowed) crumbs.push({ name: searchWhat(group, page, w), url: at(page) });
  return crumbs;
}
