import 'server-only';
import { cityInsightsPath } from '@/lib/insights/slug';
import { cityBySlug, insightsPathOf } from '../insights/places';
import { indexableInsightsPlaces } from '../insights/indexable';
import type { SitemapEntry } from './sitemap-xml';

// The locality's insights page (server/catalog/insights): its path while the
// locality has enough live listings for one, else null (no link to a 404).
export async function localityInsightsPath(city: string, locality: string): Promise<string | null> {
  return insightsPathOf(city, locality);
}

/** A product city's insights page (it ranks whatever localities have enough listings); null for other cities. */
export function cityInsightsLink(city: string): string | null {
  const path = cityInsightsPath(city);
  return cityBySlug(path.split('/')[2]) === city ? path : null;
}

/** The sitemap's insights part: each indexable locality page, and each city page that has one. */
export async function insightsEntries(): Promise<SitemapEntry[]> {
  const places = await indexableInsightsPlaces();
  const cities = new Map<string, string | null>();
  for (const p of places) {
    const prev = cities.get(p.city);
    cities.set(p.city, prev && p.lastmod && prev > p.lastmod ? prev : p.lastmod ?? prev ?? null);
  }
  return [
    ...[...cities].map(([city, lastmod]) => ({ path: cityInsightsPath(city), lastModified: lastmod ?? undefined })),
    ...places.map((p) => ({ path: p.path, lastModified: p.lastmod ?? undefined })),
  ];
}
