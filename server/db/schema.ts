// No `import 'server-only'` here alone: drizzle-kit loads this file outside
// Next to generate migrations. Client code never imports it (types only).
// One schema for the whole product. Columns are snake_case in SQL, camelCase in TS.
// Listing life cycle (the spec leaves it open): pending -> approved -> expired,
// or pending -> rejected; any state -> deleted (soft). Search shows approved only.
import { sql } from 'drizzle-orm';
import {
  bigint, boolean, date, doublePrecision, index, integer, jsonb, pgEnum, pgTable,
  primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();

export const roleType = pgEnum('role_type', ['buyer', 'agent', 'owner', 'builder']);
export const posterRole = pgEnum('poster_role', ['owner', 'agent', 'builder']);
export const postType = pgEnum('post_type', ['sale', 'rent']);
export const listingGroup = pgEnum('listing_group', ['residential', 'commercial', 'agriculture']);
export const listingCategory = pgEnum('listing_category', [
  'apartment', 'residential', 'villa', 'plot',
  'office_space', 'commercial_shop', 'commercial_showroom', 'warehouse',
  'industrial_building', 'industrial_shed', 'commercial_plot', 'industrial_plot',
  'farm_house', 'land',
]);
export const listingStatus = pgEnum('listing_status', ['pending', 'approved', 'rejected', 'expired', 'deleted']);
export const facing = pgEnum('facing', [
  'north', 'south', 'east', 'west', 'north_east', 'north_west', 'south_east', 'south_west',
]);
export const furnishing = pgEnum('furnishing', ['furnished', 'unfurnished', 'semi_furnished']);
export const constructionStatus = pgEnum('construction_status', ['under_construction', 'ready_to_move']);
export const transactionType = pgEnum('transaction_type', ['new', 'resale']);
export const areaUnit = pgEnum('area_unit', ['sqft', 'acre']);
export const pgGender = pgEnum('pg_gender', ['Male', 'Female', 'Both']);
export const projectType = pgEnum('project_type', ['apartment', 'villa', 'residential_plot']);
export const projectStage = pgEnum('project_stage', [
  'launched', 'escalation', 'foundation', 'structure_implementation',
  'mechanical_electrical_plumbing', 'insulation_waterproofing', 'completed',
]);
export const itemKind = pgEnum('item_kind', ['property', 'pg', 'project']);
export const otpPurpose = pgEnum('otp_purpose', ['login', 'guest_post']);

// ---------- people and auth ----------
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  countryCode: text('country_code').notNull().default('+91'),
  phoneNumber: text('phone_number').notNull(),
  phoneVerified: boolean('phone_verified').notNull().default(false),
  isRegistered: boolean('is_registered').notNull().default(false),
  roleType: roleType('role_type').notNull().default('buyer'),
  name: text('name'),
  email: text('email'),
  emailVerified: boolean('email_verified').notNull().default(false),
  profilePicture: text('profile_picture'),
  description: text('description'),
  cityArea: text('city_area'),
  cityName: text('city_name'),
  cityLat: doublePrecision('city_lat'),
  cityLong: doublePrecision('city_long'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // Set by the moderation desk (server/admin): a banned user's listings leave search.
  bannedAt: ts('banned_at'),
  bannedReason: text('banned_reason'),
}, (t) => [uniqueIndex('users_phone_uq').on(t.countryCode, t.phoneNumber)]);

export const builderAccounts = pgTable('builder_accounts', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  companyLogo: text('company_logo'),
  companyName: text('company_name').notNull(),
  companyRole: text('company_role').notNull(),
  phoneNumber: text('phone_number'),
  description: text('description'),
  profileCompleted: boolean('profile_completed').notNull().default(false),
  createdAt: createdAt(),
});

