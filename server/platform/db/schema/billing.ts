// Plans and payments: orders, subscriptions, featuring, invoices, payment audit.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { itemKind, roleType } from './enums';
import { users } from './people';
import { projects } from './projects';

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
  // status: created -> paid | failed | expired; paid never moves back (server/money/payments).
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
  // Copied when issued, as the rest of the invoice (a later upgrade shortens the
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
