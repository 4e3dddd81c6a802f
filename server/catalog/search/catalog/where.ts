import 'server-only';
import { and, arrayContains, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { PG_ROOM_TYPES } from '@/lib/enums';
import { listings, pgs, projects } from '../../../platform/db/schema';
import { asksGated, between, plainAmenities, RULES_IN_ORDER } from './filter-rules';
import { locationWhere } from '../localities/location';
import type { Group, ListingFilters, PgFilters, Range } from './types';
import { isLive } from '../../../platform/items/live';
import { areaWhere } from '../../map/area-sql';

// WHERE clauses. Equality on status, group, post_type and city comes first so
// listings_search_idx (status, group, post_type, city, ...) and listings_filter_idx
// (group, post_type, city, ..., on approved rows) narrow the scan; the rest are checked on listings_filter_idx's entries
// (it carries every filter column), so counts and page ids read no rows.

const hasRange = (r: Range) => r.min !== undefined || r.max !== undefined;
export { GATED_AMENITY } from './filter-rules';

/** The leading equalities the indexes start with, then each filter's own predicates (filter-rules.ts). */
export function listingWhere(group: Group, f: ListingFilters): SQL {
  const l = listings;
  return and(
    isLive(l),
    eq(l.group, group),
    eq(l.postType, f.postType),
    f.cities.length ? inArray(l.city, f.cities) : undefined,
    ...RULES_IN_ORDER.flatMap((r) => r.where?.(f) ?? []),
  )!;
}

// Residential listing categories a project can stand for.
const PROJECT_TYPE_OF: Record<string, 'apartment' | 'villa' | 'residential_plot'> = {
  apartment: 'apartment', villa: 'villa', plot: 'residential_plot',
};

/**
 * Projects join the residential *sale* search (they are new homes for sale)
 * when the chosen sub-types allow apartment, villa or plot and no filter asks
 * for something a project does not record (bathrooms, areas, facing, verified,
 * a poster other than builder). Budget and bedrooms match when the project's
 * range overlaps the asked values. null = no projects in this search.
 */
export function projectWhere(group: Group, f: ListingFilters): SQL | null {
  if (group !== 'residential' || f.postType !== 'sale') return null;
  const types = f.categories.length
    ? f.categories.map((c) => PROJECT_TYPE_OF[c]).filter(Boolean)
    : Object.values(PROJECT_TYPE_OF);
  if (!types.length) return null;
  if (f.bathrooms.length || f.facing.length || f.verifiedOnly) return null;
  if ([f.superArea, f.builtUpArea, f.carpetArea, f.plotArea].some(hasRange)) return null;
  if (f.postedBy.length && !f.postedBy.includes('builder')) return null;
  const p = projects;
  const maxPrice = sql`coalesce(${p.priceMax}, ${p.priceMin})`;
  const maxBeds = sql`coalesce(${p.bedroomsMax}, ${p.bedroomsMin})`;
  const beds = f.bedrooms.map(({ n, orMore }) =>
    orMore ? gte(maxBeds, n) : and(lte(p.bedroomsMin, n), gte(maxBeds, n)));
  return and(
    isLive(p),
    f.cities.length ? inArray(p.city, f.cities) : undefined,
    inArray(p.projectType, types),
    f.price.max !== undefined ? lte(p.priceMin, f.price.max) : undefined,
    f.price.min !== undefined ? gte(maxPrice, f.price.min) : undefined,
    locationWhere(p.city, p.locality, f.places),
    f.area.length ? areaWhere(p.lat, p.lng, f.area) : undefined,
    beds.length ? or(...beds) : undefined,
    f.furnishing.length ? inArray(p.furnishing, f.furnishing as never[]) : undefined,
    plainAmenities(f).length ? arrayContains(p.amenities, plainAmenities(f)) : undefined,
    asksGated(f) ? eq(p.gatedColony, true) : undefined,
    f.transaction ? eq(p.transaction, f.transaction as never) : undefined,
    f.constructionStatus ? eq(p.constructionStatus, f.constructionStatus as never) : undefined,
    f.postedSince ? gte(p.createdAt, f.postedSince) : undefined,
  )!;
}

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

export function pgWhere(f: PgFilters): SQL {
  const p = pgs;
  const rooms = pgMatchingRooms(f);
  return and(
    isLive(p),
    f.cities.length ? inArray(p.city, f.cities) : undefined,
    f.genders.length ? inArray(p.gender, f.genders as never[]) : undefined,
    // Without room types the budget reads the cheapest room (min_rent). With
    // them, min_rent <= max narrows cheaply; the matching room decides.
    ...(rooms ? between(p.minRent, { max: f.rent.max }) : between(p.minRent, f.rent)),
    locationWhere(p.city, p.locality, f.places),
    f.area.length ? areaWhere(p.lat, p.lng, f.area) : undefined,
    rooms ? sql`${rooms.rent} is not null` : undefined,
  )!;
}