export const otpChallenges = pgTable('otp_challenges', {
  id: serial('id').primaryKey(),
  token: text('token').notNull(),
  purpose: otpPurpose('purpose').notNull().default('login'),
  countryCode: text('country_code').notNull(),
  phoneNumber: text('phone_number').notNull(),
  otpHash: text('otp_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  lastSentAt: ts('last_sent_at').notNull().defaultNow(),
  consumedAt: ts('consumed_at'),
  // Set when the right code was entered (consumedAt is also set by a resend):
  // the OTP back-off starts afresh after a phone's owner proved it.
  verifiedAt: ts('verified_at'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('otp_token_uq').on(t.token),
  index('otp_challenges_verified_idx').on(t.phoneNumber, t.verifiedAt),
]);

// One row per OTP text sent: rate limits count these.
export const otpSends = pgTable('otp_sends', {
  id: serial('id').primaryKey(),
  phoneNumber: text('phone_number').notNull(),
  ip: text('ip').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('otp_sends_phone_idx').on(t.phoneNumber, t.createdAt),
  index('otp_sends_ip_idx').on(t.ip, t.createdAt),
]);

// Issue 21 item 8: one row per checked OTP code (right or wrong), by phone and
// network (IPv4 /24, IPv6 /64). Wrong codes make the per-phone guess budget
// across all challenges; right ones mark the owner's known networks
// (server/auth/otp-guesses.ts). The partial index serves the site-wide alarm.
export const otpVerifies = pgTable('otp_verifies', {
  id: serial('id').primaryKey(),
  phoneNumber: text('phone_number').notNull(),
  network: text('network').notNull(),
  ok: boolean('ok').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('otp_verifies_phone_idx').on(t.phoneNumber, t.createdAt),
  index('otp_verifies_failed_idx').on(t.createdAt).where(sql`${t.ok} = false`),
]);

export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: ts('expires_at').notNull(),
});

export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  phoneNumber: text('phone_number').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
}, (t) => [index('sms_outbox_phone_idx').on(t.phoneNumber, t.createdAt)]);

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
}, (t) => [index('mail_outbox_email_idx').on(t.email, t.createdAt)]);

export const emailVerifications = pgTable('email_verifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
}, (t) => [index('email_verifications_user_idx').on(t.userId)]);

export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  smsAlerts: boolean('sms_alerts').notNull().default(true),
  emailAlerts: boolean('email_alerts').notNull().default(true),
  inAppAlerts: boolean('in_app_alerts').notNull().default(true),
  whatsappAlerts: boolean('whatsapp_alerts').notNull().default(false),
  newsletter: boolean('newsletter').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

// ---------- places ----------
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
  // Issue 27: posting looks a typed place up by lower(city_name) and name_lower
  // (server/posting/service.ts localityByName); the unique index above cannot serve it.
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

