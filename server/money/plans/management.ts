import 'server-only';
import { and, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { getDb } from '../../platform/db/client';
import { featuredItems, invoices, plans, projects, subscriptionProjects, subscriptions, type User } from '../../platform/db/schema';
import { planToApi } from './catalogue';
import { settledEntitlements } from './entitlements';
import { settleUser } from './settle';
import { plansPageOf } from '@/lib/policy';
import type { PlanSummary } from '@/lib/contract';
import { ownRow } from '../../platform/http/authorize';

const RENEW_WINDOW_MS = 15 * 86_400_000; // "Renew Plan" from 15 days before the end

type Sub = typeof subscriptions.$inferSelect;

async function details(subs: Sub[]) {
  const db = await getDb();
  const ids = subs.map((s) => s.id);
  if (!ids.length) return [];
  const [planRows, attached, featured, invs] = await Promise.all([
    db.select().from(plans).where(inArray(plans.id, [...new Set(subs.map((s) => s.planId))])),
    db.select({ subId: subscriptionProjects.subscriptionId, id: projects.id, name: projects.name, city: projects.city, status: projects.status })
      .from(subscriptionProjects).innerJoin(projects, eq(projects.id, subscriptionProjects.projectId))
      .where(and(inArray(subscriptionProjects.subscriptionId, ids), isNull(subscriptionProjects.removedAt))),
    db.select({ subId: featuredItems.subscriptionId, n: count() }).from(featuredItems)
      .where(and(inArray(featuredItems.subscriptionId, ids), isNull(featuredItems.endedAt))).groupBy(featuredItems.subscriptionId),
    db.select().from(invoices).where(inArray(invoices.orderId, subs.map((s) => s.orderId ?? 0))),
  ]);
  const now = Date.now();
  return subs.map((s) => {
    const plan = planRows.find((p) => p.id === s.planId)!;
    const projectsOf = attached.filter((a) => a.subId === s.id);
    const inv = invs.find((i) => i.orderId === s.orderId);
    return {
      id: s.id,
      plan: planToApi(plan),
      status: s.status === 'active' && s.startsAt.getTime() > now ? 'upcoming' : s.status,
      starts_at: s.startsAt.toISOString(),
      ends_at: s.endsAt.toISOString(),
      days_left: Math.max(0, Math.ceil((s.endsAt.getTime() - now) / 86_400_000)),
      listing_quota: s.listingQuota ?? 0,
      featured_quota: s.featuredQuota ?? 0,
      featured_used: Number(featured.find((f) => f.subId === s.id)?.n ?? 0),
      project_quota: s.projectQuota ?? 0,
      priority_moderation: s.priorityModeration,
      // SPEC §3 Plan: id and ResidentialProjectDetails (each with id).
      ResidentialProjectDetails: projectsOf.map((p) => ({ id: p.id, name: p.name, city: p.city, status: p.status })),
      invoice: inv ? { id: inv.id, number: inv.number, download_url: `/api/subscription/invoice-pdf?invoice_id=${inv.id}` } : null,
    };
  });
}

export type PlanCard = Awaited<ReturnType<typeof details>>[number];

/** Plans running now or queued after a renewal, newest first. */
export async function myPlanList(userId: number) {
  const db = await getDb();
  const entitlements = await db.transaction((tx) => settledEntitlements(tx, userId));
  const subs = await db.select().from(subscriptions).where(and(
    eq(subscriptions.userId, userId), eq(subscriptions.status, 'active'), gt(subscriptions.endsAt, new Date()),
  )).orderBy(desc(subscriptions.endsAt));
  return { plans: await details(subs), entitlements };
}

export async function myPlanOne(userId: number, id: number) {
  const db = await getDb();
  await db.transaction((tx) => settleUser(tx, userId));
  const [mine] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  const s = ownRow(userId, 'plan', mine);
  const [card] = await details([s]);
  const featured = await db.select().from(featuredItems)
    .where(and(eq(featuredItems.subscriptionId, id), isNull(featuredItems.endedAt)));
  return { ...card, featured_items: featured.map((f) => ({ kind: f.kind, item_id: f.itemId, since: f.createdAt.toISOString() })) };
}

/**
 * The plan summary without projects: what the profile heading and the header need.
 * plan_button: 'Renew Plan' when the newest plan ends within 15 days or has ended,
 * otherwise 'Upgrade Plan'; post_project: a builder with a free project slot.
 */
export async function myPlanSummary(user: User): Promise<PlanSummary> {
  const db = await getDb();
  const e = await db.transaction((tx) => settledEntitlements(tx, user.id));
  const [latest] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))
    .orderBy(desc(subscriptions.endsAt)).limit(1);
  const now = Date.now();
  const renew = !!latest && latest.endsAt.getTime() - now < RENEW_WINDOW_MS;
  const base = plansPageOf(user.roleType);
  return {
    has_plan: e.subscriptionIds.length > 0,
    latest_plan: latest ? { id: latest.id, plan_id: latest.planId, ends_at: latest.endsAt.toISOString(), status: latest.status } : null,
    listings: e.listings, featured: e.featured, projects: e.projects, pgs: e.pgs, leads: e.leads,
    can_post_listing: e.canPostListing,
    priority_moderation: e.priorityModeration,
    plan_button: renew ? 'Renew Plan' : 'Upgrade Plan',
    plan_url: renew ? `${base}?renewId=${latest!.id}` : base,
    post_project: user.roleType === 'builder' && e.projects.allowed > e.projects.used,
  };
}
