import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { MIN_LISTINGS, type Figure } from '@/lib/insights/format';
import type { Db } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { inList, KIND_CATEGORIES, KIND_GROUPS, LIVE, rateSql, type Kind } from './rates';

// A locality's median: one definition for the detail page's price context, the
// insights page, compare and the posting wizard's price check, so one question
// ("flats for sale in Koramangala, per sq ft") has one figure everywhere:
// - over the area's listings as search finds them (the locality, its spelling
//   variants and its blocks: server/catalog/search/localities/area.ts);
// - live now (server/platform/items/live.ts), by the rate rules of rates.ts;
// - with the count behind it, and no figure below MIN_LISTINGS;
// - every live listing counts, the one being judged too: leaving each listing out
//   gave every listing of one locality its own "locality median".

export type MedianQuestion = {
  city: string;
  /** Lower-cased locality names of the area. */
  names: string[];
  kind: Kind;
  postType: 'sale' | 'rent';
  /** Homes for rent are compared by BHK (5 = 5 or more). */
  bhk?: number | null;
};

function whereOf(q: MedianQuestion): SQL {
  const bhk = q.bhk ? (q.bhk >= 5 ? sql`and l.bedrooms >= 5` : sql`and l.bedrooms = ${q.bhk}`) : sql``;
  return sql`${LIVE} and l."group" in (${inList(KIND_GROUPS[q.kind])}) and l.post_type = ${q.postType}
    and l.city = ${q.city} and l.category in (${inList(KIND_CATEGORIES[q.kind])})
    and lower(l.locality) in (${inList(q.names.length ? q.names : [''])}) ${bhk}`;
}

/** The median and the count behind it; median null below MIN_LISTINGS comparable listings. */
export async function localityMedian(db: Db, q: MedianQuestion): Promise<Figure> {
  const rate = rateSql(q.kind, q.postType);
  const [r] = await rows(db, sql`select count(${rate})::int as n, percentile_cont(0.5) within group (order by ${rate}) as m
    from listings l where ${whereOf(q)}`);
  const count = Number(r?.n ?? 0);
  const m = r?.m == null ? null : Math.round(Number(r.m));
  return { count, median: count >= MIN_LISTINGS && m != null && m > 0 ? m : null };
}
