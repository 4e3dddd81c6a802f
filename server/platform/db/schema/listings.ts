// Properties (listings) and their per-group details.
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { itemLifecycleColumns } from './item-lifecycle';
import { itemPlaceColumns } from './item-place';
import { areaUnit, constructionStatus, facing, furnishing, listingCategory, listingGroup, postType, posterRole, transactionType } from './enums';

export const listings = pgTable('listings', {
  id: serial('id').primaryKey(),
  ...itemLifecycleColumns(),
  postedBy: posterRole('posted_by').notNull(),
  group: listingGroup('group').notNull(),
  category: listingCategory('category').notNull(),
  postType: postType('post_type').notNull(),
  title: text('title').notNull(),
  description: text('description'),
  propertyName: text('property_name'),
  ...itemPlaceColumns(),
  price: bigint('price', { mode: 'number' }).notNull(),
  bedrooms: integer('bedrooms'),
  bathrooms: integer('bathrooms'),
  superArea: integer('super_area'),
  builtUpArea: integer('built_up_area'),
  carpetArea: integer('carpet_area'),
  plotArea: doublePrecision('plot_area'),
  areaUnit: areaUnit('area_unit').notNull().default('sqft'),
  furnishing: furnishing('furnishing'),
  facing: facing('facing'),
  constructionStatus: constructionStatus('construction_status'),
  transaction: transactionType('transaction'),
  // An under-construction home for sale is sold in a RERA project: the project's registration number
  // (lib/projects/rera.ts), checked against the listing's state. Not indexed: no search filters on it.
  reraNumber: text('rera_number'),
  amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
  // The amenities as a bitmask (server/catalog/search/catalog/amenity-bits.ts), kept by
  // PostgreSQL itself so no writer can forget it; it rides in listings_filter_idx.
  amenityBits: bigint('amenity_bits', { mode: 'number' }).generatedAlwaysAs(sql`amenity_bits(amenities)`),
  isVerified: boolean('is_verified').notNull().default(false),
  // residential_details.gated_community copied onto the listing, so the "gated community"
  // filter is a column of the search indexes rather than a probe of the details table per
  // candidate. The posting writer and the seeder set it; a trigger on residential_details
  // keeps it for any other writer.
  isGated: boolean('is_gated').notNull().default(false),
  // Set when a plan ended and the listing was past the poster's allowance (server/money/plans):
  // it waits, hidden (status expired), until a plan covers it again. Never deleted.
  needsPlan: boolean('needs_plan').notNull().default(false),
  // Posting (server/listings/posting): the poster's own area figures and unit (the *_area columns above
  // hold square feet, plot_area of farm land acres, for search), ownership, age or possession,
  // negotiable price, moderation reasons of a pending listing, last "still available" confirmation.
  displayAreaUnit: text('display_area_unit'),
  superAreaRaw: doublePrecision('super_area_raw'),
  builtUpAreaRaw: doublePrecision('built_up_area_raw'),
  carpetAreaRaw: doublePrecision('carpet_area_raw'),
  plotAreaRaw: doublePrecision('plot_area_raw'),
  ownership: text('ownership'),
  ageOfProperty: text('age_of_property'),
  possessionDate: date('possession_date', { mode: 'string' }),
  negotiable: boolean('negotiable').notNull().default(false),
  // The PIN code the poster entered, given back on edit.
  postCode: text('post_code'),
  // The poster's own id for the listing in a spreadsheet import (server/listings/imports): a
  // re-import of the same id updates the listing instead of adding it twice.
  externalId: text('external_id'),
}, (t) => [
  // Reads test expires_at themselves (server/platform/items/live.ts); the expiry job (server/platform/jobs/expiry.ts) stores the status.
  index('listings_expiry_idx').on(t.status, t.expiresAt),
  // The covering search indexes on approved rows (listings_count_idx keyed by created_at,
  // listings_search_idx by category and price, listings_bedrooms_idx by bedrooms and price,
  // listings_locality_lower_idx by lower(locality)) carry every filter column and a page's keys in an
  // INCLUDE, which drizzle cannot declare: they live in migration 0051 only.
  index('listings_recent_idx').on(t.status, t.group, t.postType, t.city, t.createdAt, t.expiresAt),
  // Search in relevance order (featured, newest, id): read backwards, stops after a page.
  // Every filter column rides along after id, so a filtered count and a page's
  // ids are index-only scans; btree filters (=, IN, ranges) are index conditions, checked
  // before any row is read. Columns after the unique id never order anything: drizzle has no
  // INCLUDE, and suffix truncation keeps the inner pages as small as an INCLUDE would.
  // expires_at rides last in every search index: the live test (server/platform/items/live.ts) reads it,
  // and without it each entry is a heap visit. At 10M listings (90 % dead) the planner, which
  // cannot see that approved rows are the ones with a future date, then chose lossy bitmap heap
  // scans: "Car Parking" in Bengaluru 2.9 s and 386k buffers; with it, 15 ms and 819 buffers.
  // Partial on approved rows (migration 0049): at national scale nine rows in ten are not approved, so
  // the index is a tenth of the size (15 MB instead of 191 MB at 1M) and stays in shared buffers.
  index('listings_filter_idx').on(t.group, t.postType, t.city, t.isFeatured, t.createdAt, t.id,
    t.category, t.price, t.bedrooms, t.bathrooms, t.postedBy, t.furnishing, t.facing, t.transaction,
    t.constructionStatus, t.isVerified, t.superArea, t.builtUpArea, t.carpetArea, t.plotArea, t.amenityBits,
    t.isGated, t.locality, t.expiresAt).where(sql`${t.status} = 'approved'`),
  // Search sorted by price over several categories.
  index('listings_price_idx').on(t.status, t.group, t.postType, t.city, t.price, t.expiresAt),
  index('listings_locality_idx').on(t.city, t.locality),
  // Whether a locality has 5 live listings (server/catalog/insights/places.ts insightsPathOf, every detail page).
  index('listings_live_locality_idx').on(t.city, t.locality, t.expiresAt).where(sql`${t.status} = 'approved'`),
  // Map search: a box is a range on lat then lng inside one search's
  // leading columns (server/catalog/map). The common map filters (bedrooms, budget, sub-type),
  // the live test and id ride along, so a box's cells read no row; and listings without
  // a pin (lat and lng null) are one run of entries ordered by bedrooms then price, which
  // the capped "without a map location" count walks index-only from its first match.
  index('listings_geo_idx').on(t.status, t.group, t.postType, t.city, t.lat, t.lng, t.bedrooms, t.price,
    t.category, t.expiresAt, t.id),
  // The posting price check's most recent comparables of a category in a
  // city (server/listings/posting/moderation.ts recentRates), read in order without a sort.
  // Migration 0041 adds the same INCLUDE as the next index plus lat, lng, is_featured:
  // the city median and a detail page's similar-listings walk read the index alone.
  index('listings_category_recent_idx').on(t.status, t.group, t.postType, t.city, t.category, t.createdAt, t.expiresAt),
  // A detail page's similar listings in its own locality, newest first, read
  // a few rows deep (server/catalog/detail/detail.ts) instead of the whole locality.
  // Migration 0040 adds INCLUDE (id, price, the areas, bedrooms, locality): locality medians read the index alone;
  // 0041 adds lat, lng, is_featured: the similar-listings walk reads it alone too.
  index('listings_similar_locality_idx').on(t.status, t.group, t.postType, t.city, t.category, sql`lower(${t.locality})`, t.createdAt, t.expiresAt),
  // My Properties: one poster's listings, last changed first, a page at a time (an agent
  // with 5,000 listings read them all and sorted: 290 ms at 100k rows under load).
  index('listings_user_recent_idx').on(t.userId, t.updatedAt, t.id),
  uniqueIndex('listings_user_external_idx').on(t.userId, t.externalId).where(sql`${t.externalId} is not null`),
]);

