// Places: cities, localities and the data-set version counters.
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  state: text('state').notNull(),
  districts: text('districts').array().notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  isTile: boolean('is_tile').notNull().default(false),
  isTopLocality: boolean('is_top_locality').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(100),
}, (t) => [uniqueIndex('cities_name_uq').on(t.name), uniqueIndex('cities_slug_uq').on(t.slug)]);

// A locality is a cleaned postal place name within a city (or, outside the
// product's cities, within its district).
export const localities = pgTable('localities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameLower: text('name_lower').notNull(),
  cityName: text('city_name').notNull(),
  district: text('district').notNull(),
  state: text('state').notNull(),
  pincode: text('pincode').notNull(),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
}, (t) => [
  uniqueIndex('localities_city_name_uq').on(t.cityName, t.nameLower),
  // Posting looks a typed place up by lower(city_name) and name_lower
  // (server/listings/posting/service.ts localityByName); the unique index above cannot serve it.
  index('localities_city_lower_name_idx').on(sql`lower(${t.cityName})`, t.nameLower),
]);

// A counter per data set that servers keep in memory (the locality
// autocomplete index): whoever changes the set bumps it, and each server
// reloads its copy when the number it holds is no longer the current one.
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(1),
  changedAt: ts('changed_at').notNull().defaultNow(),
});

export type Locality = typeof localities.$inferSelect;
export type NewLocality = typeof localities.$inferInsert;
export type City = typeof cities.$inferSelect;
