import 'server-only';
import { and, eq, lte, sql } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { listings, pgs, projects } from '../db/schema';

// Freshness: a listing expires FRESH_DAYS after its poster last confirmed it
// (posting, editing or "Still available" all confirm: confirmed_at = now,
// expires_at = now + 60 days). Nobody has to set up a cron on either database:
// the first search, detail page or My Properties request after a minute runs
// one UPDATE that flips approved listings past expires_at to expired (an index
// range scan on listings_expiry_idx (status, expires_at), ~1 ms when nothing is
// due), and waits for it, so an expired listing leaves search at most a minute
// late. Several servers may sweep at once: the UPDATE is idempotent.

// The freshness rules themselves (60 days, what a save or a renewal sets) are
// the item life cycle's: server/items/freshness.ts.
export { DESK_REVIEW_REASON, FRESH_DAYS, freshUntil, renewedState, savedState } from '../items/freshness';
export const SWEEP_EVERY_MS = 60_000;

/** Flips approved listings, PGs and projects (issue 10) whose confirmation ran out; returns how many. */
export async function sweepExpired(db?: Db, now = new Date()): Promise<number> {
  const d = db ?? await getDb();
  let n = 0;
  // Each table has its own (status, expires_at) index; seeded rows without expires_at never expire.
  for (const t of [listings, pgs, projects] as const) {
    const done = await d.update(t).set({ status: 'expired', updatedAt: now })
      .where(and(eq(t.status, 'approved'), lte(t.expiresAt, now)))
      .returning({ id: t.id });
    n += done.length;
  }
  return n;
}

let last = 0;
let running: Promise<unknown> | null = null;

/** The lazy sweep: at most once a minute per server process; concurrent callers share one run. */
export async function sweepIfDue(): Promise<void> {
  const now = Date.now();
  if (running) { await running; return; }
  if (now - last < SWEEP_EVERY_MS) return;
  last = now;
  running = sweepExpired().catch((e) => {
    last = 0; // try again on the next request
    console.error('expiry sweep failed', e);
  }).finally(() => { running = null; });
  await running;
}

/** Tests move the clock: forget when the last sweep ran. */
export function resetSweepClock() {
  last = 0;
}

/** "Confirmed available" date of a listing (seeded listings were never confirmed: their approval counts). */
export const confirmedSql = sql`coalesce(${listings.confirmedAt}, ${listings.approvedAt}, ${listings.createdAt})`;