// Category attributes, typed per group rather than a blob.
export const residentialDetails = pgTable('residential_details', {
  listingId: integer('listing_id').primaryKey().references(() => listings.id, { onDelete: 'cascade' }),
  floorNo: integer('floor_no'),
  totalFloors: integer('total_floors'),
  balconies: integer('balconies'),
  coveredParking: integer('covered_parking'),
  openParking: integer('open_parking'),
  ageYears: integer('age_years'),
  maintenanceMonthly: integer('maintenance_monthly'),
  securityDeposit: integer('security_deposit'),
  gatedCommunity: boolean('gated_community'),
  preferredTenants: text('preferred_tenants'),
  plotLength: integer('plot_length'),
  plotBreadth: integer('plot_breadth'),
  openSides: integer('open_sides'),
  furnishingItems: text('furnishing_items').array(),
  petsAllowed: boolean('pets_allowed'),
  availableFrom: date('available_from', { mode: 'string' }),
  lockInMonths: integer('lock_in_months'),
  cornerPlot: boolean('corner_plot'),
  boundaryWall: boolean('boundary_wall'),
  roadWidthFt: integer('road_width_ft'),
  approvalAuthority: text('approval_authority'),
  floorsAllowed: integer('floors_allowed'),
});

export const commercialDetails = pgTable('commercial_details', {
  listingId: integer('listing_id').primaryKey().references(() => listings.id, { onDelete: 'cascade' }),
  floorNo: integer('floor_no'),
  totalFloors: integer('total_floors'),
  washrooms: integer('washrooms'),
  pantry: boolean('pantry'),
  cabins: integer('cabins'),
  seats: integer('seats'),
  frontageFt: integer('frontage_ft'),
  ceilingHeightFt: integer('ceiling_height_ft'),
  powerBackup: boolean('power_backup'),
  loadingDock: boolean('loading_dock'),
  securityDeposit: integer('security_deposit'),
  lockInMonths: integer('lock_in_months'),
  lift: boolean('lift'),
  fireNoc: boolean('fire_noc'),
  suitableFor: text('suitable_for').array(),
  coveredParking: integer('covered_parking'),
  openParking: integer('open_parking'),
  maintenanceMonthly: integer('maintenance_monthly'),
  availableFrom: date('available_from', { mode: 'string' }),
  plotLength: integer('plot_length'),
  plotBreadth: integer('plot_breadth'),
  openSides: integer('open_sides'),
  cornerPlot: boolean('corner_plot'),
  boundaryWall: boolean('boundary_wall'),
  roadWidthFt: integer('road_width_ft'),
  approvalAuthority: text('approval_authority'),
});

export const agricultureDetails = pgTable('agriculture_details', {
  listingId: integer('listing_id').primaryKey().references(() => listings.id, { onDelete: 'cascade' }),
  soilType: text('soil_type'),
  waterSource: text('water_source'),
  roadAccess: boolean('road_access'),
  fencing: boolean('fencing'),
  cropsGrown: text('crops_grown'),
  electricity: boolean('electricity'),
  roadWidthFt: integer('road_width_ft'),
  approvalAuthority: text('approval_authority'),
  securityDeposit: integer('security_deposit'),
  maintenanceMonthly: integer('maintenance_monthly'),
  availableFrom: date('available_from', { mode: 'string' }),
  lockInMonths: integer('lock_in_months'),
});

export type Listing = typeof listings.$inferSelect;
export type NewListing = typeof listings.$inferInsert;
