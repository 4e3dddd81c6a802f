import 'server-only';
import type { ListingSearchBody, PgSearchBody } from './schemas';
import type { Group, ListingFilters, PgFilters, Range, SortOrder } from './types';

// Body -> normalised filters, applying the SPEC §5 defaults:
// - bedrooms: empty, 'all' or the whole 1..5 set (what the client sends for
//   "all") mean no bedroom filter, so plots and shops are not dropped; 5 is the
//   top bucket and means 5 or more.
// - bathrooms: same; 'all' arrives as 1..9 and covers 1..5, so no filter.
// - PG gender / room type: empty = all.
// - posted-since flags: the broadest flag set wins (they are alternatives).

export const TOP_ROOM_BUCKET = 5;
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Listing city names are title case; also try that form of what was typed. */
export function cityVariants(names: string[]): string[] {
  const out = new Set<string>();
  for (const n of names) {
    const t = n.trim().replace(/\s+/g, ' ');
    if (!t) continue;
    out.add(t);
    out.add(t.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (c) => c.toUpperCase()));
  }
  return [...out];
}

function lowerSet(names: (string | undefined)[]): string[] {
  return [...new Set(names.filter((n): n is string => !!n).map((n) => n.trim().toLowerCase()))];
}

export function roomCounts(values: string[]): number[] {
  if (!values.length || values.includes('all')) return [];
  const nums = [...new Set(values.map((v) => Math.min(parseInt(v, 10), v.endsWith('+') ? TOP_ROOM_BUCKET : 99)))];
  const coversAll = Array.from({ length: TOP_ROOM_BUCKET }, (_, i) => i + 1).every((n) => nums.includes(n));
  return coversAll ? [] : nums.sort((a, b) => a - b);
}

/** Start of the Indian calendar day `daysAgo` days before now. */
function istDayStart(now: Date, daysAgo: number): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - daysAgo * DAY_MS - IST_OFFSET_MS);
}

export function postedSince(
  flags: { today?: boolean; yesterday?: boolean; thisWeek?: boolean; thisMonth?: boolean },
  now = new Date(),
): Date | null {
  if (flags.thisMonth) return new Date(now.getTime() - 30 * DAY_MS);
  if (flags.thisWeek) return new Date(now.getTime() - 7 * DAY_MS);
  if (flags.yesterday) return istDayStart(now, 1);
  if (flags.today) return istDayStart(now, 0);
  return null;
}

const rangeOf = (r: { min?: number; max?: number } | null | undefined): Range =>
  ({ min: r?.min ?? undefined, max: r?.max ?? undefined });

const anyToNull = (v: string | undefined) => (!v || v === 'any' ? null : v);

export function listingFilters(group: Group, b: ListingSearchBody, now = new Date()): ListingFilters {
  const subTypes = b.property_sub_type.length ? b.property_sub_type : b.prop_type;
  return {
    cities: cityVariants([...b.city, b.location?.city ?? ''].filter(Boolean)),
    localities: lowerSet([...b.locality, ...(b.location?.locality ?? [])]),
    postType: b.post_type === 'rent' ? 'rent' : 'sale',
    categories: [...new Set(subTypes as string[])],
    price: rangeOf(b.budget ?? b.amount),
    bedrooms: group === 'commercial' ? [] : roomCounts(b.bedrooms as string[]),
    bathrooms: roomCounts(b.bathrooms as string[]),
    postedBy: [...new Set(b.owner_type as string[])],
    superArea: rangeOf(b.super_area),
    builtUpArea: rangeOf(b.built_up_area),
    carpetArea: rangeOf(b.carpet_area),
    plotArea: rangeOf(b.plot_area),
    furnishing: [...new Set(b.furnishing_area as string[])],
    facing: [...new Set(b.facing as string[])],
    amenities: [...new Set(b.amenities as string[])],
    // The filter form sends 'approved' when "verified only" is ticked.
    verifiedOnly: (b.proprty_status ?? '').toLowerCase() === 'approved',
    transaction: anyToNull(b.transaction ?? b.transcation),
    constructionStatus: anyToNull(b.Status),
    postedSince: postedSince(b, now),
    sort: (b.orderByAmount ?? 'relevance') as SortOrder,
    page: b.page,
    limit: b.limit,
  };
}

export function pgFilters(b: PgSearchBody): PgFilters {
  return {
    cities: cityVariants([...b.city, b.location?.city ?? ''].filter(Boolean)),
    localities: lowerSet([...b.locality, ...(b.location?.locality ?? [])]),
    rent: rangeOf(b.amount ?? b.budget),
    genders: [...new Set(b.gender as string[])],
    roomTypes: [...new Set(b.room_type as string[])],
    sort: (b.orderByAmount ?? 'relevance') as SortOrder,
    page: b.page,
    limit: b.limit,
  };
}
