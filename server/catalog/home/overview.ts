import 'server-only';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { reader } from '../../platform/db/client';
import { cached } from '../../platform/cache/cached';
import { cities, listings, pgs, projects } from '../../platform/db/schema';
import { isLive } from '../../platform/items/live';
import { PICKER_CITIES } from '@/lib/constants';

export type CityOverview = {
  city: string;
  counts: { sale: number; rent: number; commercial: number; agriculture: number; pg: number; projects: number };
  topLocalities: { name: string; listings: number }[];
};

// They scan the whole city and barely move: a minute at most, and any write retires them.
const cachedOverview = cached(computeOverview, { key: 'home-overview-v1', maxAgeSeconds: 60, changesWithListings: true });

/**
 * What the home page says about a city: counts and its busiest localities. The city
 * comes from the visitor's cookie, so any text may arrive: only the picker's cities
 * are shared (one entry each), any other name is counted for its request alone.
 */
export function cityOverview(city: string): Promise<CityOverview> {
  return PICKER_CITIES.includes(city) ? cachedOverview(city) : computeOverview(city);
}

async function computeOverview(city: string): Promise<CityOverview> {
  const db = await reader();
  const approved = and(isLive(listings), eq(listings.city, city));
  const [byKind, pgCount, projectCount, top] = await Promise.all([
    db.select({ group: listings.group, postType: listings.postType, n: count() }).from(listings)
      .where(approved).groupBy(listings.group, listings.postType),
    db.select({ n: count() }).from(pgs).where(and(isLive(pgs), eq(pgs.city, city))),
    db.select({ n: count() }).from(projects).where(and(isLive(projects), eq(projects.city, city))),
    // Popular = where homes and shops are listed: farm land lies in the villages around a city.
    db.select({ name: listings.locality, n: count() }).from(listings).where(and(approved, ne(listings.group, 'agriculture')))
      .groupBy(listings.locality).orderBy(desc(count()), listings.locality).limit(12),
  ]);
  const sum = (f: (r: (typeof byKind)[number]) => boolean) => byKind.filter(f).reduce((a, r) => a + r.n, 0);
  return {
    city,
    counts: {
      sale: sum((r) => r.group === 'residential' && r.postType === 'sale'),
      rent: sum((r) => r.group === 'residential' && r.postType === 'rent'),
      commercial: sum((r) => r.group === 'commercial'),
      agriculture: sum((r) => r.group === 'agriculture'),
      pg: pgCount[0].n,
      projects: projectCount[0].n,
    },
    topLocalities: top.map((t) => ({ name: t.name, listings: t.n })),
  };
}

/** The product's cities for tiles and links, in display order. */
export async function productCities() {
  const db = await reader();
  return db.select({ name: cities.name, isTile: cities.isTile, isTopLocality: cities.isTopLocality })
    .from(cities).orderBy(cities.sortOrder, sql`${cities.name}`);
}
