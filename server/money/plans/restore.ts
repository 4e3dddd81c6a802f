import 'server-only';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { listings, projects, subscriptionProjects } from '../../platform/db/schema';
import type { Exec } from '../../platform/db/types';
import { allowanceKey, entitlementsFor } from './entitlements';
import { withCap } from '../../platform/db/cap';

/**
 * After a plan starts: projects attached to a running plan return. Listings waiting as
 * "needs a plan" come back (newest first, as far as the allowance reaches) only with
 * `listings` (a renewal: the poster asked to keep what they had). A new plan leaves its
 * places free, so buying one lets the poster post at once; they bring waiting listings
 * back one by one ("Still available" on My Properties).
 */
export async function restoreWaiting(exec: Exec, userId: number, now = new Date(), opts: { listings: boolean } = { listings: false }) {
  // The room left is counted and filled under the poster's allowance lock (server/platform/db/cap.ts).
  return withCap(exec, allowanceKey(userId), (db) => restore(db, userId, now, opts));
}

async function restore(db: Exec, userId: number, now: Date, opts: { listings: boolean }) {
  const e = await entitlementsFor(db, userId, now);
  const room = e.listings.allowed - e.listings.used;
  if (opts.listings && room > 0) {
    const waiting = await db.select({ id: listings.id }).from(listings)
      .where(and(eq(listings.userId, userId), eq(listings.needsPlan, true), eq(listings.status, 'expired')))
      .orderBy(desc(listings.updatedAt), desc(listings.id)).limit(room);
    if (waiting.length) {
      // Approved before it waited: live again; never reviewed: back in the review queue.
      await db.update(listings).set({
        needsPlan: false, updatedAt: now,
        status: sql`case when ${listings.approvedAt} is null then 'pending'::listing_status else 'approved'::listing_status end`,
      }).where(inArray(listings.id, waiting.map((w) => w.id)));
    }
  }
  if (!e.subscriptionIds.length) return;
  const covered = await db.selectDistinct({ id: subscriptionProjects.projectId }).from(subscriptionProjects)
    .where(and(inArray(subscriptionProjects.subscriptionId, e.subscriptionIds), isNull(subscriptionProjects.removedAt)));
  const ids = covered.map((c) => c.id);
  if (!ids.length) return;
  await db.update(projects).set({
    needsPlan: false,
    status: sql`case when ${projects.status} = 'expired' then 'approved'::listing_status else ${projects.status} end`,
  }).where(and(inArray(projects.id, ids), eq(projects.needsPlan, true), eq(projects.userId, userId)));
}
