// PGs and their rooms.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { itemLifecycleColumns } from './item-lifecycle';
import { itemPlaceColumns } from './item-place';
import { pgGender, posterRole } from './enums';

export const pgs = pgTable('pgs', {
  id: serial('id').primaryKey(),
  ...itemLifecycleColumns(),
  postedBy: posterRole('posted_by').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  ...itemPlaceColumns(),
  gender: pgGender('gender').notNull(),
  roomTypes: text('room_types').array().notNull(),
  minRent: integer('min_rent').notNull(),
  // Each room type's rent, in PG_ROOM_TYPES order (null = no such room), kept from
  // pg_rooms by a trigger (migration h6_filter_indexes) so every writer, COPY included, keeps
  // it. A room-type search reads it from pgs_filter_idx instead of probing pg_rooms per PG.
  // The bulk seeder's PostgreSQL load runs with triggers off, so it writes the slots itself.
  roomRents: integer('room_rents').array().$type<(number | null)[]>(),
  deposit: integer('deposit'),
  foodIncluded: boolean('food_included').notNull().default(false),
  amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
  rules: text('rules').array().notNull().default(sql`'{}'::text[]`),
  // PG posting (server/listings/pgs): food, house rules and the posting life cycle
  // (moderation reasons, 60-day freshness like listings). min_rent and room_types
  // are kept in sync with pg_rooms on every write so PG search moves at once.
  foodType: text('food_type'), // veg | non_veg | both; null = no food
  meals: text('meals').array().notNull().default(sql`'{}'::text[]`),
  gateClosingTime: text('gate_closing_time'), // 'HH:MM' 24 h; null = no curfew
  visitorsAllowed: boolean('visitors_allowed'),
  smokingAllowed: boolean('smoking_allowed'),
  drinkingAllowed: boolean('drinking_allowed'),
  noticePeriodDays: integer('notice_period_days'),
  availableFrom: date('available_from', { mode: 'string' }),
  // The building name and PIN code of the location step, given back on edit.
  propertyName: text('property_name'),
  postCode: text('post_code'),
}, (t) => [
  index('pgs_expiry_idx').on(t.status, t.expiresAt),
  // Filters and counts: room_types rides along so the count is an index-only scan.
  // expires_at last in each: the live test reads it (see listings_filter_idx).
  index('pgs_search_idx').on(t.status, t.city, t.gender, t.minRent, t.roomTypes, t.expiresAt),
  // Relevance order (featured, newest), read backwards, stopping after a page; the filter
  // columns ride along after id (as in listings_filter_idx) for index-only counts and pages.
  index('pgs_filter_idx').on(t.status, t.city, t.isFeatured, t.createdAt, t.id, t.gender, t.minRent,
    t.roomRents, t.locality, t.expiresAt),
  // Price and newest sorts of a city's PGs, in order without reading them all.
  index('pgs_price_idx').on(t.status, t.city, t.minRent, t.createdAt, t.id, t.gender, t.roomRents, t.expiresAt),
  index('pgs_recent_idx').on(t.status, t.city, t.createdAt, t.id, t.gender, t.minRent, t.roomRents, t.expiresAt),
  // locality itself last: a count on lower(locality) is index-only only when the column is in the index.
  index('pgs_locality_lower_idx').on(t.status, t.city, sql`lower(${t.locality})`, t.expiresAt, t.locality),
  index('pgs_user_idx').on(t.userId),
  // Map search: a box on a city's PGs (server/catalog/map); the PG filters (gender,
  // budget, the room-type rents), the live test and id ride along so cells and the
  // count without a pin are index-only.
  index('pgs_geo_idx').on(t.status, t.city, t.lat, t.lng, t.gender, t.minRent, t.roomRents, t.expiresAt, t.id),
]);

export const pgRooms = pgTable('pg_rooms', {
  id: serial('id').primaryKey(),
  pgId: integer('pg_id').notNull().references(() => pgs.id, { onDelete: 'cascade' }),
  roomType: text('room_type').notNull(),
  rent: integer('rent').notNull(),
  totalBeds: integer('total_beds').notNull(),
  availableBeds: integer('available_beds').notNull(),
  deposit: integer('deposit'),
}, (t) => [
  index('pg_rooms_pg_idx').on(t.pgId),
  // A PG room-type search probes each PG's rooms of the asked types
  // within the budget (server/catalog/search/catalog/where.ts pgMatchingRooms): index-only.
  index('pg_rooms_match_idx').on(t.pgId, t.roomType, t.rent),
]);

export type Pg = typeof pgs.$inferSelect;
export type NewPg = typeof pgs.$inferInsert;
