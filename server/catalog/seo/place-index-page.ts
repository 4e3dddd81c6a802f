import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { formatCount } from '@/lib/format/counts';
import { placeSlug } from '@/lib/insights/slug';
import { MIN_LIVE_TO_INDEX } from '@/lib/seo/index-policy';
import type { Crumb } from '@/lib/json-ld';
import { cityBySlug } from '../insights/places';
import { requestOrigin } from '../../platform/http/request-origin';
import { pageMetadata } from './metadata';
import { cityIndexPath, cityPagePath, cityPlacePages, PLACE_INDEX_PATH, placeIndex, type PlaceEntry } from './place-index';
import { cityDeals } from './thin-deals';

// The index pages of the readable place pages: /in lists every product city with indexable
// pages, /in/{city} a city's pages by deal and kind and its localities. Both are plain server
// HTML, so a crawler reaches every place page in two clicks from any page's footer. Indexed while
// they list a page (each listed page has MIN_LIVE_TO_INDEX live listings: the sitemap's rule).

/** A section of a city's index: one group and deal ("Homes for rent"). */
export type IndexSection = { key: string; heading: string; pages: PlaceEntry[] };
export type LocalityRow = { locality: string; live: number; pages: PlaceEntry[] };
/** A deal of the city with live listings but no page of MIN_LIVE_TO_INDEX: linked, not indexed. */
export type ThinDeal = { key: string; heading: string; path: string; count: number };
export type CityIndex = { city: string; path: string; sections: IndexSection[]; thin: ThinDeal[]; localities: LocalityRow[]; crumbs: Crumb[] };
export type CityCard = { city: string; path: string; pages: PlaceEntry[]; localities: number };

const HEADINGS: Record<string, string> = {
  'residential:sale': 'Homes and plots for sale', 'residential:rent': 'Homes for rent', 'pg:pg': 'PGs',
  'commercial:sale': 'Commercial property for sale', 'commercial:rent': 'Commercial property for rent',
  'agriculture:sale': 'Agricultural land for sale', 'agriculture:rent': 'Agricultural land for rent',
};
const ORDER = Object.keys(HEADINGS);
const sectionKey = (p: PlaceEntry) => `${p.group}:${p.deal}`;

async function crumbsOf(city?: string, origin?: string): Promise<Crumb[]> {
  origin ??= await requestOrigin();
  const crumbs: Crumb[] = [{ name: 'India', url: `${origin}/` }, { name: 'All cities', url: `${origin}${PLACE_INDEX_PATH}` }];
  return city ? [...crumbs, { name: city, url: `${origin}${cityIndexPath(city)}` }] : crumbs;
}

/** The product city a segment names (its own slug only), or the 404 page. */
function cityOfSegment(segment: string): string {
  const city = cityBySlug(segment);
  if (!city || placeSlug(city) !== segment) notFound();
  return city;
}

function sections(pages: PlaceEntry[]): IndexSection[] {
  const by = new Map<string, PlaceEntry[]>();
  for (const p of pages) by.set(sectionKey(p), [...(by.get(sectionKey(p)) ?? []), p]);
  return ORDER.filter((k) => by.has(k)).map((key) => ({
    key, heading: HEADINGS[key],
    // The deal's own page first, then its narrower pages by size.
    pages: by.get(key)!.sort((a, b) => Number(a.narrow) - Number(b.narrow) || b.count - a.count || a.title.localeCompare(b.title)),
  }));
}

/** `origin`: the site's (the request's when not given). */
export async function cityIndex(segment: string, origin?: string): Promise<CityIndex> {
  const city = cityOfSegment(segment);
  const pages = await cityPlacePages(city);
  const byLocality = new Map<string, PlaceEntry[]>();
  for (const p of pages) if (p.locality) byLocality.set(p.locality, [...(byLocality.get(p.locality) ?? []), p]);
  // A locality row links its pages of one deal (properties for sale, for rent, PGs…); its
  // narrower pages (BHK, type) are linked from those, so a big city's index stays readable.
  const localities = [...byLocality].map(([locality, ps]) => {
    const wide = ps.filter((p) => !p.narrow);
    return { locality, live: Math.max(...wide.map((p) => p.count), 0), pages: sections(wide).flatMap((s) => s.pages) };
  }).filter((l) => l.pages.length).sort((a, b) => a.locality.localeCompare(b.locality));
  const citySections = sections(pages.filter((p) => !p.locality));
  const covered = new Set(citySections.filter((s) => s.pages.some((p) => !p.narrow)).map((s) => s.key));
  const thin = (await cityDeals(city))
    .map((d) => ({ key: `${d.group}:${d.deal}`, heading: HEADINGS[`${d.group}:${d.deal}`], path: cityPagePath(city, d.group, d.deal), count: d.count }))
    .filter((d) => d.heading && !covered.has(d.key))
    .sort((a, b) => ORDER.indexOf(a.key) - ORDER.indexOf(b.key));
  return { city, path: cityIndexPath(city), sections: citySections, thin, localities, crumbs: await crumbsOf(city, origin) };
}

export async function cityIndexMetadata(segment: string): Promise<Metadata> {
  const x = await cityIndex(segment);
  const count = x.sections.reduce((n, s) => n + s.pages.length, 0) + x.localities.reduce((n, l) => n + l.pages.length, 0);
  const title = `Property in ${x.city}: homes, plots, PGs and commercial space by locality`;
  const description = count
    ? `${formatCount(count)} pages of live listings in ${x.city}: for sale, for rent and PGs, city-wide and in ${formatCount(x.localities.length)} localities, each with ${MIN_LIVE_TO_INDEX} or more live listings.`
    : `Property for sale and rent and PGs in ${x.city}. No page has ${MIN_LIVE_TO_INDEX} live listings yet.`;
  return { title, description, robots: { index: count > 0, follow: true }, ...(await pageMetadata({ path: x.path, title, description, canonical: count > 0 })) };
}

export async function allCities(origin?: string): Promise<{ cities: CityCard[]; crumbs: Crumb[] }> {
  const cities = (await placeIndex()).map((c) => ({
    city: c.city, path: c.path,
    pages: sections(c.pages.filter((p) => !p.locality && !p.narrow)).flatMap((s) => s.pages),
    localities: new Set(c.pages.filter((p) => p.locality).map((p) => p.locality)).size,
  }));
  return { cities, crumbs: await crumbsOf(undefined, origin) };
}

export async function allCitiesMetadata(): Promise<Metadata> {
  const { cities } = await allCities();
  const title = 'Property in India by city: flats, houses, plots and PGs for sale and rent';
  const description = `Browse live property listings in ${formatCount(cities.length)} cities: ${cities.map((c) => c.city).join(', ')}. Every page has ${MIN_LIVE_TO_INDEX} or more live listings.`;
  return { title, description, robots: { index: cities.length > 0, follow: true }, ...(await pageMetadata({ path: PLACE_INDEX_PATH, title, description, canonical: cities.length > 0 })) };
}
