// Trust: reviews, the moderation desk, saved-search alerts.
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { itemKind } from './enums';
import { users } from './people';

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

// A keyed hash (HMAC, server/trust/admin/banned-phones.ts) of each number the desk banned. It outlives
// the account's erasure, so the number signs up again onto a banned account; only the desk's
// "lift ban" removes it. No foreign key: the row must survive whatever happens to the account.
export const bannedPhones = pgTable('banned_phones', {
  phoneHash: text('phone_hash').primaryKey(),
  // The account the desk banned (its row stays, emptied, after erasure): the desk lifts by it.
  userId: integer('user_id').notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
}, (t) => [index('banned_phones_user_idx').on(t.userId)]);

export const savedSearches = pgTable('saved_searches', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  searchGroup: text('search_group').notNull(),
  searchId: text('search_id').notNull(),
  body: jsonb('body').notNull(),
  frequency: text('frequency').notNull().default('instant'),
  channel: text('channel').notNull().default('email'),
  // Also alert when a matching live listing lowers its price.
  priceDrops: boolean('price_drops').notNull().default(false),
  createdAt: createdAt(),
  // The prefilter key (server/messaging/alerts/match-key.ts), computed from the body on save: a new
  // item reads the few saved searches that could match it from saved_searches_match_idx instead of all.
  matchFor: text('match_for').notNull(),
  matchCity: text('match_city').notNull(),
  matchCities: text('match_cities').array().notNull(),
  matchPriceLo: bigint('match_price_lo', { mode: 'number' }).notNull(),
  matchPriceHi: bigint('match_price_hi', { mode: 'number' }).notNull(),
  matchBeds: integer('match_beds').notNull(),
  matchProjects: boolean('match_projects').notNull(),
}, (t) => [
  index('saved_searches_user_idx').on(t.userId),
  // Answers the prefilter alone (an index-only scan): equality on group, for and city, a range on price_hi;
  // the columns after it are only carried (drizzle has no INCLUDE): the rest of the key is checked on the
  // entries, and id and frequency are all the matcher reads of a candidate (server/messaging/alerts/match-many.ts).
  index('saved_searches_match_idx').on(t.searchGroup, t.matchFor, t.matchCity, t.matchPriceHi,
    t.matchPriceLo, t.matchBeds, t.matchProjects, t.priceDrops, t.id, t.frequency, t.matchCities),
]);

// Transactional outbox: one row per listing that went live, written in the listing's own transaction.
export const alertEvents = pgTable('alert_events', {
  id: serial('id').primaryKey(),
  kind: itemKind('kind').notNull(),
  itemId: integer('item_id').notNull(),
  // 'new' (went live) or 'drop:<new price>' (a live listing lowered its price; listing_events' trigger).
  reason: text('reason').notNull().default('new'),
  createdAt: createdAt(),
  expandedAt: ts('expanded_at'),
}, (t) => [index('alert_events_open_idx').on(t.expandedAt, t.id)]);

// One per saved search per item: the unique key makes delivery exactly once.
export const alertDeliveries = pgTable('alert_deliveries', {
  id: serial('id').primaryKey(),
  savedSearchId: integer('saved_search_id').notNull().references(() => savedSearches.id, { onDelete: 'cascade' }),
  kind: itemKind('kind').notNull(),
  itemId: integer('item_id').notNull(),
  // As alert_events.reason: each price a listing drops to is alerted once per search.
  reason: text('reason').notNull().default('new'),
  dueAt: ts('due_at').notNull().defaultNow(),
  sentAt: ts('sent_at'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('alert_deliveries_once_uq').on(t.savedSearchId, t.kind, t.itemId, t.reason),
  index('alert_deliveries_due_idx').on(t.sentAt, t.dueAt),
]);
