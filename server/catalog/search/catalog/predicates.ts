import 'server-only';
import { and, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PG_ROOM_TYPES } from '@/lib/enums';
import { pgs } from '../../../platform/db/schema';
import type { PgFilters, Range } from './types';

// SQL pieces the filters' predicates (filter-rules.ts) and the search (search.ts) share.

type Col = AnyPgColumn;
/** A range on a column; its bounds are already whole and inside the column's type (filters.ts rangeOf). */
export function between(col: Col | SQL, r: Range): SQL[] {
  const out: SQL[] = [];
  if (r.min !== undefined) out.push(gte(col as Col, r.min));
  if (r.max !== undefined) out.push(lte(col as Col, r.max));
  return out;
}

export const hasRange = (r: Range) => r.min !== undefined || r.max !== undefined;

/**
 * The rent of a PG's room that answers a room-type search: the
 * cheapest room of an asked type whose own rent is within the budget; NULL when
 * it has none (then the PG does not match). `room` names that room's type (the
 * first in PG_ROOM_TYPES order on equal rents). It reads pgs.room_rents (one
 * slot per room type, a trigger keeps it from pg_rooms), which rides in the PG
 * search indexes, so counts and pages never probe pg_rooms. null when no room
 * type is asked: then the PG's cheapest room of any type (min_rent).
 */
export function pgMatchingRooms(f: PgFilters): { rent: SQL; room: SQL } | null {
  if (!f.roomTypes.length) return null;
  const slots = PG_ROOM_TYPES.map((t, i) => ({ type: t.value as string, n: i + 1 }))
    .filter((t) => f.roomTypes.includes(t.type));
  if (!slots.length) return { rent: sql`null::int`, room: sql`null::text` };
  const within = (n: number) => {
    const rent = sql`${pgs.roomRents}[${sql.raw(String(n))}]`;
    const conds = [sql`${rent} is not null`, ...between(rent, f.rent)];
    return sql`(case when ${and(...conds)} then ${rent} end)`;
  };
  const rent = sql`least(${sql.join(slots.map((t) => within(t.n)), sql`, `)})`;
  const room = sql`(case ${rent} ${sql.join(slots.map((t) => sql`when ${within(t.n)} then ${t.type}::text `))} end)`;
  return { rent, room };
}
