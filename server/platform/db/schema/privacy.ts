// Privacy (DPDP Act 2023): proof of consent, and the log of which personal rows the desk read.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { users } from './people';

// One row per consent given: who, to what purpose, under which notice version, when and how.
// Withdrawing stamps withdrawn_at (the row stays: it is the proof of what was given and when
// it ended); giving again adds a new row. Purposes: account, alerts_sms, alerts_email,
// newsletter, lead_share (one per lead: "share my number with this poster").
export const consents = pgTable('consents', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  noticeVersion: text('notice_version').notNull(),
  channel: text('channel').notNull(),
  // lead_share only: the lead ('callback' | 'enquiry', its id) and the poster it went to.
  leadType: text('lead_type'),
  leadId: integer('lead_id'),
  posterId: integer('poster_id'),
  givenAt: createdAt(),
  withdrawnAt: ts('withdrawn_at'),
}, (t) => [
  index('consents_user_idx').on(t.userId, t.givenAt),
  // At most one live consent per user, purpose and lead: giving twice is one record.
  uniqueIndex('consents_live_uq').on(t.userId, t.purpose, sql`coalesce(${t.leadType}, '')`, sql`coalesce(${t.leadId}, 0)`)
    .where(sql`${t.withdrawnAt} is null`),
  index('consents_lead_idx').on(t.leadType, t.leadId),
]);

// Every personal row a desk admin's screen or API call showed (DPDP breach runbook: who read what).
// Kept at least a year (DPDP Rules 2025, rule 6: logs for detecting and answering breaches).
export const adminReads = pgTable('admin_reads', {
  id: serial('id').primaryKey(),
  adminId: integer('admin_id').notNull(),
  targetKind: text('target_kind').notNull(),
  targetId: integer('target_id').notNull(),
  via: text('via').notNull(),
  createdAt: createdAt(),
}, (t) => [index('admin_reads_recent_idx').on(t.createdAt), index('admin_reads_target_idx').on(t.targetKind, t.targetId)]);
