// What every app server of a fleet must share, kept in the database so that no
// answer depends on which server gave it: the token secret, the job leases and
// the rate-limit counters (server/platform/fleet, server/platform/jobs, server/platform/http/throttle.ts).
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// Secrets the servers must agree on (the token signing key when JWT_SECRET is unset).
// Written once, under the migration lock, by the first server that starts.
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

// One row per background job: the server that moves next_run_at forward runs the
// job; the others see the row already claimed and skip it until the next period.
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  nextRunAt: ts('next_run_at').notNull(),
  lastRunAt: ts('last_run_at'),
  lastOwner: text('last_owner'),
  lastResult: text('last_result'),
  runs: integer('runs').notNull().default(0),
});

// Rate limits shared by every server: one row per limited key, whose window opens
// at its first counted hit and closes at expires_at (server/platform/http/throttle.ts).
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  hits: integer('hits').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
}, (t) => [index('rate_counters_expires_idx').on(t.expiresAt)]);
