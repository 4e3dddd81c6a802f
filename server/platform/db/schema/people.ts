// People and auth: users, OTP, tokens, outboxes, notification settings.
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { otpPurpose, roleType } from './enums';

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
  // Set by the moderation desk (server/trust/admin): a banned user's listings leave search.
  bannedAt: ts('banned_at'),
  bannedReason: text('banned_reason'),
  // Set when the user deleted the account (server/trust/privacy/erase.ts): the row stays, emptied, so
  // invoices keep their buyer id; the phone becomes a tombstone and sessions stop working.
  deletedAt: ts('deleted_at'),
  // The language the user picked in the switcher while signed in ('en', 'hi', 'kn'); null: never picked.
  // Texts sent without a page to read it from (alerts) use it; a new device's login restores it.
  locale: text('locale'),
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

// One row per checked OTP code (right or wrong), by phone and
// network (IPv4 /24, IPv6 /64). Wrong codes make the per-phone guess budget
// across all challenges; right ones mark the owner's known networks
// (server/accounts/auth/otp-guesses.ts). The partial index serves the site-wide alarm.
export const otpVerifies = pgTable('otp_verifies', {
  id: serial('id').primaryKey(),
  phoneNumber: text('phone_number').notNull(),
  network: text('network').notNull(),
  ok: boolean('ok').notNull(),
  // The challenge the code was entered for: a right code forgives that challenge's wrong ones
  // (the owner's typos), so only codes nobody followed with the right one spend the budget.
  challengeId: integer('challenge_id'),
  forgiven: boolean('forgiven').notNull().default(false),
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
  // Alerts by SMS and e-mail are consents (DPDP s.6): off until the user turns them on or saves an alert.
  smsAlerts: boolean('sms_alerts').notNull().default(false),
  emailAlerts: boolean('email_alerts').notNull().default(false),
  inAppAlerts: boolean('in_app_alerts').notNull().default(true),
  whatsappAlerts: boolean('whatsapp_alerts').notNull().default(false),
  newsletter: boolean('newsletter').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type OtpChallenge = typeof otpChallenges.$inferSelect;
