import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';

// PG transparency: the locality's median rent per bed for the same
// gender and sharing, from live PGs. A median of 4 PGs says little and points at
// the 4 owners, so below MIN_COMPARABLE_PGS the page says so instead of a figure.
// The PG itself is left out: the figure is "what others here ask".

export const MIN_COMPARABLE_PGS = 5;
export const FEWER_THAN_TEXT = `Fewer than ${MIN_COMPARABLE_PGS} comparable PGs in this locality`;

export type RentMedian = { room_type: string; median: number | null; comparables: number; text: string | null };

type Where = { city: string; locality: string; gender: string; roomTypes: string[]; excludeId?: number };

export async function localityRentMedians(db: Db, w: Where): Promise<RentMedian[]> {
  if (!w.roomTypes.length) return [];
  const types = sql.join(w.roomTypes.map((t) => sql`${t}`), sql`, `);
  const found = await rows<{ room_type: string; n: number; m: number | string | null }>(db, sql`
    select r.room_type, count(*)::int as n, percentile_cont(0.5) within group (order by r.rent) as m
    from pg_rooms r join pgs p on p.id = r.pg_id
    where p.status = 'approved' and p.city = ${w.city} and lower(p.locality) = ${w.locality.toLowerCase()}
      and p.gender = ${w.gender} and p.id <> ${w.excludeId ?? 0} and r.room_type in (${types})
    group by r.room_type`);
  const by = new Map(found.map((r) => [r.room_type, r]));
  return w.roomTypes.map((t) => {
    const r = by.get(t);
    const n = Number(r?.n ?? 0);
    const enough = n >= MIN_COMPARABLE_PGS && r?.m != null;
    return { room_type: t, comparables: n, median: enough ? Math.round(Number(r!.m)) : null, text: enough ? null : FEWER_THAN_TEXT };
  });
}

/** The detail page's figures for one PG: each of its room types against the locality. */
export async function pgRentComparison(db: Db, pg: { id: number; city: string; locality: string; gender: string },
  roomTypes: string[]): Promise<RentMedian[]> {
  return localityRentMedians(db, { city: pg.city, locality: pg.locality, gender: pg.gender, roomTypes, excludeId: pg.id });
}
