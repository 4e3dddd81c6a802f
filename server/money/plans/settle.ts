import 'server-only';
import { and, count, desc, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { featuredItems, listings, projects, subscriptionProjects, subscriptions } from '../../platform/db/schema';
import type { Exec } from '../../platform/db/types';
import { countedListing, LIVE_STATUSES, runningSubscriptions } from './entitlements';
import { FREE_ALLOWANCE } from './allowance';
import { setFeaturedFlag, type ItemKind } from './items';

// Settlement of plans that ran out: a lapsed plan's featured items lose their
// badge, its projects wait (hidden) for a renewal, and live listings past what is
// still allowed wait as "needs a plan" (status expired + needs_plan) instead of
// being deleted. The newest listings stay live. Plan calls settle their caller
// first; the plan-lapse job (server/platform/jobs/plan-lapse.ts) settles everyone else.
// Settling also holds listings past the allowance when no plan lapsed (see below).

/** Ends featured items whose plan is no longer running. */
async function endLapsedFeatures(db: Exec, userId: number, running: number[], now: Date) {
  const ended = await db.update(featuredItems).set({ endedAt: now }).where(and(
    eq(featuredItems.userId, userId), isNull(featuredItems.endedAt),
    running.length ? notInArray(featuredItems.subscriptionId, running) : undefined,
  )).returning({ kind: featuredItems.kind, itemId: featuredItems.itemId });
  for (const kind of ['property', 'pg', 'project'] as ItemKind[]) {
    await setFeaturedFlag(db, kind, ended.filter((e) => e.kind === kind).map((e) => e.itemId), false);
  }
}

/** Projects attached only to plans that stopped running: hidden until renewed. */
async function holdUncoveredProjects(db: Exec, userId: number, running: number[]) {
  const attached = await db.selectDistinct({ projectId: subscriptionProjects.projectId, subId: subscriptionProjects.subscriptionId })
    .from(subscriptionProjects).innerJoin(subscriptions, eq(subscriptions.id, subscriptionProjects.subscriptionId))
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptionProjects.removedAt)));
  const covered = new Set(attached.filter((a) => running.includes(a.subId)).map((a) => a.projectId));
  const lapsed = [...new Set(attached.map((a) => a.projectId))].filter((id) => !covered.has(id));
  if (!lapsed.length) return;
  await db.update(projects).set({ needsPlan: true, status: sql`case when ${projects.status} = 'approved' then 'expired'::listing_status else ${projects.status} end` })
    .where(and(inArray(projects.id, lapsed), inArray(projects.status, [...LIVE_STATUSES])));
}

/**
 * Listings past the allowance wait as "needs a plan", the newest live ones staying: after a
 * plan ends, and for anyone holding more than they may (listings that predate the rule,
 * seeded demo posters), so the figures shown never read "24 of 3". Answers how many waited.
 */
export async function holdListingsPastAllowance(db: Exec, userId: number, now = new Date()): Promise<number> {
  const subs = await runningSubscriptions(db, userId, now);
  const allowed = FREE_ALLOWANCE.listings + subs.reduce((n, s) => n + (s.listingQuota ?? 0), 0);
  const [{ n }] = await db.select({ n: count() }).from(listings).where(countedListing(userId));
  if (Number(n) <= allowed) return 0;
  // Listings on the site stay before ones still waiting for review, then the newest.
  const live = await db.select({ id: listings.id }).from(listings).where(countedListing(userId))
    .orderBy(sql`(${listings.status} = 'approved') desc`, desc(listings.createdAt), desc(listings.id));
  const held = live.slice(allowed).map((l) => l.id);
  await db.update(listings).set({ status: 'expired', needsPlan: true, isFeatured: false, updatedAt: now })
    .where(inArray(listings.id, held));
  return held.length;
}

/** Settles one poster: ends lapsed plans and applies what that takes away. */
export async function settleUser(db: Exec, userId: number, now = new Date()) {
  const lapsed = await db.update(subscriptions).set({ status: 'ended' }).where(and(
    eq(subscriptions.userId, userId), eq(subscriptions.status, 'active'), lte(subscriptions.endsAt, now),
  )).returning({ id: subscriptions.id });
  if (lapsed.length) {
    const running = (await db.select({ id: subscriptions.id }).from(subscriptions).where(and(
      eq(subscriptions.userId, userId), eq(subscriptions.status, 'active'),
    ))).map((r) => r.id);
    await endLapsedFeatures(db, userId, running, now);
    await holdUncoveredProjects(db, userId, running);
  }
  const held = await holdListingsPastAllowance(db, userId, now);
  return lapsed.length > 0 || held > 0;
}
