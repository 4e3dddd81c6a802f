import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './people';

// Spreadsheet imports (server/listings/imports). The job and every row live here, not in a
// process's memory, so any app server can carry on a job another one started or
// lost in a crash: rows are claimed in batches with FOR UPDATE SKIP LOCKED.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** checked: rows validated, waiting for the user's confirm; queued/running: importing; done; cancelled. */
export type ImportJobStatus = 'checked' | 'queued' | 'running' | 'done' | 'cancelled';
/** invalid: failed the checks (never imported); pending: to do; claimed: a worker has it; done; failed: refused by a rule. */
export type ImportRowState = 'invalid' | 'pending' | 'claimed' | 'done' | 'failed';

export const importJobs = pgTable('import_jobs', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  group: text('group').notNull(),
  fileName: text('file_name').notNull(),
  status: text('status').$type<ImportJobStatus>().notNull().default('checked'),
  total: integer('total').notNull(),
  valid: integer('valid').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  confirmedAt: ts('confirmed_at'),
  finishedAt: ts('finished_at'),
}, (t) => [
  index('import_jobs_user_idx').on(t.userId, t.createdAt),
  // The workers look for jobs with work left.
  index('import_jobs_open_idx').on(t.status).where(sql`${t.status} in ('queued', 'running')`),
]);

export const importRows = pgTable('import_rows', {
  id: serial('id').primaryKey(),
  jobId: integer('job_id').notNull().references(() => importJobs.id, { onDelete: 'cascade' }),
  /** The row as the spreadsheet numbers it (the header is row 1). */
  rowNo: integer('row_no').notNull(),
  externalId: text('external_id'),
  category: text('category'),
  /** The checked listing body (lib/posting/schemas.ts ListingBody), null for an invalid row. */
  body: jsonb('body'),
  state: text('state').$type<ImportRowState>().notNull(),
  /** The row's messages: its check errors, or why a rule refused it. */
  errors: text('errors').array().notNull().default(sql`'{}'::text[]`),
  claimedAt: ts('claimed_at'),
  listingId: integer('listing_id').references(() => listings.id),
  /** created or updated, once done; the listing's status after the import (approved or pending). */
  outcome: text('outcome'),
  listingStatus: text('listing_status'),
}, (t) => [
  uniqueIndex('import_rows_job_row_uq').on(t.jobId, t.rowNo),
  // Claiming a batch: pending (or long-claimed) rows of open jobs in file order.
  index('import_rows_todo_idx').on(t.jobId, t.rowNo).where(sql`${t.state} in ('pending', 'claimed')`),
]);

export type ImportJob = typeof importJobs.$inferSelect;
export type ImportRow = typeof importRows.$inferSelect;