// ---------- listings ----------
export const listings = pgTable('listings', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  postedBy: posterRole('posted_by').notNull(),
  group: listingGroup('group').notNull(),
  category: listingCategory('category').notNull(),
  postType: postType('post_type').notNull(),
  status: listingStatus('status').notNull().default('pending'),
  title: text('title').notNull(),
  description: text('description'),
  propertyName: text('property_name'),
  address: text('address'),
  city: text('city').notNull(),
  locality: text('locality').notNull(),
  localityId: integer('locality_id').references(() => localities.id),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
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
  amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
  isFeatured: boolean('is_featured').notNull().default(false),
  isVerified: boolean('is_verified').notNull().default(false),
  viewCount: integer('view_count').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  approvedAt: ts('approved_at'),
  expiresAt: ts('expires_at'),
  // Set when a plan ended and the listing was past the poster's allowance (server/plans):
  // it waits, hidden (status expired), until a plan covers it again. Never deleted.
  needsPlan: boolean('needs_plan').notNull().default(false),
  // Posting (server/posting): the poster's own area figures and unit (the *_area columns above
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
  moderationReasons: text('moderation_reasons').array().notNull().default(sql`'{}'::text[]`),
  confirmedAt: ts('confirmed_at'),
  // The moderation desk's reason the poster sees (rejected, taken down, held after sold reports).
  adminNote: text('admin_note'),
  // Issue 23: the PIN code the poster entered, given back on edit.
  postCode: text('post_code'),
}, (t) => [
  // The lazy expiry sweep (server/posting/expiry.ts) finds approved listings past expires_at.
  index('listings_expiry_idx').on(t.status, t.expiresAt),
  index('listings_search_idx').on(t.status, t.group, t.postType, t.city, t.category, t.price),
  index('listings_recent_idx').on(t.status, t.group, t.postType, t.city, t.createdAt),
  // Search in relevance order (featured, newest, id): read backwards, stops after a page.
  index('listings_relevance_idx').on(t.status, t.group, t.postType, t.city, t.isFeatured, t.createdAt, t.id),
  // Search sorted by price over several categories (listings_search_idx has category before price).
  index('listings_price_idx').on(t.status, t.group, t.postType, t.city, t.price),
  // Counting "2 BHK under X" index-only (bench: 103 ms -> 1 ms at 1M listings).
  index('listings_bedrooms_idx').on(t.status, t.group, t.postType, t.city, t.bedrooms, t.price),
  // Locality filters compare lower(locality) (bench: 301 ms -> 0.5 ms at 1M listings).
  index('listings_locality_lower_idx').on(t.status, t.group, t.postType, t.city, sql`lower(${t.locality})`),
  index('listings_locality_idx').on(t.city, t.locality),
  // Issue 27: the posting price check's most recent comparables of a category in a
  // city (server/posting/moderation.ts recentRates), read in order without a sort.
  index('listings_category_recent_idx').on(t.status, t.group, t.postType, t.city, t.category, t.createdAt),
  // Issue 26: a detail page's similar listings in its own locality, newest first, read
  // a few rows deep (server/search/detail.ts) instead of the whole locality.
  index('listings_similar_locality_idx').on(t.status, t.group, t.postType, t.city, t.category, sql`lower(${t.locality})`, t.createdAt),
  index('listings_user_idx').on(t.userId),
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

// Posted photos (server/media): WebP renditions at `<storage_key>-<width>.webp` in the
// storage (local disk or S3); phash = 64-bit perceptual hash for the cloned-ad check.
export const photoStatus = pgEnum('photo_status', ['processing', 'ready', 'failed']);
export const photos = pgTable('photos', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  widths: integer('widths').array().notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  phash: bigint('phash', { mode: 'bigint' }).notNull(),
  status: photoStatus('status').notNull().default('ready'),
  createdAt: createdAt(),
}, (t) => [
  index('photos_user_idx').on(t.userId),
  // The hash cut into 5 bands (13+13+13+13+12 bits): two hashes within 4 bits share at least
  // one band exactly, so the cloned-photo check looks up candidates by band instead of
  // comparing every photo (server/media/duplicates.ts spells the same expressions).
  index('photos_band0_idx').on(sql`((${t.phash} >> 51) & 8191)`),
  index('photos_band1_idx').on(sql`((${t.phash} >> 38) & 8191)`),
  index('photos_band2_idx').on(sql`((${t.phash} >> 25) & 8191)`),
  index('photos_band3_idx').on(sql`((${t.phash} >> 12) & 8191)`),
  index('photos_band4_idx').on(sql`(${t.phash} & 4095)`),
]);

export const listingImages = pgTable('listing_images', {
  id: serial('id').primaryKey(),
  kind: itemKind('kind').notNull(),
  itemId: integer('item_id').notNull(),
  url: text('url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  // Set for uploaded photos (seeded demo images have none).
  photoId: integer('photo_id').references(() => photos.id, { onDelete: 'set null' }),
}, (t) => [
  index('listing_images_item_idx').on(t.kind, t.itemId, t.sortOrder),
  index('listing_images_photo_idx').on(t.photoId),
]);

// Uploaded files (images, documents), stored by content hash.
export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  purpose: text('purpose').notNull(),
  path: text('path').notNull(),
  mime: text('mime').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: createdAt(),
}, (t) => [
  // /uploads/<name> serves a file only if a public upload uses it (issue 21 §9): one lookup by path.
  index('uploads_path_idx').on(t.path),
]);

// One row per file accepted from a user, whatever path stored it (profile
// uploads, listing photos): the daily upload quota (server/uploads/quota.ts) counts these.
export const uploadUsage = pgTable('upload_usage', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  bytes: integer('bytes').notNull(),
  createdAt: createdAt(),
}, (t) => [index('upload_usage_user_idx').on(t.userId, t.createdAt)]);

