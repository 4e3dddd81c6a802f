import 'server-only';
import { cache } from 'react';
import { PICKER_CITIES } from '@/lib/constants';
import { placeSlug } from '@/lib/insights/slug';
import { searchTitle } from '@/lib/search-title';
import { cleanSearch, partsOf, type PageParts } from '@/lib/seo/clean-search';
import type { SearchGroup, SearchState } from '@/lib/search-route';
import { cityBySlug } from '../insights/places';
import { indexablePages } from './indexable-pages';
import { indexedPath } from './page-path';
import { widerParts } from './readable-page';
import { cached } from '../../platform/cache/cached';

// Which place pages of a city are indexable, kept for the links that lead to them: the index
// pages (/in, /in/{city}), the header, the home page and the detail page's breadcrumb. A link
// goes to a page's one URL when that page is indexable, else to its nearest wider page that is
// (the locality's page without BHK, then the city's), so no internal link spends a crawl on a
// thin or noindex page when a real one exists. The list is the sitemap's (server/catalog/seo/indexable-pages.ts).

export type PlaceEntry = {
  path: string; title: string; count: number; lastmod: string | null;
  group: SearchGroup; deal: PageParts['deal']; locality: string | null;
  /** The page narrows its deal by a type, BHK, PG gender or sharing. */
  narrow: boolean;
};

/** A product city's name for any spelling the URLs use ("new-delhi" → "New Delhi"), else null. */
export const productCity = (city: string): string | null => cityBySlug(placeSlug(city)) ?? null;

async function computeCityPages(city: string): Promise<PlaceEntry[]> {
  return (await indexablePages(city)).map((p) => {
    const parts = partsOf(p.group, p.state);
    return {
      path: p.path, title: searchTitle(p.group, p.state, ''), count: p.count, lastmod: p.lastmod,
      group: p.group, deal: parts.deal, locality: parts.locality ?? null,
      narrow: !!(parts.propType || parts.bedrooms || parts.gender || parts.roomType),
    };
  });
}

// Five minutes: links and index pages may lag a new listing that long; the sitemap is exact.
const cachedCityPages = cached(computeCityPages, { key: 'place-index-v1', maxAgeSeconds: 300, changesWithListings: false });

/** The indexable place pages of a product city (none for any other name), sorted by path. */
export const cityPlacePages = cache(async (city: string): Promise<PlaceEntry[]> => {
  const name = productCity(city);
  return name ? cachedCityPages(name) : [];
});

/** Every product city with its indexable pages, in the picker's order (cities without any left out). */
export async function placeIndex(): Promise<{ city: string; path: string; pages: PlaceEntry[] }[]> {
  const all = await Promise.all(PICKER_CITIES.map(async (city) => ({ city, path: cityIndexPath(city), pages: await cityPlacePages(city) })));
  return all.filter((c) => c.pages.length > 0);
}

export const PLACE_INDEX_PATH = '/in';
export const cityIndexPath = (city: string) => `${PLACE_INDEX_PATH}/${placeSlug(city)}`;

/**
 * Where a link to a clean search page goes: its one URL when indexable, else the nearest
 * wider indexable page, else its own URL (a city page with too few listings is still the
 * page people asked for, shown noindex).
 */
export async function placeLinkPath(group: SearchGroup, state: SearchState): Promise<string> {
  const parts = partsOf(group, state);
  const own = indexedPath(group, cleanSearch(parts));
  const indexed = new Set((await cityPlacePages(parts.city)).map((p) => p.path));
  if (indexed.has(own)) return own;
  for (const wider of widerParts(parts)) {
    const path = indexedPath(group, cleanSearch(wider));
    if (indexed.has(path)) return path;
  }
  return own;
}

/** A city's page of one group and deal (the header's Buy and Rent, the home page): no query. */
export function cityPagePath(city: string, group: SearchGroup, deal: PageParts['deal']): string {
  return indexedPath(group, cleanSearch({ group, deal, city }));
}

/** The sitemap's entries of the index pages: /in and each city's, dated by their newest page. */
export async function placeIndexEntries(): Promise<{ path: string; lastModified?: string }[]> {
  const cities = await placeIndex();
  const newest = (dates: (string | null)[]) => dates.reduce<string | null>((a, d) => (d && (!a || d > a) ? d : a), null) ?? undefined;
  const perCity = cities.map((c) => ({ path: c.path, lastModified: newest(c.pages.map((p) => p.lastmod)) }));
  if (!perCity.length) return [];
  return [{ path: PLACE_INDEX_PATH, lastModified: newest(perCity.map((c) => c.lastModified ?? null)) }, ...perCity];
}

/** The home page's ways into a city: each section's page (a row's "View all", a stat card, a browse link). */
export function homePaths(city: string) {
  return {
    residential_sale: cityPagePath(city, 'residential', 'sale'),
    residential_rent: cityPagePath(city, 'residential', 'rent'),
    pg: cityPagePath(city, 'pg', 'pg'),
    projects: cityPagePath(city, 'residential', 'sale'),
    commercial: cityPagePath(city, 'commercial', 'sale'),
    commercial_rent: cityPagePath(city, 'commercial', 'rent'),
    agriculture: cityPagePath(city, 'agriculture', 'sale'),
    agriculture_rent: cityPagePath(city, 'agriculture', 'rent'),
  };
}

/** A locality's biggest indexable page of one deal (its homes for sale, for rent, its PGs…), or null. */
export async function localityPath(city: string, locality: string): Promise<string | null> {
  const key = locality.trim().toLowerCase();
  const best = (await cityPlacePages(city)).filter((p) => !p.narrow && p.locality?.toLowerCase() === key)
    .sort((a, b) => b.count - a.count)[0];
  return best?.path ?? null;
}

/** A locality's homes for sale, for rent and PGs, each its nearest indexable page (the insights page's links). */
export async function localityDealPaths(city: string, locality: string): Promise<{ sale: string; rent: string; pg: string }> {
  const at = (group: SearchGroup, deal: PageParts['deal']) => placeLinkPath(group, cleanSearch({ group, deal, city, locality }));
  const [sale, rent, pg] = await Promise.all([at('residential', 'sale'), at('residential', 'rent'), at('pg', 'pg')]);
  return { sale, rent, pg };
}
