import 'server-only';
import { and, desc, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { featuredItems, listings, projects, subscriptionProjects, subscriptions } from '../db/schema';
import type { Exec } from '../db/types';
import { entitlementsFor, LIVE_STATUSES } from './entitlements';
import { setFeaturedFlag, type ItemKind } from './items';

// Lazy settlement of plans that ran out (no cron): a lapsed plan's featured items
// lose their badge, its projects wait (hidden) for a renewal, and live listings past
// what is still allowed wait as "needs a plan" (status expired + needs_plan) instead
// of being deleted. The newest listings stay live.

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

/** Live listings past the allowance wait as "needs a plan". */
async function holdListingsPastAllowance(db: Exec, userId: number, now: Date) {
  const e = await entitlementsFor(db, userId, now);
  const excess = e.listings.used - e.listings.allowed;
  if (excess <= 0) return;
  const live = await db.select({ id: listings.id }).from(listings)
    .where(and(eq(listings.userId, userId), inArray(listings.status, [...LIVE_STATUSES])))
    .orderBy(desc(listings.createdAt), desc(listings.id));
  const held = live.slice(e.listings.allowed).map((l) => l.id);
  await db.update(listings).set({ status: 'expired', needsPlan: true, isFeatured: false, updatedAt: now })
    .where(inArray(listings.id, held));
}

/** Settles one poster: ends lapsed plans and applies what that takes away. */
export async function settleUser(db: Exec, userId: number, now = new Date()) {
  const lapsed = await db.update(subscriptions).set({ status: 'ended' }).where(and(
    eq(subscriptions.userId, userId), eq(subscriptions.status, 'active'), lte(subscriptions.endsAt, now),
  )).returning({ id: subscriptions.id });
  if (!lapsed.length) return false;
  const running = (await db.select({ id: subscriptions.id }).from(subscriptions).where(and(
    eq(subscriptions.userId, userId), eq(subscriptions.status, 'active'),
  ))).map((r) => r.id);
  await endLapsedFeatures(db, userId, running, now);
  await holdUncoveredProjects(db, userId, running);
  await holdListingsPastAllowance(db, userId, now);
  return true;
}

const SWEEP_EVERY_MS = 30_000;
const g = globalThis as unknown as { __planSweepAt?: number };

/**
 * Settles every poster whose plan ran out. Cheap (one indexed query when nothing
 * lapsed) and throttled per process, so read paths such as search may call it.
 */
export async function sweepLapsedPlans(opts: { now?: Date; force?: boolean } = {}) {
  const now = opts.now ?? new Date();
  if (!opts.force && g.__planSweepAt && now.getTime() - g.__planSweepAt < SWEEP_EVERY_MS) return 0;
  g.__planSweepAt = now.getTime();
  const db = await getDb();
  const due = await db.selectDistinct({ userId: subscriptions.userId }).from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.endsAt, now)));
  for (const { userId } of due) await db.transaction((tx) => settleUser(tx, userId, now));
  return due.length;
}

/** For read paths (search): a failed sweep is logged and retried later, never fails the read. */
export async function sweepLapsedPlansSafely() {
  try {
    await sweepLapsedPlans();
  } catch (e) {
    g.__planSweepAt = undefined;
    console.error('[plans] lapsed-plan sweep failed', e);
  }
}