// ---------- PGs ----------
export const pgs = pgTable('pgs', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  postedBy: posterRole('posted_by').notNull(),
  status: listingStatus('status').notNull().default('pending'),
  name: text('name').notNull(),
  description: text('description'),
  address: text('address'),
  city: text('city').notNull(),
  locality: text('locality').notNull(),
  localityId: integer('locality_id').references(() => localities.id),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  gender: pgGender('gender').notNull(),
  roomTypes: text('room_types').array().notNull(),
  minRent: integer('min_rent').notNull(),
  deposit: integer('deposit'),
  foodIncluded: boolean('food_included').notNull().default(false),
  adminNote: text('admin_note'), // moderation desk reason the poster sees
  amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
  rules: text('rules').array().notNull().default(sql`'{}'::text[]`),
  isFeatured: boolean('is_featured').notNull().default(false),
  viewCount: integer('view_count').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // PG posting (issue 10, server/pgs): food, house rules and the posting life cycle
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
  moderationReasons: text('moderation_reasons').array().notNull().default(sql`'{}'::text[]`),
  approvedAt: ts('approved_at'),
  confirmedAt: ts('confirmed_at'),
  expiresAt: ts('expires_at'),
  // Issue 23: the building name and PIN code of the location step, given back on edit.
  propertyName: text('property_name'),
  postCode: text('post_code'),
}, (t) => [
  index('pgs_expiry_idx').on(t.status, t.expiresAt),
  // Filters and counts: room_types rides along so the count is an index-only scan.
  index('pgs_search_idx').on(t.status, t.city, t.gender, t.minRent, t.roomTypes),
  // Relevance order (featured, newest), read backwards, stopping after a page.
  index('pgs_relevance_idx').on(t.status, t.city, t.isFeatured, t.createdAt, t.id),
  index('pgs_locality_lower_idx').on(t.status, t.city, sql`lower(${t.locality})`),
  index('pgs_user_idx').on(t.userId),
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
  // Issue 27: a PG room-type search probes each PG's rooms of the asked types
  // within the budget (server/search/where.ts pgMatchingRooms): index-only.
  index('pg_rooms_match_idx').on(t.pgId, t.roomType, t.rent),
]);

// ---------- projects ----------
export type ProjectAmenity = { name: string; status: boolean };
export const projects = pgTable('projects', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  status: listingStatus('status').notNull().default('pending'),
  projectType: projectType('project_type').notNull(),
  name: text('name').notNull(),
  address: text('address'),
  city: text('city').notNull(),
  locality: text('locality').notNull(),
  localityId: integer('locality_id').references(() => localities.id),
  state: text('state'),
  country: text('country').notNull().default('India'),
  postCode: text('post_code'),
  addressLine1: text('address_line_1'),
  addressLine2: text('address_line_2'),
  formattedAddress: text('formatted_address'),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
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
  isFeatured: boolean('is_featured').notNull().default(false),
  viewCount: integer('view_count').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // A project whose plan slot ended (server/plans): hidden until a renewal covers it.
  needsPlan: boolean('needs_plan').notNull().default(false),
  adminNote: text('admin_note'), // moderation desk reason the poster sees
  // Project posting (issue 10, server/projects): RERA registration, brochure PDF
  // (an uploads row), moderation reasons and 60-day freshness like listings.
  reraNumber: text('rera_number'),
  reraState: text('rera_state'),
  brochureUploadId: integer('brochure_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
  moderationReasons: text('moderation_reasons').array().notNull().default(sql`'{}'::text[]`),
  approvedAt: ts('approved_at'),
  confirmedAt: ts('confirmed_at'),
  expiresAt: ts('expires_at'),
}, (t) => [
  index('projects_expiry_idx').on(t.status, t.expiresAt),
  index('projects_search_idx').on(t.status, t.city, t.projectType, t.priceMin),
  // Projects join residential sale searches: their relevance and price orders.
  index('projects_relevance_idx').on(t.status, t.city, t.isFeatured, t.createdAt, t.id),
  // price_max and project_type ride along so budget counts are index-only scans.
  index('projects_price_idx').on(t.status, t.city, t.priceMin, t.priceMax, t.projectType),
  index('projects_locality_lower_idx').on(t.status, t.city, sql`lower(${t.locality})`),
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

// ---------- engagement ----------
export const bookmarks = pgTable('bookmarks', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: itemKind('kind').notNull(),
  itemId: integer('item_id').notNull(),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.kind, t.itemId] }),
  // Saved properties list: one user's bookmarks, newest first.
  index('bookmarks_user_recent_idx').on(t.userId, t.createdAt),
]);

