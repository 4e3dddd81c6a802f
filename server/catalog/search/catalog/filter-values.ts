import 'server-only';
import { PG_GENDERS, PG_ROOM_TYPES, valuesOf } from '@/lib/enums';
import { istDayStart, POSTED_SINCE_DAYS } from '@/lib/ist';
import type { Range, RoomCount } from './types';

// How the search filters read their values, applying the SPEC §5 defaults:
// - bedrooms: empty, 'all' or the whole 1..5 set (what the client sends for
//   "all") mean no bedroom filter, so plots and shops are not dropped; 5 is the
//   top bucket and means 5 or more (roomCounts).
// - bathrooms: same; 'all' arrives as 1..9 and covers 1..5, so no filter;
//   6..9 alone mean exactly that many.
// - PG gender / room type: empty = all.
// - posted-since flags: the broadest flag set wins (they are alternatives).

export const TOP_ROOM_BUCKET = 5;

/**
 * Room counts (bedrooms, bathrooms). 1-4 and 6-9 mean exactly that many; 5 is
 * the UI's top bucket "5+" and means 5 or more; "N+" means N or more. A set
 * that covers every count (1..4 with 5, or 'all') is no filter, so plots and
 * shops without a count are not dropped.
 */
export function roomCounts(values: string[]): RoomCount[] {
  if (!values.length || values.includes('all')) return [];
  const byKey = new Map<string, RoomCount>();
  for (const v of values) {
    const n = parseInt(v, 10);
    const c = { n, orMore: v.endsWith('+') || n === TOP_ROOM_BUCKET };
    byKey.set(`${c.n}${c.orMore ? '+' : ''}`, c);
  }
  const counts = [...byKey.values()].sort((a, b) => a.n - b.n || Number(a.orMore) - Number(b.orMore));
  const from = Math.min(...counts.filter((c) => c.orMore).map((c) => c.n));
  const exact = new Set(counts.filter((c) => !c.orMore).map((c) => c.n));
  const coversAll = Number.isFinite(from) && Array.from({ length: from - 1 }, (_, i) => i + 1).every((k) => exact.has(k));
  return coversAll ? [] : counts;
}

export function postedSince(
  flags: { today?: boolean; yesterday?: boolean; thisWeek?: boolean; thisMonth?: boolean },
  now = new Date(),
): Date | null {
  // Calendar days, as the card labels count them (lib/ist.ts).
  const key = (['thisMonth', 'thisWeek', 'yesterday', 'today'] as const).find((k) => flags[k]);
  return key ? istDayStart(now, POSTED_SINCE_DAYS[key]) : null;
}

const INT_MAX = 2_147_483_647;

/**
 * A range as its column can hold it, made once here for every column that compares with it
 * (a listing's bigint price and a project's price_min/price_max alike). Whole-number columns get
 * whole bounds inside their type: a URL's budget=2.5 or budget=0,1e12 is a search, not an error
 * (PostgreSQL refuses 2.5 for an integer parameter, and 1e12 overflows int4): min rounds up,
 * max down. 'real' columns (plot area) keep the bounds as typed.
 */
export function rangeOf(r: { min?: number | null; max?: number | null } | null | undefined,
  type: 'int' | 'bigint' | 'real' = 'int'): Range {
  const cap = type === 'int' ? INT_MAX : Number.MAX_SAFE_INTEGER;
  const whole = (v: number | null | undefined, round: (x: number) => number) =>
    (v == null ? undefined : type === 'real' ? v : Math.max(-cap, Math.min(cap, round(v))));
  return { min: whole(r?.min, Math.ceil), max: whole(r?.max, Math.floor) };
}

/**
 * Every room type (what the client sends for "all") is no room-type filter:
 * the budget then reads the PG's cheapest room, the rent its card shows.
 */
export function roomTypesAsked(types: string[]): string[] {
  const asked = [...new Set(types)];
  return valuesOf(PG_ROOM_TYPES).every((t) => asked.includes(t)) ? [] : asked;
}

/** Every gender (what the client sends for "all") matches every PG: no filter to check. */
export function gendersAsked(genders: string[]): string[] {
  const asked = [...new Set(genders)];
  return valuesOf(PG_GENDERS).every((g) => asked.includes(g)) ? [] : asked;
}

