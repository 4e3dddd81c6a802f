import 'server-only';
import { sql } from 'drizzle-orm';
import { cached as dataCache } from '../../platform/cache/cached';
import { cache } from 'react';
import { detailUrl } from '@/lib/detail-url';
import { last12Months, MIN_LISTINGS, type Figure } from '@/lib/insights/format';
import { reader } from '../../platform/db/client';
import { istTime } from '../../platform/db/ist';
import { rows } from '../../platform/db/rows';
import type { Place } from './places';
import { EVER_LIVE, inList, KIND_CATEGORIES, KIND_LABEL, LIVE, rateSql, type Kind } from './rates';
import { num } from './query';
import { localityMedian } from './median';
import { nearbyLocalities, type LocalityRank } from './city';

// One locality's figures. Every figure carries the number of
// listings behind it and its median is dropped below MIN_LISTINGS, so the page
// can only say "Not enough listings yet" for it. The locality is every name
// whose slug is the page's (case and punctuation variants of one name, found
// by findLocality) with their blocks, stages and phases, as search covers it
// (place.family): Koramangala's page counts Koramangala I Block's listings.
// Seven queries, so a page's figures are shared for 10 minutes through Next's data
// cache, like the city's (they move slowly; the key holds the live count, so a
// locality that gains or loses a listing is recomputed at once).

export type SaleFigure = Figure & { kind: Kind; label: string };
export type TrendPoint = Figure & { month: string };
export type LocalityInsights = {
  place: Place;
  sale: SaleFigure[];
  rentByBhk: (Figure & { bhk: number })[];
  trend: TrendPoint[];
  supply: { label: string; count: number }[];
  pgRents: (Figure & { roomType: string })[];
  nearby: LocalityRank[];
  projects: { name: string; url: string; priceMin: number | null; priceMax: number | null; stage: string }[];
};

const figure = (n: unknown, m: unknown): Figure => {
  const count = Number(n ?? 0);
  const median = num(m);
  return { count, median: count >= MIN_LISTINGS && median != null ? Math.round(median) : null };
};

const SALE_KINDS: Kind[] = ['homes', 'plots', 'commercial', 'farm'];
const SUPPLY_LABELS: Record<string, string> = {
  apartment: 'Flats', residential: 'Houses', villa: 'Villas', plot: 'Residential plots', office_space: 'Offices',
  commercial_shop: 'Shops', commercial_showroom: 'Showrooms', warehouse: 'Warehouses', industrial_building: 'Industrial buildings',
  industrial_shed: 'Industrial sheds', commercial_plot: 'Commercial plots', industrial_plot: 'Industrial plots',
  farm_house: 'Farm houses', land: 'Farm land',
};

async function computeLocality(place: Place, months: string[]): Promise<LocalityInsights> {
  const db = await reader();
  // The area as search covers it: the page's spellings and their blocks (place.family, lower case).
  const here = sql`l.city = ${place.city} and lower(l.locality) in (${inList(place.family)})`;
  const from = `${months[0]}-01`;
  const median = (kind: Kind, postType: 'sale' | 'rent', bhk?: number) =>
    localityMedian(db, { city: place.city, names: place.family, kind, postType, bhk });
  // Sale and rent cells are the locality median (median.ts): the figure detail, compare and the wizard show.
  const [sale, rentByBhk, trend, supply, pgRents, projects] = await Promise.all([
    Promise.all(SALE_KINDS.map(async (k) => ({ kind: k, label: KIND_LABEL[k], ...await median(k, 'sale') }))),
    Promise.all([1, 2, 3, 4, 5].map(async (bhk) => ({ bhk, ...await median('homes', 'rent', bhk) }))),
    // Monthly medians of homes for sale per sq ft, by the month each listing was posted,
    // over every listing that went live (still live or past): our own history, not an index.
    rows(db, sql`select to_char(${istTime(sql`l.created_at`)}, 'YYYY-MM') as month, count(${rateSql('homes', 'sale')})::int as n,
        percentile_cont(0.5) within group (order by ${rateSql('homes', 'sale')}) as m
      from listings l where ${here} and ${EVER_LIVE} and l.post_type = 'sale' and l.category in (${inList(KIND_CATEGORIES.homes)})
        and l.created_at >= ${from}::date - interval '1 day' group by 1`),
    rows(db, sql`select l.category as what, count(*)::int as n from listings l where ${here} and ${LIVE} group by 1 order by 2 desc, 1`),
    rows(db, sql`select r.room_type, count(*)::int as n, percentile_cont(0.5) within group (order by r.rent) as m
      from pg_rooms r join pgs l on l.id = r.pg_id where ${here} and ${LIVE} group by 1 order by 1`),
    rows(db, sql`select l.id, l.name, l.city, l.locality, l.price_min, l.price_max, l.stage from projects l
      where ${here} and ${LIVE} order by l.created_at desc, l.id desc limit 12`),
  ]);
  const [pgCount, nearby] = await Promise.all([
    rows(db, sql`select count(*)::int as n from pgs l where ${here} and ${LIVE}`),
    nearbyLocalities(place),
  ]);
  const byMonth = new Map(trend.map((r) => [String(r.month), r]));
  const supplyList = supply.map((r) => ({ label: SUPPLY_LABELS[String(r.what)] ?? String(r.what), count: Number(r.n) }));
  if (Number(pgCount[0]?.n ?? 0) > 0) supplyList.push({ label: 'PGs', count: Number(pgCount[0].n) });
  if (projects.length) supplyList.push({ label: 'New projects', count: projects.length });
  return {
    place,
    sale,
    rentByBhk,
    trend: months.map((month) => ({ month, ...figure(byMonth.get(month)?.n, byMonth.get(month)?.m) })),
    supply: supplyList.sort((a, b) => b.count - a.count),
    pgRents: pgRents.map((r) => ({ roomType: String(r.room_type), ...figure(r.n, r.m) })),
    nearby,
    projects: projects.map((r) => ({
      name: String(r.name), stage: String(r.stage), priceMin: num(r.price_min), priceMax: num(r.price_max),
      url: detailUrl({ kind: 'project', id: Number(r.id), city: String(r.city), locality: String(r.locality), title: String(r.name) }),
    })),
  };
}

const cached = dataCache(computeLocality, { key: 'insights-locality-v3', maxAgeSeconds: 600, changesWithListings: true, tags: ['insights'] });

/**
 * A locality page's figures (once per request: the metadata and the page share them).
 * The months are the key's clock: a new IST month is a new entry. `fresh` skips the data cache.
 */
export const localityInsights = cache(async (place: Place, now = new Date(), fresh = false): Promise<LocalityInsights> => {
  const months = last12Months(now);
  return fresh ? computeLocality(place, months) : cached(place, months);
});