export const viewedItems = pgTable('viewed_items', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: itemKind('kind').notNull(),
  itemId: integer('item_id').notNull(),
  viewedAt: ts('viewed_at').notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.kind, t.itemId] }),
  index('viewed_items_recent_idx').on(t.userId, t.viewedAt),
]);

// Views per item per Indian calendar day (fed where views are counted, server/search/views.ts):
// My Properties' 30-day statistics read these.
export const itemViewDays = pgTable('item_view_days', {
  kind: itemKind('kind').notNull(),
  itemId: integer('item_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  views: integer('views').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.kind, t.itemId, t.day] })]);

export const callbackRequests = pgTable('callback_requests', {
  id: serial('id').primaryKey(),
  requesterId: integer('requester_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: itemKind('kind').notNull(),
  itemId: integer('item_id').notNull(),
  name: text('name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  preferredTime: text('preferred_time'),
  message: text('message'),
  createdAt: createdAt(),
  // The poster answered "share my number": only this requester then sees the poster's phone.
  sharedAt: ts('shared_at'),
}, (t) => [
  index('callback_requester_idx').on(t.requesterId, t.createdAt),
  index('callback_owner_idx').on(t.ownerId, t.createdAt),
  // One request per user per item per calendar day in India; the insert relies on it (no race).
  uniqueIndex('callback_daily_uq').on(t.requesterId, t.kind, t.itemId,
    sql`((${t.createdAt} at time zone 'Asia/Kolkata')::date)`),
]);

export const reports = pgTable('reports', {
  id: serial('id').primaryKey(),
  reporterId: integer('reporter_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  targetKind: text('target_kind').notNull(),
  targetId: integer('target_id').notNull(),
  reason: text('reason').notNull(),
  details: text('details'),
  createdAt: createdAt(),
  // The moderation desk closes a report (dismissed or acted on).
  resolvedAt: ts('resolved_at'),
}, (t) => [
  // A user reports an item once (server/reports).
  uniqueIndex('reports_once_uq').on(t.reporterId, t.targetKind, t.targetId),
  index('reports_target_idx').on(t.targetKind, t.targetId),
]);

export const ratingsReviews = pgTable('ratings_reviews', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: itemKind('kind').notNull(),
  itemId: integer('item_id').notNull(),
  rating: integer('rating').notNull(),
  review: text('review'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('ratings_user_item_uq').on(t.userId, t.kind, t.itemId)]);

export const enquiries = pgTable('enquiries', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  kind: itemKind('kind').notNull(),
  itemId: integer('item_id').notNull(),
  name: text('name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  email: text('email'),
  message: text('message'),
  createdAt: createdAt(),
  // The poster the enquiry went to (looked up from the item) and "share my number".
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
  sharedAt: ts('shared_at'),
}, (t) => [
  index('enquiries_owner_idx').on(t.ownerId, t.createdAt),
  index('enquiries_user_idx').on(t.userId, t.createdAt),
]);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  source: text('source').notNull().default('site'),
  name: text('name').notNull(),
  email: text('email'),
  phoneNumber: text('phone_number'),
  subject: text('subject'),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  audience: text('audience').notNull().default('general'),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('newsletter_email_uq').on(t.email)]);

export const analyticsEvents = pgTable('analytics_events', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  actionType: text('action_type').notNull(),
  propertyType: text('property_type'),
  propertyId: integer('property_id'),
  pageNo: integer('page_no'),
  createdAt: createdAt(),
}, (t) => [index('analytics_property_idx').on(t.propertyType, t.propertyId)]);

// ---------- plans and payments ----------
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  audience: roleType('audience').notNull(),
  durationDays: integer('duration_days').notNull(),
  pricePaise: integer('price_paise').notNull(),
  listingQuota: integer('listing_quota').notNull(),
  featuredQuota: integer('featured_quota').notNull().default(0),
  projectQuota: integer('project_quota').notNull().default(0),
  features: text('features').array().notNull().default(sql`'{}'::text[]`),
  isActive: boolean('is_active').notNull().default(true),
  priorityModeration: boolean('priority_moderation').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [uniqueIndex('plans_code_uq').on(t.code)]);

export const billingDetails = pgTable('billing_details', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  gstin: text('gstin'),
  address: text('address').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  pincode: text('pincode').notNull(),
  createdAt: createdAt(),
});

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  planId: integer('plan_id').notNull().references(() => plans.id),
  billingId: integer('billing_id').references(() => billingDetails.id),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull().default('INR'),
  status: text('status').notNull().default('created'),
  providerRef: text('provider_ref'),
  renewOfSubscriptionId: integer('renew_of_subscription_id'),
  projectId: integer('project_id'),
  createdAt: createdAt(),
  paidAt: ts('paid_at'),
  // status: created -> paid | failed | expired; paid never moves back (server/payments).
  provider: text('provider').notNull().default('sandbox'),
  receipt: text('receipt'),
  basePaise: integer('base_paise'),
  taxPaise: integer('tax_paise'),
  paymentRef: text('payment_ref'),
  expiresAt: ts('expires_at'),
  updatedAt: ts('updated_at').defaultNow(),
}, (t) => [
  index('orders_user_idx').on(t.userId, t.createdAt),
  uniqueIndex('orders_provider_ref_uq').on(t.provider, t.providerRef),
]);

