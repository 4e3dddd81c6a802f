// What is measured: realistic searches, autocomplete keystrokes and search pages.
// Bodies and page paths come from lib/search-route.ts (toApiBody / searchPath),
// the same code the search page and its client use, so the benchmark sends
// exactly what a visitor's browser would.
import { EMPTY_SEARCH, searchPath, toApiBody, type SearchGroup, type SearchState, type SortKey } from '@/lib/search-route';

export type SearchScenario = {
  id: string;
  label: string;
  group: SearchGroup;
  /** POST body of the search-v2 call. */
  body: Record<string, unknown>;
  /** API path. */
  path: string;
};

export type AutocompleteScenario = {
  id: string; label: string; city: string; q: string; page: number; path: string; body: Record<string, unknown>;
  /** Expected HTTP status when not 200 (the trailing-slash redirect row). */
  expectStatus?: number;
};

export type PageScenario = { id: string; label: string; path: string; /** Search scenario with the same SQL. */ searchId: string };

const API_PATH: Record<SearchGroup, string> = {
  residential: '/api/search/residential-property-search-v2',
  commercial: '/api/search/commercial-property-search-v2',
  agriculture: '/api/search/agriculture-property-search-v2',
  pg: '/api/search/pg-search-v2',
};

const city = (name: string, locality = '') => ({ label: locality || name, value: { city: name, locality } });
const state = (s: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...s });

type Def = { id: string; label: string; group: SearchGroup; state: SearchState; sort?: SortKey; page?: number };

const DEFS: Def[] = [
  { id: 'blr-rent-2bhk', label: 'Bengaluru 2 BHK rent ≤ ₹40k', group: 'residential',
    state: state({ type: 'rent', location: [city('Bengaluru')], bedrooms: ['2'], budget: { min: null, max: 40_000 } }) },
  { id: 'mys-sale-budget', label: 'Mysuru sale ₹30 L – 1 Cr', group: 'residential',
    state: state({ type: 'sale', location: [city('Mysuru')], budget: { min: 3_000_000, max: 10_000_000 } }) },
  { id: 'blr-sale-localities', label: 'Bengaluru sale in Koramangala, Whitefield, Jayanagar', group: 'residential',
    state: state({ type: 'sale', location: ['Koramangala', 'Whitefield', 'Jayanagar'].map((l) => city('Bengaluru', l)) }) },
  { id: 'blr-office-rent', label: 'Bengaluru office space rent', group: 'commercial',
    state: state({ type: 'rent', location: [city('Bengaluru')], propType: ['office_space'] }) },
  { id: 'agri-land', label: 'Bengaluru agriculture land sale', group: 'agriculture',
    state: state({ type: 'sale', location: [city('Bengaluru')], propType: ['land'] }) },
  { id: 'pg-male-2sharing', label: 'PG Bengaluru Male 2-sharing ≤ ₹10k', group: 'pg',
    state: state({ type: 'pg', location: [city('Bengaluru')], gender: ['Male'], roomType: ['2_sharing'], budget: { min: null, max: 10_000 } }) },
  { id: 'blr-sale-price-asc', label: 'Bengaluru sale, price low to high', group: 'residential', sort: 'asc',
    state: state({ type: 'sale', location: [city('Bengaluru')] }) },
  { id: 'blr-rent-page2', label: 'Bengaluru rent, page 2', group: 'residential', page: 2,
    state: state({ type: 'rent', location: [city('Bengaluru')] }) },
];

export function searchScenarios(): SearchScenario[] {
  return DEFS.map((d) => ({
    id: d.id, label: d.label, group: d.group, path: API_PATH[d.group],
    body: toApiBody(d.group, d.state, { sort: d.sort ?? 'relevance', page: d.page ?? 1 }) as Record<string, unknown>,
  }));
}

const AC: [id: string, label: string, city: string, q: string, page: number][] = [
  ['ac-ko', 'Bengaluru "ko"', 'Bengaluru', 'ko', 0],
  ['ac-whitef', 'Bengaluru "whitef"', 'Bengaluru', 'whitef', 0],
  ['ac-kuvem', 'Mysuru "kuvem"', 'Mysuru', 'kuvem', 0],
  ['ac-andheri', 'Mumbai "andheri"', 'Mumbai', 'andheri', 0],
  ['ac-nagar', 'Bengaluru "nagar" (word prefix, common)', 'Bengaluru', 'nagar', 0],
  ['ac-typo-koramangla', 'Bengaluru typo "koramangla"', 'Bengaluru', 'koramangla', 0],
  ['ac-typo-vijaynagar', 'Mysuru typo "vijaynagar"', 'Mysuru', 'vijaynagar', 0],
  ['ac-ja-page1', 'Bengaluru "ja", 2nd page (scroll)', 'Bengaluru', 'ja', 1],
];

