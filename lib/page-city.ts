import { cityFromDetailId, safeDecode } from './city';
import { parseSearchId } from './search-route';
import { PICKER_CITIES } from './constants';
import { placeSlug } from './insights/slug';

// The city a page is about, from its URL alone, so the server can
// render the header's city right on the first paint and the client keeps it:
// - a search page: the city of its location (none: the visitor's city);
// - a landing page (/rs, /cs, /as, /pg and their slugs): the entry's city;
// - a readable place page or a city's index (/in/{city}/…): that city;
// - a detail page: the URL's city, but SPEC §2 lets a stored city win there.
// The middleware computes it and hands it to the root layout in a request header.

export type PageCity = { city: string; kind: 'page' | 'detail' };

/** Request header the middleware sets (and always overwrites: a client cannot send its own). */
export const PAGE_CITY_HEADER = 'x-gb-page-city';

const DETAIL = /^\/(?:property-details|project-details)\/([^/]+)$/;
const SEARCH = /^\/search\/(?:residential|commercial|agriculture|pg)\/([^/]+)$/;
const LANDING = /^\/(rs|cs|as|pg)(?:\/([^/]+))?$/;
// Readable place pages and a city's index: /in/{city}[/…].
const PLACE = /^\/in\/([a-z0-9-]+)(?:\/|$)/;

/**
 * The page's own city, or null when the page has none (home, profile, static pages,
 * a city-less search). `landingCity` looks a landing slug up (landing-data/), null
 * slug meaning the group's index page.
 */
export function pageCityFromPath(
  pathname: string,
  landingCity: (prefix: string, slug: string | null) => string | null | undefined,
): PageCity | null {
  const detail = DETAIL.exec(pathname);
  if (detail) {
    const city = cityFromDetailId(detail[1]);
    return city ? { city, kind: 'detail' } : null;
  }
  const search = SEARCH.exec(pathname);
  if (search) {
    // Raw, as Next hands the [id] param to the page (parseSearchId decodes it once).
    const city = parseSearchId(search[1]).location[0]?.value.city;
    return city ? { city, kind: 'page' } : null;
  }
  const place = PLACE.exec(pathname);
  if (place) {
    const city = PICKER_CITIES.find((c) => placeSlug(c) === place[1]);
    return city ? { city, kind: 'page' } : null;
  }
  const landing = LANDING.exec(pathname);
  if (landing) {
    const city = landingCity(landing[1], landing[2] ?? null);
    return city ? { city, kind: 'page' } : null;
  }
  return null;
}

export const encodePageCity = (p: PageCity) => `${p.kind};${encodeURIComponent(p.city)}`;

export function decodePageCity(v: string | null | undefined): PageCity | null {
  const m = v ? /^(page|detail);(.{1,240})$/.exec(v) : null;
  if (!m) return null;
  const city = safeDecode(m[2]).trim();
  return city && city.length <= 80 && !/[\u0000-\u001f<>]/.test(city) ? { city, kind: m[1] as PageCity['kind'] } : null;
}

/**
 * The header's city (SPEC §2): a search or landing page shows its own city; a
 * detail page the stored city if there is one, else its URL's; any other page
 * the stored city (default Bengaluru, `storedOrDefault`).
 */
export function headerCity(page: PageCity | null, stored: string | null | undefined, storedOrDefault: string): string {
  if (page?.kind === 'page') return page.city;
  if (page?.kind === 'detail' && !stored) return page.city;
  return storedOrDefault;
}