export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  planId: integer('plan_id').notNull().references(() => plans.id),
  orderId: integer('order_id').references(() => orders.id),
  status: text('status').notNull().default('active'),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  createdAt: createdAt(),
  // What the plan gave when bought: later edits of the plan row do not change a sold plan.
  listingQuota: integer('listing_quota'),
  featuredQuota: integer('featured_quota'),
  projectQuota: integer('project_quota'),
  priorityModeration: boolean('priority_moderation').notNull().default(false),
  renewedFromId: integer('renewed_from_id'),
}, (t) => [
  index('subscriptions_user_idx').on(t.userId, t.endsAt),
  uniqueIndex('subscriptions_order_uq').on(t.orderId),
]);

export const subscriptionProjects = pgTable('subscription_projects', {
  subscriptionId: integer('subscription_id').notNull().references(() => subscriptions.id, { onDelete: 'cascade' }),
  projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
  removedAt: ts('removed_at'),
}, (t) => [primaryKey({ columns: [t.subscriptionId, t.projectId] })]);

// A listing or project featured under a plan; ended_at set when the plan ends or the poster stops it.
export const featuredItems = pgTable('featured_items', {
  id: serial('id').primaryKey(),
  subscriptionId: integer('subscription_id').notNull().references(() => subscriptions.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: itemKind('kind').notNull(),
  itemId: integer('item_id').notNull(),
  createdAt: createdAt(),
  endedAt: ts('ended_at'),
}, (t) => [
  uniqueIndex('featured_items_live_uq').on(t.kind, t.itemId).where(sql`ended_at is null`),
  index('featured_items_sub_idx').on(t.subscriptionId),
]);

// Tax invoices, numbered without gaps per financial year through invoice_counters.
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  last: integer('last').notNull().default(0),
});

export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  number: text('number').notNull(),
  orderId: integer('order_id').notNull().references(() => orders.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  sellerName: text('seller_name').notNull(),
  sellerAddress: text('seller_address').notNull(),
  sellerState: text('seller_state').notNull(),
  sellerGstin: text('seller_gstin').notNull(),
  buyerName: text('buyer_name').notNull(),
  buyerAddress: text('buyer_address').notNull(),
  buyerState: text('buyer_state').notNull(),
  buyerGstin: text('buyer_gstin'),
  sacCode: text('sac_code').notNull(),
  description: text('description').notNull(),
  taxablePaise: integer('taxable_paise').notNull(),
  cgstPaise: integer('cgst_paise').notNull().default(0),
  sgstPaise: integer('sgst_paise').notNull().default(0),
  igstPaise: integer('igst_paise').notNull().default(0),
  totalPaise: integer('total_paise').notNull(),
  issuedAt: createdAt(),
  // Issue 23.8: copied when issued, as the rest of the invoice (a later upgrade shortens the
  // subscription row, not the period this invoice billed).
  orderRef: text('order_ref'),
  paymentRef: text('payment_ref'),
  periodFrom: ts('period_from'),
  periodTo: ts('period_to'),
}, (t) => [uniqueIndex('invoices_number_uq').on(t.number), uniqueIndex('invoices_order_uq').on(t.orderId)]);

