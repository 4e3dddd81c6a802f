import 'server-only';
import { and, eq, inArray, lte } from 'drizzle-orm';
import { getDb, type DbOrTx } from '../db/client';
import { listings, pgs, projects } from '../db/schema';

/** Rows flipped per statement: 100k due rows are many short transactions, never one long lock. */
export const EXPIRY_BATCH = 1000;

/**
 * Flips approved listings, PGs and projects whose confirmation ran out to
 * 'expired'; returns how many. Search and detail pages already hide them by their
 * own WHERE (server/platform/items/live.ts): this only brings the stored status in line
 * for the poster's lists, counts and the moderation desk.
 */
export async function expireOverdueItems(db?: DbOrTx, now = new Date()): Promise<number> {
  const d: DbOrTx = db ?? await getDb();
  let n = 0;
  // Each table has its own (status, expires_at) index. The batch is read in expires_at order with
  // a LIMIT so the planner walks that index and stops: without it, at 1M listings with 90 % of the
  // rows long expired, it estimated most approved rows due and read them all (9 s when none was).
  // SKIP LOCKED: a row a poster is editing waits for the next run instead of blocking this one.
  // Seeded rows without expires_at never expire.
  for (const t of [listings, pgs, projects] as const) {
    for (;;) {
      const due = d.select({ id: t.id }).from(t).where(and(eq(t.status, 'approved'), lte(t.expiresAt, now)))
        .orderBy(t.expiresAt).limit(EXPIRY_BATCH).for('update', { skipLocked: true });
      const done = await d.update(t).set({ status: 'expired', updatedAt: now })
        .where(and(inArray(t.id, due), eq(t.status, 'approved')))
        .returning({ id: t.id });
      n += done.length;
      if (done.length < EXPIRY_BATCH) break;
    }
  }
  return n;
}
