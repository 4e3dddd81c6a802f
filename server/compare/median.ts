import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Fewer comparables than this and no median is shown: one odd listing is not a market. */
export const MEDIAN_MIN_LISTINGS = 5;

export type LocalityRate = { median: number; listings: number };
type Scope = { city: string; locality: string; group: string; postType: string };

/**
 * Median price per sq ft of the live listings of one locality, same group and post type, with
 * a built area (super, else built-up, else carpet): compare's own small figure. server/insights
 * (another engineer's) will publish the locality's figures; this does not wait for it.
 * null with fewer than MEDIAN_MIN_LISTINGS comparables.
 */
export async function localityRate(db: Db, s: Scope): Promise<LocalityRate | null> {
  const res = await db.execute(sql`
    select percentile_cont(0.5) within group (order by rate) as median, count(*)::int as n from (
      select price::float8 / coalesce(super_area, built_up_area, carpet_area) as rate from listings
      where status = 'approved' and (expires_at is null or expires_at > now())
        and "group" = ${s.group} and post_type = ${s.postType} and city = ${s.city}
        and lower(locality) = ${s.locality.toLowerCase()}
        and coalesce(super_area, built_up_area, carpet_area) > 0 and price > 0
      ) r`);
  const [r] = (res as unknown as { rows: { median: number | string | null; n: number }[] }).rows;
  if (!r || r.median == null || Number(r.n) < MEDIAN_MIN_LISTINGS) return null;
  return { median: Math.round(Number(r.median)), listings: Number(r.n) };
}
