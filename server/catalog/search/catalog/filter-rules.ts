import 'server-only';
import { and, arrayContains, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type * as yup from 'yup';
import {
  FACING, FURNISHING, PG_GENDERS, PG_ROOM_TYPES, POSTED_BY, valuesOf,
} from '@/lib/enums';
import type { FilterName } from '@/lib/search/filters';
import type { LatLng } from '@/lib/map/geo';
import { listings, pgs, projects } from '../../../platform/db/schema';
import { areaWhere } from '../../map/area-sql';
import { locationWhere } from '../localities/location';
import { amenitiesWhere } from './amenity-bits';
import { between, hasRange, pgMatchingRooms } from './predicates';
import { gendersAsked, postedSince, rangeOf, roomCounts, roomTypesAsked } from './filter-values';
import {
  area as areaRule, CATEGORIES, countList, flag, location as locationRule, places as placesRule, range, text, textList, word, wordList,
} from './schema-helpers';
import type { Group, ListingFilters, PgFilters, RoomCount } from './types';

// The server's half of each search filter, keyed by the registry's names (lib/search/filters/):
// the wire fields it reads and their validation rule, how it reads them into filters, and its SQL
// predicate on listings. The wire schema (schemas.ts), the one translator (filters.ts) and the
// listing WHERE (where.ts) are built from this table; alerts run that WHERE (server/messaging/alerts).

/** A range as a body carries it: numbers once validated, strings ('' = open) as toApiBody writes them. */
export type BodyRange = { min?: number | string | null; max?: number | string | null } | null | undefined;

/** A listing search body, validated or straight from toApiBody (the fields a filter reads). */
export type ListingBodyIn = {
  city?: string[]; locality?: string[]; location?: { city?: string; locality?: string[] }; places?: { city: string; locality?: string }[];
  area?: LatLng[];
  post_type?: string; property_sub_type?: string[]; prop_type?: string[];
  budget?: BodyRange; amount?: BodyRange; bedrooms?: string[]; bathrooms?: string[]; owner_type?: string[];
  super_area?: BodyRange; built_up_area?: BodyRange; carpet_area?: BodyRange; plot_area?: BodyRange;
  furnishing_area?: string[]; facing?: string[]; amenities?: string[]; proprty_status?: string;
  transaction?: string; transcation?: string; Status?: string;
  today?: boolean; yesterday?: boolean; thisWeek?: boolean; thisMonth?: boolean;
  orderByAmount?: string; page?: number; limit?: number;
};
export type PgBodyIn = Pick<ListingBodyIn, 'city' | 'locality' | 'location' | 'places' | 'area' | 'amount' | 'budget' | 'orderByAmount' | 'page' | 'limit'>
  & { gender?: string[]; room_type?: string[] };

type Fields = Record<string, yup.AnySchema>;
type Maybe<T> = T | Promise<T>;
export type ListingContext = { group: Group; now: Date };

export type FilterRule = {
  /** Its fields of a property search body, with their validation rule. */
  listingSchema?: (group: Group) => Fields;
  /** Its fields of a PG search body. */
  pgSchema?: () => Fields;
  /** Its part of a property search's filters. */
  listing?: (b: ListingBodyIn, c: ListingContext) => Maybe<Partial<ListingFilters>>;
  /** Its part of a PG search's filters. */
  pg?: (b: PgBodyIn) => Maybe<Partial<PgFilters>>;
  /** Its predicates on listings (undefined: none asked). */
  where?: (f: ListingFilters) => (SQL | undefined)[];
  /** Its predicates on PGs, over a PG's own columns. */
  pgWhere?: (f: PgFilters) => (SQL | undefined)[];
  /**
   * Its predicates on projects, which join the residential sale search over their own columns;
   * NO_PROJECTS when it asks for something a project does not record (then the search has none).
   */
  projectWhere?: (f: ListingFilters) => (SQL | undefined)[] | typeof NO_PROJECTS;
};

export const NO_PROJECTS = null;

const toNum = (v: number | string | null | undefined) => (v === '' || v == null ? undefined : Number(v));
/** A body range as numbers, for rangeOf. */
export const bodyRange = (r: BodyRange) => (r ? { min: toNum(r.min), max: toNum(r.max) } : null);
const uniq = (xs: string[] | undefined) => [...new Set(xs ?? [])];
const anyToNull = (v: string | undefined) => (!v || v === 'any' ? null : v);

type Col = AnyPgColumn;

/** Room counts: exact values, "or more" from the lowest such bound (filters.ts roomCounts). */
function rooms(col: Col, counts: RoomCount[]): SQL | undefined {
  if (!counts.length) return undefined;
  const exact = counts.filter((c) => !c.orMore).map((c) => c.n);
  const from = counts.filter((c) => c.orMore).map((c) => c.n);
  const parts: SQL[] = [];
  if (exact.length) parts.push(inArray(col, exact));
  if (from.length) parts.push(gte(col, Math.min(...from)));
  return or(...parts);
}

/**
 * "Gated community" is an attribute of the listing, not a listed amenity: the amenity name asks
 * for it (the gated-community landing pages do), the other names stay an amenity list match.
 * Search reads listings.is_gated (in the search indexes), not the details table.
 */
export const GATED_AMENITY = 'gated_community';
export const plainAmenities = (f: Pick<ListingFilters, 'amenities'>) => f.amenities.filter((a) => a !== GATED_AMENITY);
export const asksGated = (f: Pick<ListingFilters, 'amenities'>) => f.amenities.includes(GATED_AMENITY);

const l = listings;
const p = projects;

// Residential listing categories a project can stand for.
const PROJECT_TYPE_OF: Record<string, 'apartment' | 'villa' | 'residential_plot'> = {
  apartment: 'apartment', villa: 'villa', plot: 'residential_plot',
};

/** Bedrooms on a project: its range holds the asked count (or reaches "or more"). */
function projectBeds(counts: RoomCount[]): SQL | undefined {
  const maxBeds = sql`coalesce(${p.bedroomsMax}, ${p.bedroomsMin})`;
  const beds = counts.map(({ n, orMore }) => (orMore ? gte(maxBeds, n) : and(lte(p.bedroomsMin, n), gte(maxBeds, n))));
  return beds.length ? or(...beds) : undefined;
}
const inList = (col: Col, values: string[]) => (values.length ? inArray(col, values as never[]) : undefined);
const areaRange = (wire: 'super_area' | 'built_up_area' | 'carpet_area' | 'plot_area', key: 'superArea' | 'builtUpArea' | 'carpetArea' | 'plotArea', col: Col, type?: 'real'): FilterRule => ({
  listingSchema: () => ({ [wire]: range() }),
  listing: (b) => ({ [key]: rangeOf(bodyRange(b[wire]), type) }),
  where: (f) => between(col, f[key]),
  projectWhere: (f) => (hasRange(f[key]) ? NO_PROJECTS : []),
});
const none: FilterRule = {};

/** The rules, by registry name; builtUpArea is a wire-only range (no route key carries it). */
export const FILTER_RULES: Record<FilterName, FilterRule> & { builtUpArea: FilterRule } = {
  // The deal: part of the WHERE's leading equalities (where.ts), with the group and the cities.
  type: {
    listingSchema: () => ({ post_type: word(['sale', 'sell', 'rent']).default('sale') }),
    listing: (b) => ({ postType: b.post_type === 'rent' ? 'rent' : 'sale' }),
  },
  // Places are read once for both searches (filters.ts placesOf): their names come from the locality index.
  location: {
    listingSchema: () => ({ city: textList(80), locality: textList(120), location: locationRule(), places: placesRule() }),
    pgSchema: () => ({ city: textList(80), locality: textList(120), location: locationRule(), places: placesRule() }),
    where: (f) => [locationWhere(l.city, l.locality, f.places)],
    pgWhere: (f) => [locationWhere(pgs.city, pgs.locality, f.places)],
    projectWhere: (f) => [locationWhere(p.city, p.locality, f.places)],
  },
  propType: {
    listingSchema: (group) => ({
      property_type: text(40).optional()
        .test('group', `property_type must be '${group}' on this endpoint`, (v) => !v || v.toLowerCase() === group),
      property_sub_type: wordList(CATEGORIES[group]),
      prop_type: wordList(CATEGORIES[group]),
    }),
    listing: (b) => ({ categories: uniq(b.property_sub_type?.length ? b.property_sub_type : b.prop_type) }),
    where: (f) => [f.categories.length ? inArray(l.category, f.categories as never[]) : undefined],
    projectWhere: (f) => {
      const types = f.categories.length ? f.categories.map((c) => PROJECT_TYPE_OF[c]).filter(Boolean) : Object.values(PROJECT_TYPE_OF);
      return types.length ? [inArray(p.projectType, types)] : NO_PROJECTS;
    },
  },
  budget: {
    listingSchema: () => ({ budget: range(), amount: range() }),
    pgSchema: () => ({ amount: range(), budget: range() }),
    listing: (b) => ({ price: rangeOf(bodyRange(b.budget ?? b.amount), 'bigint') }),
    pg: (b) => ({ rent: rangeOf(bodyRange(b.amount ?? b.budget)) }),
    where: (f) => between(l.price, f.price),
    // Without room types the budget reads the cheapest room (min_rent); with them, min_rent <= max
    // narrows cheaply and the matching room decides (roomType).
    pgWhere: (f) => (f.roomTypes.length ? between(pgs.minRent, { max: f.rent.max }) : between(pgs.minRent, f.rent)),
    // A project's price range overlaps the budget.
    projectWhere: (f) => [
      f.price.max !== undefined ? lte(p.priceMin, f.price.max) : undefined,
      f.price.min !== undefined ? gte(sql`coalesce(${p.priceMax}, ${p.priceMin})`, f.price.min) : undefined,
    ],
  },
  bedrooms: {
    listingSchema: () => ({ bedrooms: countList() }),
    listing: (b, c) => ({ bedrooms: c.group === 'commercial' ? [] : roomCounts(b.bedrooms ?? []) }),
    where: (f) => [rooms(l.bedrooms, f.bedrooms)],
    projectWhere: (f) => [projectBeds(f.bedrooms)],
  },
  bathrooms: {
    listingSchema: () => ({ bathrooms: countList() }),
    listing: (b) => ({ bathrooms: roomCounts(b.bathrooms ?? []) }),
    where: (f) => [rooms(l.bathrooms, f.bathrooms)],
    projectWhere: (f) => (f.bathrooms.length ? NO_PROJECTS : []),
  },
  transcation: {
    listingSchema: () => ({ transaction: word(['new', 'resale', 'any']), transcation: word(['new', 'resale', 'any']) }),
    listing: (b) => ({ transaction: anyToNull(b.transaction ?? b.transcation) }),
    where: (f) => [f.transaction ? eq(l.transaction, f.transaction as never) : undefined],
    projectWhere: (f) => [f.transaction ? eq(p.transaction, f.transaction as never) : undefined],
  },
  status: {
    listingSchema: () => ({ Status: word(['under_construction', 'ready_to_move', 'any']) }),
    listing: (b) => ({ constructionStatus: anyToNull(b.Status) }),
    where: (f) => [f.constructionStatus ? eq(l.constructionStatus, f.constructionStatus as never) : undefined],
    projectWhere: (f) => [f.constructionStatus ? eq(p.constructionStatus, f.constructionStatus as never) : undefined],
  },
  furnishingStatus: {
    listingSchema: () => ({ furnishing_area: wordList(valuesOf(FURNISHING)) }),
    listing: (b) => ({ furnishing: uniq(b.furnishing_area) }),
    where: (f) => [inList(l.furnishing, f.furnishing)],
    projectWhere: (f) => [inList(p.furnishing, f.furnishing)],
  },
  facing: {
    listingSchema: () => ({ facing: wordList(valuesOf(FACING)) }),
    listing: (b) => ({ facing: uniq(b.facing) }),
    where: (f) => [inList(l.facing, f.facing)],
    projectWhere: (f) => (f.facing.length ? NO_PROJECTS : []),
  },
  postedBy: {
    listingSchema: () => ({ owner_type: wordList(valuesOf(POSTED_BY)) }),
    listing: (b) => ({ postedBy: uniq(b.owner_type) }),
    where: (f) => [inList(l.postedBy, f.postedBy)],
    // Projects are posted by builders.
    projectWhere: (f) => (f.postedBy.length && !f.postedBy.includes('builder') ? NO_PROJECTS : []),
  },
  superArea: areaRange('super_area', 'superArea', l.superArea),
  builtUpArea: areaRange('built_up_area', 'builtUpArea', l.builtUpArea),
  plotArea: areaRange('plot_area', 'plotArea', l.plotArea, 'real'),
  carpetArea: areaRange('carpet_area', 'carpetArea', l.carpetArea),
  // PG filters: on pgs, a room type and the budget read one matching room together (predicates.ts).
  gender: {
    pgSchema: () => ({ gender: wordList(valuesOf(PG_GENDERS)) }),
    pg: (b) => ({ genders: gendersAsked(b.gender ?? []) }),
    pgWhere: (f) => [f.genders.length ? inArray(pgs.gender, f.genders as never[]) : undefined],
  },
  roomType: {
    pgSchema: () => ({ room_type: wordList(valuesOf(PG_ROOM_TYPES)) }),
    pg: (b) => ({ roomTypes: roomTypesAsked(b.room_type ?? []) }),
    pgWhere: (f) => {
      const rooms = pgMatchingRooms(f);
      return [rooms ? sql`${rooms.rent} is not null` : undefined];
    },
  },
  pgSearch: none,
  postedSince: {
    listingSchema: () => ({ today: flag(), yesterday: flag(), thisWeek: flag(), thisMonth: flag() }),
    listing: (b, c) => ({ postedSince: postedSince(b, c.now) }),
    where: (f) => [f.postedSince ? gte(l.createdAt, f.postedSince) : undefined],
    projectWhere: (f) => [f.postedSince ? gte(p.createdAt, f.postedSince) : undefined],
  },
  amenities: {
    listingSchema: () => ({ amenities: textList(60) }),
    listing: (b) => ({ amenities: uniq((b.amenities ?? []).map((a) => a.trim()).filter(Boolean)) }),
    where: (f) => [amenitiesWhere(plainAmenities(f)), asksGated(f) ? eq(l.isGated, true) : undefined],
    projectWhere: (f) => [
      plainAmenities(f).length ? arrayContains(p.amenities, plainAmenities(f)) : undefined,
      asksGated(f) ? eq(p.gatedColony, true) : undefined,
    ],
  },
  verified: {
    listingSchema: () => ({ proprty_status: text(40).optional() }),
    // The filter form sends 'approved' when "verified only" is ticked.
    listing: (b) => ({ verifiedOnly: (b.proprty_status ?? '').toLowerCase() === 'approved' }),
    where: (f) => [f.verifiedOnly ? eq(l.isVerified, true) : undefined],
    projectWhere: (f) => (f.verifiedOnly ? NO_PROJECTS : []),
  },
  view: none,
  box: none,
  zoom: none,
  area: {
    listingSchema: () => ({ area: areaRule() }),
    pgSchema: () => ({ area: areaRule() }),
    listing: (b) => ({ area: b.area ?? [] }),
    pg: (b) => ({ area: b.area ?? [] }),
    where: (f) => [f.area.length ? areaWhere(l.lat, l.lng, f.area) : undefined],
    pgWhere: (f) => [f.area.length ? areaWhere(pgs.lat, pgs.lng, f.area) : undefined],
    projectWhere: (f) => [f.area.length ? areaWhere(p.lat, p.lng, f.area) : undefined],
  },
};

/** Every rule in the registry's order, then the wire-only ones. */
export const RULES_IN_ORDER: FilterRule[] = Object.values(FILTER_RULES);
