import 'server-only';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { reader } from '../db/client';
import { outsideRequest } from '../system/outside-request';
import { cities, listings, pgs, projects } from '../db/schema';
import { isLive } from '../items/live';

export type CityOverview = {
  city: string;
  counts: { sale: number; rent: number; commercial: number; agriculture: number; pg: number; projects: number };
  topLocalities: { name: string; listings: number }[];
};

const TTL_MS = 60_000;
// The city comes from the visitor's cookie, so any text may arrive: at most this many
// cities are kept (oldest first out), not one entry per string ever sent.
const MAX_CITIES = 64;
const cached = new Map<string, { at: number; value: Promise<CityOverview> }>();

/**
 * What the home page says about a city: counts and its busiest localities.
 * Kept for a minute per city: they scan the whole city and barely move.
 */
export function cityOverview(city: string): Promise<CityOverview> {
  const hit = cached.get(city);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  // Outlives this request (server/system/outside-request.ts).
  const value = outsideRequest(() => computeOverview(city));
  cached.delete(city);
  cached.set(city, { at: Date.now(), value });
  while (cached.size > MAX_CITIES) cached.delete(cached.keys().next().value!);
  value.catch(() => cached.delete(city));
  return value;
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
