import 'server-only';
import { sql } from 'drizzle-orm';
import { BHK_LABEL, MIN_LISTINGS, priceContextText } from '@/lib/insights/format';
import type { PriceContext } from '@/lib/contract';
import { localityInsightsHref } from '@/lib/insights/slug';
import { toAcres, toSqft, type AreaUnit } from '@/lib/posting/area-units';
import { categoryOf } from '@/lib/posting/categories';
import { getDb } from '../db/client';
import { rows } from '../db/rows';
import { basisOf, inList, KIND_CATEGORIES, KIND_GROUPS, kindOf, LIVE, rateOfValues, rateSql } from './rates';
import type { PriceContextQuery } from './schemas';

// Price context (issue 20 §3): where one price stands against the live listings
// of its locality, by the rules of rates.ts. The listing itself is left out (its
// own price would pull the median towards it). Fewer than MIN_LISTINGS
// comparables: no context at all, rather than a figure that points at 3 owners.
// The locality is matched by its lower-cased name (listings_similar_locality_idx:
// status, group, post_type, city, category, lower(locality)), so a detail page
// reads only its comparables' index entries.

export type PriceInput = {
  city: string; locality: string; category: string; postType: 'sale' | 'rent'; price: number;
  bedrooms?: number | null; superArea?: number | null; builtUpArea?: number | null; carpetArea?: number | null; plotArea?: number | null;
  excludeId?: number;
};

/** The answer's shape is the API contract's (lib/contract/insights.ts). */
export type { PriceContext };

export async function priceContext(p: PriceInput): Promise<PriceContext | null> {
  const kind = kindOf(p.category);
  if (!kind || !(p.price > 0)) return null;
  // Farm land and plots for rent are rare and priced by the year or the season: no context.
  if (p.postType === 'rent' && (kind === 'farm' || kind === 'plots')) return null;
  const value = rateOfValues(kind, p.postType, p);
  if (value == null) return null;
  const bhk = p.postType === 'rent' && kind === 'homes' ? Math.min(Math.max(p.bedrooms ?? 0, 0), 5) : null;
  if (bhk === 0) return null;
  const rate = rateSql(kind, p.postType);
  const db = await getDb();
  const [r] = await rows(db, sql`select count(${rate})::int as n, percentile_cont(0.5) within group (order by ${rate}) as m
    from listings l where ${LIVE} and l."group" in (${inList(KIND_GROUPS[kind])}) and l.post_type = ${p.postType}
      and l.city = ${p.city} and l.category in (${inList(KIND_CATEGORIES[kind])}) and lower(l.locality) = ${p.locality.toLowerCase()}
      and l.id <> ${p.excludeId ?? 0}
      ${bhk ? (bhk >= 5 ? sql`and l.bedrooms >= 5` : sql`and l.bedrooms = ${bhk}`) : sql``}`);
  const count = Number(r?.n ?? 0);
  if (count < MIN_LISTINGS || r?.m == null) return null;
  const median = Math.round(Number(r.m));
  if (!(median > 0)) return null;
  const basis = basisOf(kind, p.postType);
  const what = bhk ? `${BHK_LABEL(bhk)} rent` : undefined;
  const shown = Math.round(value);
  return {
    text: priceContextText({ value: shown, median, count, basis, place: p.locality, what }),
    value: shown, median, count, basis, diffPercent: Math.round((value - median) / median * 100),
    insightsPath: localityInsightsHref(p.city, p.locality),
  };
}

/**
 * The posting wizard's question (GET /api/insights/price-context): areas in the poster's
 * unit, turned into the units listings are stored and compared in, by the posting store's
 * rule (server/posting/store.ts toRows): built areas in whole sq ft, a plot in sq ft, but
 * farm land's (the agriculture group's) in acres.
 */
export function formPriceContext(q: PriceContextQuery): Promise<PriceContext | null> {
  const unit = (q.area_unit ?? 'sqft') as AreaUnit;
  const built = (v?: number) => (v ? Math.round(toSqft(v, unit)) : null);
  const farm = categoryOf(q.category)?.group === 'agriculture';
  return priceContext({
    city: q.city, locality: q.locality, category: q.category, postType: q.post_type, price: q.price, bedrooms: q.bedrooms ?? null,
    superArea: built(q.super_area), builtUpArea: built(q.built_up_area), carpetArea: built(q.carpet_area),
    plotArea: q.plot_area ? (farm ? toAcres(q.plot_area, unit) : toSqft(q.plot_area, unit)) : null,
  });
}
