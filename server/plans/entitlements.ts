import 'server-only';
import { and, count, countDistinct, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { featuredItems, listings, subscriptionProjects, subscriptions, users } from '../db/schema';
import { isLive } from '../items/live';
import type { Exec } from '../db/types';
import { capKey, withCap } from '../db/cap';
import { FREE_ALLOWANCE, plansUrl } from './allowance';
import { settleUser } from './settle';

// What a poster may do now: the free allowance plus every plan running now
// (starts_at <= now < ends_at). Evaluated at read time; plans that ran out are
// settled by the plan-lapse job (server/jobs) and for the caller by settle.ts.
// A listing past its freshness date no longer counts, before the expiry job flips it.

export const LIVE_STATUSES = ['pending', 'approved'] as const;

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function runningSubscriptions(db: Exec, userId: number, now = new Date()): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(and(
    eq(subscriptions.userId, userId), eq(subscriptions.status, 'active'),
    lte(subscriptions.startsAt, now), gt(subscriptions.endsAt, now),
  ));
}

export type Entitlements = {
  listings: { allowed: number; used: number };
  featured: { allowed: number; used: number };
  projects: { allowed: number; used: number };
  priorityModeration: boolean;
  subscriptionIds: number[];
};

export async function entitlementsFor(db: Exec, userId: number, now = new Date()): Promise<Entitlements> {
  const subs = await runningSubscriptions(db, userId, now);
  const ids = subs.map((s) => s.id);
  const sum = (k: 'listingQuota' | 'featuredQuota' | 'projectQuota') => subs.reduce((n, s) => n + (s[k] ?? 0), 0);
  // One after another: inside a transaction they share one connection.
  const [live] = await db.select({ n: count() }).from(listings)
    .where(and(eq(listings.userId, userId), or(eq(listings.status, 'pending'), isLive(listings))));
  const [featured] = ids.length
    ? await db.select({ n: count() }).from(featuredItems)
      .where(and(inArray(featuredItems.subscriptionId, ids), isNull(featuredItems.endedAt)))
    : [{ n: 0 }];
  const [projects] = ids.length
    ? await db.select({ n: countDistinct(subscriptionProjects.projectId) }).from(subscriptionProjects)
      .where(and(inArray(subscriptionProjects.subscriptionId, ids), isNull(subscriptionProjects.removedAt)))
    : [{ n: 0 }];
  return {
    listings: { allowed: FREE_ALLOWANCE.listings + sum('listingQuota'), used: Number(live.n) },
    featured: { allowed: FREE_ALLOWANCE.featured + sum('featuredQuota'), used: Number(featured.n) },
    projects: { allowed: FREE_ALLOWANCE.projects + sum('projectQuota'), used: Number(projects.n) },
    priorityModeration: subs.some((s) => s.priorityModeration),
    subscriptionIds: ids,
  };
}

async function roleOf(db: Exec, userId: number) {
  const [u] = await db.select({ role: users.roleType }).from(users).where(eq(users.id, userId));
  return u?.role ?? 'owner';
}

/** The lock of one poster's allowances (live listings, featured, project slots): server/db/cap.ts. */
export const allowanceKey = (userId: number) => capKey('allowance', userId);

/**
 * For posting's create and renew paths: throws a 403 naming the limit and the
 * plans page when one more live listing would pass the poster's allowance.
 * Call it inside the transaction that inserts or revives the listing: it takes
 * the poster's allowance lock there, held until that transaction commits, so
 * parallel posts count one after another (given the database, it only checks).
 */
export async function assertCanGoLive(db: Exec, userId: number, now = new Date()): Promise<Entitlements> {
  return withCap(db, allowanceKey(userId), (tx) => checkCanGoLive(tx, userId, now));
}

async function checkCanGoLive(db: Exec, userId: number, now: Date): Promise<Entitlements> {
  await settleUser(db, userId, now);
  const e = await entitlementsFor(db, userId, now);
  if (e.listings.used >= e.listings.allowed) {
    const url = plansUrl(await roleOf(db, userId));
    const n = e.listings.allowed;
    throw new AppError('forbidden',
      `You have reached your limit of ${n} live listing${n === 1 ? '' : 's'}. Buy a plan to post more: ${url}`,
      { reason: 'plan_required', plans_url: url, allowed: n, used: e.listings.used });
  }
  return e;
}

/** Whether posting should be reviewed first (plans with priority moderation). */
export async function hasPriorityModeration(db: Exec, userId: number, now = new Date()): Promise<boolean> {
  return (await runningSubscriptions(db, userId, now)).some((s) => s.priorityModeration);
}
