// Engagement: bookmarks, views, callbacks, reports, enquiries, contact, analytics.
import { date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { istDate } from '../ist';
import { ts, createdAt } from './columns';
import { itemKind } from './enums';
import { users } from './people';

export const bookmarks = pgTable('bookmarks', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: itemKind('kind').notNull(),
  itemId: integer('item_id').notNull(),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.kind, t.itemId] }),
  // Saved properties list: one user's bookmarks, newest first.
  index('bookmarks_user_recent_idx').on(t.userId, t.createdAt),
  // Saves per item (My Properties, statistics): the primary key starts with the user.
  index('bookmarks_item_idx').on(t.kind, t.itemId),
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

// Views per item per Indian calendar day (fed where views are counted, server/catalog/search/views/views.ts):
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
  // Leads per item (My Properties, statistics) without reading every request.
  index('callback_item_idx').on(t.kind, t.itemId),
  // One request per user per item per calendar day in India; the insert relies on it (no race).
  uniqueIndex('callback_daily_uq').on(t.requesterId, t.kind, t.itemId,
    istDate(t.createdAt)),
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
  // A user reports an item once (server/trust/reports).
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

// Each row is also the proof of a visitor's consent to the newsletter (DPDP s.6): the address,
// when, under which version of the privacy notice and from which form. Unsubscribing deletes it.
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  noticeVersion: text('notice_version'),
  channel: text('channel'),
  // The language of the page the visitor signed up on: the newsletter's mails are written in it.
  locale: text('locale'),
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
