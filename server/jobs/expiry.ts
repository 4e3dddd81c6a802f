import 'server-only';
import { and, eq, lte } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { listings, pgs, projects } from '../db/schema';

/**
 * Flips approved listings, PGs and projects whose confirmation ran out to
 * 'expired'; returns how many. Search and detail pages already hide them by their
 * own WHERE (server/items/live.ts): this only brings the stored status in line
 * for the poster's lists, counts and the moderation desk.
 */
export async function expireOverdueItems(db?: Db, now = new Date()): Promise<number> {
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
