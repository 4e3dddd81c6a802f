// Builder projects, their configurations and brochure downloads.
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, doublePrecision, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { itemLifecycleColumns } from './item-lifecycle';
import { itemPlaceColumns } from './item-place';
import { constructionStatus, furnishing, projectStage, projectType, transactionType } from './enums';
import { users } from './people';
import { photos, uploads } from './media';

export type ProjectAmenity = { name: string; status: boolean };
export const projects = pgTable('projects', {
  id: serial('id').primaryKey(),
  ...itemLifecycleColumns(),
  projectType: projectType('project_type').notNull(),
  name: text('name').notNull(),
  ...itemPlaceColumns(),
  state: text('state'),
  country: text('country').notNull().default('India'),
  postCode: text('post_code'),
  addressLine1: text('address_line_1'),
  addressLine2: text('address_line_2'),
  formattedAddress: text('formatted_address'),
  noOfUnits: integer('no_of_units').notNull(),
  stage: projectStage('stage').notNull(),
  launchedOn: date('launched_on', { mode: 'string' }).notNull(),
  completedOn: date('completed_on', { mode: 'string' }),
  expectedCompletionDate: date('expected_completion_date', { mode: 'string' }),
  floorsAllowed: integer('floors_allowed'),
  gatedColony: boolean('gated_colony'),
  boundaryWallMade: boolean('boundary_wall_made'),
  projectAmenities: jsonb('project_amenities').$type<ProjectAmenity[]>().notNull().default(sql`'[]'::jsonb`),
  noOfOpenSides: integer('no_of_open_sides'),
  furnishing: furnishing('furnishing'),
  constructionStatus: constructionStatus('construction_status'),
  transaction: transactionType('transaction'),
  totalFloors: integer('total_floors'),
  amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
  description: text('description'),
  priceMin: bigint('price_min', { mode: 'number' }),
  priceMax: bigint('price_max', { mode: 'number' }),
  bedroomsMin: integer('bedrooms_min'),
  bedroomsMax: integer('bedrooms_max'),
  // A project whose plan slot ended (server/money/plans): hidden until a renewal covers it.
  needsPlan: boolean('needs_plan').notNull().default(false),
  // Project posting (server/listings/projects): RERA registration, brochure PDF
  // (an uploads row), moderation reasons and 60-day freshness like listings.
  reraNumber: text('rera_number'),
  reraState: text('rera_state'),
  brochureUploadId: integer('brochure_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
}, (t) => [
  index('projects_expiry_idx').on(t.status, t.expiresAt),
  // Map search: a box on a city's projects (server/catalog/map); type, budget and
  // bedroom ranges, the live test and id ride along so cells and the count without a
  // pin are index-only.
  index('projects_geo_idx').on(t.status, t.city, t.lat, t.lng, t.projectType, t.priceMin, t.priceMax,
    t.bedroomsMin, t.bedroomsMax, t.expiresAt, t.id),
  index('projects_search_idx').on(t.status, t.city, t.projectType, t.priceMin, t.expiresAt),
  // Projects join residential sale searches: their relevance and price orders.
  index('projects_relevance_idx').on(t.status, t.city, t.isFeatured, t.createdAt, t.id, t.expiresAt),
  // price_max and project_type ride along so budget counts are index-only scans.
  index('projects_price_idx').on(t.status, t.city, t.priceMin, t.priceMax, t.projectType, t.expiresAt),
  // projects_count_idx (city, created_at) and projects_locality_lower_idx (city, lower(locality)) hold approved
  // projects with every filter column in an INCLUDE, which drizzle cannot declare: migrations 0051 and 0053.
  index('projects_user_idx').on(t.userId),
]);

// A project's unit types (2 BHK, 3 BHK, a villa size, a plot size) with area and
// price ranges; projects.price_min/max and bedrooms_min/max are derived from these.
export const projectConfigurations = pgTable('project_configurations', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  bedrooms: integer('bedrooms'),
  areaMin: doublePrecision('area_min').notNull(),
  areaMax: doublePrecision('area_max').notNull(),
  areaUnit: text('area_unit').notNull(),
  priceMin: bigint('price_min', { mode: 'number' }).notNull(),
  priceMax: bigint('price_max', { mode: 'number' }).notNull(),
  floorPlanPhotoId: integer('floor_plan_photo_id').references(() => photos.id, { onDelete: 'set null' }),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [index('project_configurations_project_idx').on(t.projectId, t.sortOrder)]);

export const brochureDownloads = pgTable('brochure_downloads', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export type Project = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
export type ProjectConfiguration = typeof projectConfigurations.$inferSelect;