// Webhook events already handled (provider + its event id): a repeated delivery is skipped.
export const paymentEvents = pgTable('payment_events', {
  id: serial('id').primaryKey(),
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  type: text('type').notNull(),
  orderId: integer('order_id'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('payment_events_uq').on(t.provider, t.eventId)]);

// Refused verifications and webhooks (bad signature, amount mismatch, another user's order...).
export const paymentAudit = pgTable('payment_audit', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id'),
  userId: integer('user_id'),
  kind: text('kind').notNull(),
  detail: text('detail'),
  createdAt: createdAt(),
}, (t) => [index('payment_audit_order_idx').on(t.orderId)]);

// The in-app sandbox gateway's own payments (what a real gateway keeps on its side).
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  providerOrderId: text('provider_order_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
});

// SPEC §7 create-subscribed-by: who (a sales contact or referrer) brought this purchase.
export const subscribedBy = pgTable('subscribed_by', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  phoneNumber: text('phone_number'),
  createdAt: createdAt(),
});

// ---------- trust: reviews, moderation desk, saved-search alerts (server/reviews, server/admin, server/alerts) ----------
// Reviews of a poster (target_kind 'user') or a project. ratings_reviews keys on item_kind,
// which cannot name a person, so reviews live here. One per reviewer per target, editable.
export const reviews = pgTable('reviews', {
  id: serial('id').primaryKey(),
  reviewerId: integer('reviewer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  targetKind: text('target_kind').notNull(),
  targetId: integer('target_id').notNull(),
  rating: integer('rating').notNull(),
  review: text('review').notNull(),
  reply: text('reply'),
  repliedAt: ts('replied_at'),
  hiddenAt: ts('hidden_at'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('reviews_once_uq').on(t.reviewerId, t.targetKind, t.targetId),
  index('reviews_target_idx').on(t.targetKind, t.targetId),
]);

// Admins exist only through `npm run admin:create` (never through the API).
export const admins = pgTable('admins', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const adminAudit = pgTable('admin_audit', {
  id: serial('id').primaryKey(),
  adminId: integer('admin_id').notNull().references(() => users.id),
  action: text('action').notNull(),
  targetKind: text('target_kind').notNull(),
  targetId: integer('target_id').notNull(),
  reason: text('reason'),
  createdAt: createdAt(),
}, (t) => [index('admin_audit_recent_idx').on(t.createdAt)]);

export const savedSearches = pgTable('saved_searches', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  searchGroup: text('search_group').notNull(),
  searchId: text('search_id').notNull(),
  body: jsonb('body').notNull(),
  frequency: text('frequency').notNull().default('instant'),
  channel: text('channel').notNull().default('email'),
  createdAt: createdAt(),
}, (t) => [index('saved_searches_user_idx').on(t.userId)]);

// Transactional outbox: one row per listing that went live, written in the listing's own transaction.
export const alertEvents = pgTable('alert_events', {
  id: serial('id').primaryKey(),
  kind: itemKind('kind').notNull(),
  itemId: integer('item_id').notNull(),
  createdAt: createdAt(),
  expandedAt: ts('expanded_at'),
}, (t) => [index('alert_events_open_idx').on(t.expandedAt, t.id)]);

// One per saved search per item: the unique key makes delivery exactly once.
export const alertDeliveries = pgTable('alert_deliveries', {
  id: serial('id').primaryKey(),
  savedSearchId: integer('saved_search_id').notNull().references(() => savedSearches.id, { onDelete: 'cascade' }),
  kind: itemKind('kind').notNull(),
  itemId: integer('item_id').notNull(),
  dueAt: ts('due_at').notNull().defaultNow(),
  sentAt: ts('sent_at'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('alert_deliveries_once_uq').on(t.savedSearchId, t.kind, t.itemId),
  index('alert_deliveries_due_idx').on(t.sentAt, t.dueAt),
]);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Listing = typeof listings.$inferSelect;
export type NewListing = typeof listings.$inferInsert;
export type Locality = typeof localities.$inferSelect;
export type NewLocality = typeof localities.$inferInsert;
export type City = typeof cities.$inferSelect;
export type Pg = typeof pgs.$inferSelect;
export type NewPg = typeof pgs.$inferInsert;
export type Project = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
export type ProjectConfiguration = typeof projectConfigurations.$inferSelect;
export type OtpChallenge = typeof otpChallenges.$inferSelect;
export * from './schema-grievances';
