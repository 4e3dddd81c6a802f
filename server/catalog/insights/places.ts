import 'server-only';
import { sql } from 'drizzle-orm';
import { cached } from '../../platform/cache/cached';
import { cache } from 'react';
import { isPlaceSlug, localityInsightsHref, placeSlug } from '@/lib/insights/slug';
import { MIN_LISTINGS } from '@/lib/insights/format';
import { CITIES } from '../places/cities';
import { reader } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { liveSql } from '../../platform/items/live';
import { SLUG_SQL } from './query';
import { inList } from './rates';
import { areaNames, localityArea } from '../search/localities/area';

// Which places have an insights page. A locality has one while it has at least
// MIN_LISTINGS live items (listings and PGs) under its name or its blocks' (case aside),
// the same bar as an indexable locality search page: fewer would be a page of
// "Not enough listings yet". Listings name their locality freely, so the URL's
// segment is matched back to a name by the slug rule itself, in SQL.

const L = liveSql(sql`l`);
const P = liveSql(sql`p`);

/**
 * A locality page's place. `names` are the spellings whose slug is the page's (case and
 * punctuation variants of one name); `family` the lower-cased names its figures read: those
 * spellings with their blocks, stages and phases, as search covers them (search/localities/area.ts).
 */
export type Place = { city: string; citySlug: string; locality: string; slug: string; live: number; names: string[]; family: string[] };

export function cityBySlug(slug: string): string | null {
  return CITIES.find((c) => c.slug === slug || placeSlug(c.name) === slug)?.name ?? null;
}

/** Live listings and PGs carrying one of the lower-cased names (the family of a place). */
async function liveIn(city: string, family: string[], cap?: number): Promise<number> {
  const db = await reader();
  const names = inList(family);
  const limit = cap ? sql`limit ${cap}` : sql``;
  const [r] = await rows(db, sql`select
    (select count(*) from (select 1 from listings l where l.city = ${city} and lower(l.locality) in (${names}) and ${L} ${limit}) a)
    + (select count(*) from (select 1 from pgs p where p.city = ${city} and lower(p.locality) in (${names}) and ${P} ${limit}) b) as n`);
  return Number(r?.n ?? 0);
}

/** The locality a URL names (the most used spelling) with its live count; null when unknown or too thin. */
export const findLocality = cache(async (citySlug: string, slug: string): Promise<Place | null> => {
  const city = cityBySlug(citySlug);
  if (!city || !isPlaceSlug(slug)) return null;
  const db = await reader();
  // The names first (an index-only pass over listings_locality_idx, city then locality:
  // the slug is computed from the index entry; PGs and projects through their
  // (status, city, lower(locality)) indexes), then the live count of each name.
  const found = await rows(db, sql`
    with names as (
      select distinct l.locality from listings l where l.city = ${city} and ${SLUG_SQL('l.locality')} = ${slug}
      union
      select distinct p.locality from pgs p where p.status = 'approved' and p.city = ${city} and ${SLUG_SQL('p.locality')} = ${slug}
      union
      select distinct p.locality from projects p where p.status = 'approved' and p.city = ${city} and ${SLUG_SQL('p.locality')} = ${slug}
    )
    select nm.locality,
      (select count(*) from listings l where l.city = ${city} and l.locality = nm.locality and ${L})::int
      + (select count(*) from pgs p where p.city = ${city} and p.locality = nm.locality and ${P})::int as n
    from names nm order by n desc, nm.locality`);
  if (!found.length) return areaPlace(city, slug);
  const names = found.map((r) => String(r.locality));
  const family = await areaNames(city, names);
  // The page covers the area as search does: its blocks' listings count too.
  const live = await liveIn(city, family);
  if (live < MIN_LISTINGS) return null;
  return {
    city, citySlug: placeSlug(city), locality: String((found.find((r) => Number(r.n) > 0) ?? found[0]).locality), slug, live,
    names, family,
  };
});

/**
 * An area no listing names itself but whose blocks carry listings ("Vijayanagar" from
 * "Vijayanagar III Stage"): the city table folds them into it and links its page, so the
 * page must find it the same way, through the blocks' own area.
 */
async function areaPlace(city: string, slug: string): Promise<Place | null> {
  const db = await reader();
  const blocks = await rows(db, sql`select distinct l.locality from listings l
    where l.city = ${city} and ${SLUG_SQL('l.locality')} like ${`${slug}-%`} and ${L} limit 50`);
  for (const b of blocks) {
    const area = await localityArea(city, String(b.locality));
    if (placeSlug(area.name) !== slug) continue;
    const live = await liveIn(city, area.names);
    if (live < MIN_LISTINGS) return null;
    return { city, citySlug: placeSlug(city), locality: area.name, slug, live, names: [area.name], family: area.names };
  }
  return null;
}

/**
 * The insights path of a locality's area by its name ("Koramangala I Block" -> the
 * Koramangala page), or null when it has no page. Counts at most MIN_LISTINGS items
 * per table through the locality indexes: every detail page asks.
 */
export async function insightsPathOf(city: string, locality: string): Promise<string | null> {
  if (!cityBySlug(placeSlug(city))) return null;
  const area = await localityArea(city, locality);
  if (!isPlaceSlug(placeSlug(area.name))) return null;
  return await liveIn(city, area.names, MIN_LISTINGS) >= MIN_LISTINGS ? localityInsightsHref(city, area.name) : null;
}

export type InsightsPlace = { city: string; locality: string; path: string; lastmod: string | null };

/** Every locality with a page: one grouped scan per table, with the slug of every live name. */
async function computeAllPlaces(): Promise<InsightsPlace[]> {
  const db = await reader();
  const found = await rows(db, sql`
    select city, slug, min(locality) as locality, count(*)::int as n, max(updated_at) as lastmod from (
      select l.city, l.locality, ${SLUG_SQL('l.locality')} as slug, l.updated_at from listings l where ${L}
      union all
      select p.city, p.locality, ${SLUG_SQL('p.locality')} as slug, p.updated_at from pgs p where ${P}
    ) x where slug <> '' group by city, slug having count(*) >= ${MIN_LISTINGS} order by city, slug`);
  return found.filter((r) => cityBySlug(placeSlug(String(r.city))) === r.city).map((r) => ({
    city: String(r.city), locality: String(r.locality),
    path: localityInsightsHref(String(r.city), String(r.locality)),
    lastmod: r.lastmod ? new Date(r.lastmod as string).toISOString() : null,
  }));
}

/**
 * The scan reads every live listing: crawlers fetch the sitemap often, so it is shared for an hour
 * (not retired by each write, or every new listing would cost the next crawler the whole scan).
 */
const cachedAllPlaces = cached(computeAllPlaces, { key: 'insights-places-v2', maxAgeSeconds: 3600, changesWithListings: false, tags: ['insights'] });

/** Every locality with a page, for the sitemap; `fresh` skips the data cache. */
export function allInsightsPlaces(fresh = false): Promise<InsightsPlace[]> {
  return fresh ? computeAllPlaces() : cachedAllPlaces();
}