/**
 * The scenarios time the handler at /api/search/auto-complete?page_no=n. SPEC §7
 * (and services/api/search.ts) call it with a trailing slash,
 * /auto-complete/?page_no=n, which Next answers with a 308 to the path without
 * it unless next.config.ts has skipTrailingSlashRedirect; a browser then
 * repeats the POST. One extra row times that path as the client calls it.
 */
export function autocompleteScenarios(): AutocompleteScenario[] {
  return AC.map(([id, label, c, q, page]) => ({
    id, label, city: c, q, page, path: `/api/search/auto-complete?page_no=${page}`, body: { city_name: c, search_string: q },
  }));
}

export function autocompleteRedirectScenario(): AutocompleteScenario {
  return {
    id: 'ac-spec-path', label: 'Bengaluru "ko" on the SPEC path /auto-complete/?page_no=0 (not pooled)', city: 'Bengaluru',
    q: 'ko', page: 0, path: '/api/search/auto-complete/?page_no=0', body: { city_name: 'Bengaluru', search_string: 'ko' }, expectStatus: 308,
  };
}

/** Search pages: the route ids the site writes (searchPath), some with a sort. */
export function pageScenarios(): PageScenario[] {
  const pick = ['blr-rent-2bhk', 'mys-sale-budget', 'blr-office-rent', 'pg-male-2sharing', 'blr-sale-price-asc'];
  return pick.map((id) => {
    const d = DEFS.find((x) => x.id === id)!;
    const sort = d.sort && d.sort !== 'relevance' ? `?sort=${d.sort}` : '';
    return { id: `page-${id}`, label: `${d.label} (page)`, path: `${searchPath(d.group, d.state)}${sort}`, searchId: id };
  });
}

/** Pages measured for reference, outside the search-page figures (not pooled, not in the mixed run). */
export function referencePages(): { id: string; label: string; path: string }[] {
  return [{ id: 'page-home', label: 'Home page / (reference, not pooled)', path: '/' }];
}

export type MapScenario = { id: string; label: string; path: string; body: Record<string, unknown> };

// The map view's call, as the map sends it: the results page's search-v2 body, the
// visible box and its zoom. Zoom 11 shows a whole city on a laptop screen (the target's
// "city-wide box"). Every call finds pins in the seed. Bengaluru's urban postal pins are dropped
// (server/catalog/places/plausible-points.ts): its listings with coordinates are those of four district
// localities, most around 13.13 N 77.75 E, so the drawn area is over central Mysuru
// (Vijayanagar), where thousands of rentals have one.
const BLR_CITY = { west: 77.45, south: 12.83, east: 77.78, north: 13.14 };
const MYS_CITY = { west: 76.55, south: 12.24, east: 76.74, north: 12.38 };
type MapDef = { id: string; label: string; bbox: typeof BLR_CITY; zoom: number; area?: [number, number][] }
  & ({ from: string } | { group: SearchGroup; state: SearchState });
const MAP_DEFS: MapDef[] = [
  { id: 'map-blr-rent-2bhk', label: 'Map: Bengaluru 2 BHK rent ≤ ₹40k, city box (zoom 11)', from: 'blr-rent-2bhk', bbox: BLR_CITY, zoom: 11 },
  { id: 'map-blr-sale', label: 'Map: Bengaluru sale, city box (zoom 11)', from: 'blr-sale-price-asc', bbox: BLR_CITY, zoom: 11 },
  { id: 'map-mys-sale-budget', label: 'Map: Mysuru sale ₹30 L – 1 Cr, city box (zoom 12)', from: 'mys-sale-budget', bbox: MYS_CITY, zoom: 12 },
  { id: 'map-pg-male', label: 'Map: PG Bengaluru Male 2-sharing, city box (zoom 11)', from: 'pg-male-2sharing', bbox: BLR_CITY, zoom: 11 },
  { id: 'map-mys-rent-area', label: 'Map: Mysuru rent in a drawn area (zoom 13)', group: 'residential',
    state: state({ type: 'rent', location: [city('Mysuru')] }),
    bbox: { west: 76.56, south: 12.26, east: 76.68, north: 12.34 }, zoom: 13,
    area: [[12.318, 76.596], [12.316, 76.632], [12.3, 76.642], [12.284, 76.626], [12.288, 76.592]] },
];

export function mapScenarios(): MapScenario[] {
  const searches = searchScenarios();
  return MAP_DEFS.map((m) => {
    const s = 'from' in m
      ? searches.find((x) => x.id === m.from)!
      : { group: m.group, body: toApiBody(m.group, m.state, { sort: 'relevance', page: 1 }) as Record<string, unknown> };
    const search = { ...s.body, page: 1, ...(m.area ? { area: m.area } : {}) };
    return { id: m.id, label: m.label, path: '/api/map/search', body: { group: s.group, search, bbox: m.bbox, zoom: m.zoom } };
  });
}
