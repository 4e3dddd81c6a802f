import 'server-only';
import { and, count, countDistinct, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { LEADS_PER_POSTER_PER_DAY } from '@/lib/trust/reasons';
import { featuredItems, listings, pgs, subscriptionProjects, subscriptions, users } from '../../platform/db/schema';
import { isLive } from '../../platform/items/live';
import type { Exec } from '../../platform/db/types';
import { capKey, withCap } from '../../platform/db/cap';
import { leadsReceivedToday } from './lead-counts';
import { FREE_ALLOWANCE } from './allowance';
import { plansPageOf } from '@/lib/policy';
import { settleUser } from './settle';

// What a poster may do now: the free allowance plus every plan running now
// (starts_at <= now < ends_at). Evaluated at read time; plans that ran out are
// settled by the plan-lapse job (server/platform/jobs) and for the caller by settle.ts.
// A listing past its freshness date no longer counts, before the expiry job flips it.
// entitlementsFor is the one computation: Plan Management, the plan summary the
// posting wizard reads, the guest's allowance and the server's posting check all
// read it, so the figures shown are the figures enforced.

export const LIVE_STATUSES = ['pending', 'approved'] as const;

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function runningSubscriptions(db: Exec, userId: number, now = new Date()): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(and(
    eq(subscriptions.userId, userId), eq(subscriptions.status, 'active'),
    lte(subscriptions.startsAt, now), gt(subscriptions.endsAt, now),
  ));
}

export type Allowance = { allowed: number; used: number };

export type Entitlements = {
  listings: Allowance & {
    /** Listings taken off the site because no plan covers them ("needs a plan"); a plan lets them back. */
    waiting: number;
  };
  featured: Allowance;
  projects: Allowance;
  /** PGs do not count against plans: allowed is null (no limit), used is the live count. */
  pgs: { allowed: null; used: number };
  /** Leads this poster may still receive today (the anti-harvesting limit, server/trust/leads/quota.ts; counted in ./lead-counts.ts). */
  leads: Allowance & { per: 'day' };
  /** One more live listing would fit now. */
  canPostListing: boolean;
  priorityModeration: boolean;
  subscriptionIds: number[];
};

/** The listings that take a place in the allowance: waiting for review, or live and fresh. */
export const countedListing = (userId: number) => and(eq(listings.userId, userId), or(eq(listings.status, 'pending'), isLive(listings)));

export async function entitlementsFor(db: Exec, userId: number, now = new Date()): Promise<Entitlements> {
  const subs = await runningSubscriptions(db, userId, now);
  const ids = subs.map((s) => s.id);
  const sum = (k: 'listingQuota' | 'featuredQuota' | 'projectQuota') => subs.reduce((n, s) => n + (s[k] ?? 0), 0);
  // One after another: inside a transaction they share one connection.
  const [live] = await db.select({ n: count() }).from(listings).where(countedListing(userId));
  const [waiting] = await db.select({ n: count() }).from(listings)
    .where(and(eq(listings.userId, userId), eq(listings.needsPlan, true), eq(listings.status, 'expired')));
  const [pgLive] = await db.select({ n: count() }).from(pgs).where(and(eq(pgs.userId, userId), or(eq(pgs.status, 'pending'), isLive(pgs))));
  const [featured] = ids.length
    ? await db.select({ n: count() }).from(featuredItems)
      .where(and(inArray(featuredItems.subscriptionId, ids), isNull(featuredItems.endedAt)))
    : [{ n: 0 }];
  const [projects] = ids.length
    ? await db.select({ n: countDistinct(subscriptionProjects.projectId) }).from(subscriptionProjects)
      .where(and(inArray(subscriptionProjects.subscriptionId, ids), isNull(subscriptionProjects.removedAt)))
    : [{ n: 0 }];
  const leads = await leadsReceivedToday(db, userId);
  const allowed = FREE_ALLOWANCE.listings + sum('listingQuota');
  const used = Number(live.n);
  return {
    listings: { allowed, used, waiting: Number(waiting.n) },
    featured: { allowed: FREE_ALLOWANCE.featured + sum('featuredQuota'), used: Number(featured.n) },
    projects: { allowed: FREE_ALLOWANCE.projects + sum('projectQuota'), used: Number(projects.n) },
    pgs: { allowed: null, used: Number(pgLive.n) },
    leads: { allowed: LEADS_PER_POSTER_PER_DAY, used: leads, per: 'day' },
    canPostListing: used < allowed,
    priorityModeration: subs.some((s) => s.priorityModeration),
    subscriptionIds: ids,
  };
}

async function roleOf(db: Exec, userId: number) {
  const [u] = await db.select({ role: users.roleType }).from(users).where(eq(users.id, userId));
  return u?.role ?? 'owner';
}

/** The lock of one poster's allowances (live listings, featured, project slots): server/platform/db/cap.ts. */
export const allowanceKey = (userId: number) => capKey('allowance', userId);

/** The refusal when one more live listing would pass the allowance, null when it fits. */
export async function goLiveRefusal(db: Exec, userId: number, e: Entitlements): Promise<AppError | null> {
  if (e.canPostListing) return null;
  const url = plansPageOf(await roleOf(db, userId));
  const n = e.listings.allowed;
  return new AppError('forbidden',
    `You have reached your limit of ${n} live listing${n === 1 ? '' : 's'}. Buy a plan to post more: ${url}`,
    { reason: 'plan_required', plans_url: url, allowed: n, used: e.listings.used });
}

/** Settles the poster (lapsed plans, listings past the allowance), then computes what they may do now. */
export async function settledEntitlements(db: Exec, userId: number, now = new Date()): Promise<Entitlements> {
  await settleUser(db, userId, now);
  return entitlementsFor(db, userId, now);
}

/**
 * For posting's create and renew paths: throws a 403 naming the limit and the
 * plans page when one more live listing would pass the poster's allowance.
 * Call it inside the transaction that inserts or revives the listing: it takes
 * the poster's allowance lock there, held until that transaction commits, so
 * parallel posts count one after another (given the database, it opens its own).
 */
export async function assertCanGoLive(db: Exec, userId: number, now = new Date()): Promise<Entitlements> {
  return withCap(db, allowanceKey(userId), (tx) => checkCanGoLive(tx, userId, now));
}

async function checkCanGoLive(db: Exec, userId: number, now: Date): Promise<Entitlements> {
  const e = await settledEntitlements(db, userId, now);
  const refusal = await goLiveRefusal(db, userId, e);
  if (refusal) throw refusal;
  return e;
}

/** Whether posting should be reviewed first (plans with priority moderation). */
export async function hasPriorityModeration(db: Exec, userId: number, now = new Date()): Promise<boolean> {
  return (await runningSubscriptions(db, userId, now)).some((s) => s.priorityModeration);
}
