import 'server-only';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { listings, listingStatus, pgs, projects } from '../db/schema';

// Freshness: a listing expires FRESH_DAYS after its poster last confirmed it
// (posting, editing or "Still available" all confirm: confirmed_at = now,
// expires_at = now + 60 days). Nobody has to set up a cron on either database:
// the first search, detail page or My Properties request after a minute runs
// one UPDATE that flips approved listings past expires_at to expired (an index
// range scan on listings_expiry_idx (status, expires_at), ~1 ms when nothing is
// due), and waits for it, so an expired listing leaves search at most a minute
// late. Several servers may sweep at once: the UPDATE is idempotent.

export const FRESH_DAYS = 60;
const DAY = 86_400_000;
export const SWEEP_EVERY_MS = 60_000;

export const freshUntil = (from: Date) => new Date(from.getTime() + FRESH_DAYS * DAY);

type Status = (typeof listingStatus.enumValues)[number];

/**
 * The hold reason of an item the moderation desk rejected or took down and its
 * poster then edited (issue 21): a person at the desk looks again; an edit never
 * undoes the desk. It stays among the reasons until the desk approves (which
 * clears them), so a second edit cannot slip it out either.
 */
export const DESK_REVIEW_REASON = 'Changed after our moderation team took it down: a person checks it again before it goes live.';

type Existing = { approvedAt: Date | null; status?: Status; moderationReasons?: string[] | null };

/** Reasons of a save: moderation's own, plus the desk's hold when the desk had taken the item down. */
function withDeskHold(reasons: string[], existing: Existing | undefined): string[] {
  const held = existing && (existing.status === 'rejected' || existing.moderationReasons?.includes(DESK_REVIEW_REASON));
  return held ? [...reasons.filter((r) => r !== DESK_REVIEW_REASON), DESK_REVIEW_REASON] : reasons;
}

/**
 * What a save (create or edit) of a listing, PG or project sets: live at once when
 * moderation found nothing, else pending with the reasons; confirmed now, fresh for
 * FRESH_DAYS. The first approval date is kept. An item the desk rejected or took
 * down goes to pending for the desk, never straight to live.
 */
export function savedState(found: string[], existing: Existing | undefined, now: Date) {
  const reasons = withDeskHold(found, existing);
  const live = reasons.length === 0;
  return {
    status: (live ? 'approved' : 'pending') as Status,
    approvedAt: existing?.approvedAt ?? (live ? now : null),
    moderationReasons: reasons, confirmedAt: now, expiresAt: freshUntil(now), updatedAt: now,
  };
}

/** "Still available": FRESH_DAYS more from now; an expired item goes live again. */
export function renewedState(row: { status: Status; approvedAt: Date | null }, now: Date) {
  const status: Status = row.status === 'expired' ? 'approved' : row.status;
  return { status, confirmedAt: now, expiresAt: freshUntil(now), updatedAt: now, approvedAt: row.approvedAt ?? (status === 'approved' ? now : null) };
}

/** Rows flipped per statement: a sweep of 100k due rows is many short transactions, never one long lock. */
export const SWEEP_BATCH = 1000;

/** Flips approved listings, PGs and projects (issue 10) whose confirmation ran out; returns how many. */
export async function sweepExpired(db?: Db, now = new Date()): Promise<number> {
  const d = db ?? await getDb();
  let n = 0;
  // Each table has its own (status, expires_at) index. The batch is read in expires_at order with
  // a LIMIT so the planner walks that index and stops: without it, at 1M listings with 90 % of the
  // rows long expired, it estimated most approved rows due and read them all (9 s when none was).
  // SKIP LOCKED: a row a poster is editing waits for the next sweep instead of blocking this one.
  for (const t of [listings, pgs, projects] as const) {
    for (;;) {
      const due = d.select({ id: t.id }).from(t).where(and(eq(t.status, 'approved'), lte(t.expiresAt, now)))
        .orderBy(t.expiresAt).limit(SWEEP_BATCH).for('update', { skipLocked: true });
      const done = await d.update(t).set({ status: 'expired', updatedAt: now })
        .where(and(inArray(t.id, due), eq(t.status, 'approved')))
        .returning({ id: t.id });
      n += done.length;
      if (done.length < SWEEP_BATCH) break;
    }
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
