import 'server-only';
import { can, planAudienceOf } from '@/lib/policy';
import { and, desc, eq } from 'drizzle-orm';
import { detailUrl } from '@/lib/detail-url';
import { sandboxOpen } from '@/lib/payments-config';
import { getDb } from '../../platform/db/client';
import { listings, orders, plans, projects, subscriptions, type User } from '../../platform/db/schema';
import { latestBillingDetails } from '../billing/details';
import { listPlans } from './catalogue';

const positive = (v: string | string[] | undefined) => {
  const n = Number(Array.isArray(v) ? v[0] : v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The purchase page (/subscription/plans, /subscription/builder): the caller's
 * catalogue, the plan being renewed (renewId, only the caller's own) with the
 * project named by projectId when it is one of theirs, and the last billing details.
 */
export async function purchasePageData(user: User, query: { renewId?: string | string[]; projectId?: string | string[] }) {
  const db = await getDb();
  const audience = planAudienceOf(user.roleType);
  const renewId = positive(query.renewId);
  const projectId = positive(query.projectId);
  let renew: { id: number; plan_id: number; plan_name: string; ends_at: string; project: { id: number; name: string } | null } | null = null;
  if (renewId) {
    const [s] = await db.select({ s: subscriptions, name: plans.name }).from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId)).where(eq(subscriptions.id, renewId));
    if (s && can(user, 'row.own', { kind: 'renewal', userId: s.s.userId })) {
      const [p] = projectId
        ? await db.select({ id: projects.id, name: projects.name }).from(projects).where(and(eq(projects.id, projectId), eq(projects.userId, user.id)))
        : [];
      renew = { id: s.s.id, plan_id: s.s.planId, plan_name: s.name, ends_at: s.s.endsAt.toISOString(), project: p ?? null };
    }
  }
  return { audience, plans: await listPlans(audience), renew, billing: await latestBillingDetails(user.id) };
}

export type PurchasePageData = Awaited<ReturnType<typeof purchasePageData>>;

/** The checkout page's order: the caller's own, with its plan; null otherwise (a 404). */
export async function checkoutPageData(userId: number, orderId: number) {
  const db = await getDb();
  const [row] = await db.select({ o: orders, planName: plans.name, days: plans.durationDays }).from(orders)
    .innerJoin(plans, eq(plans.id, orders.planId)).where(eq(orders.id, orderId));
  if (!row || !can({ id: userId }, 'row.own', { kind: 'order', userId: row.o.userId })) return null;
  const o = row.o;
  // The sandbox's checkout page exists only where the sandbox is open.
  if (o.provider === 'sandbox' && !sandboxOpen(process.env)) return null;
  const expired = o.status === 'expired' || (o.status === 'created' && !!o.expiresAt && o.expiresAt <= new Date());
  return {
    order_id: o.id, status: expired ? 'expired' : o.status, provider: o.provider, provider_order_id: o.providerRef,
    amount: o.amountPaise, base_paise: o.basePaise ?? 0, tax_paise: o.taxPaise ?? 0, currency: o.currency,
    plan_name: row.planName, duration_days: row.days, renew_id: o.renewOfSubscriptionId,
  };
}

export type CheckoutPageData = NonNullable<Awaited<ReturnType<typeof checkoutPageData>>>;

/** My live listings for the "Feature a listing" panel, featured first. */
export async function myLiveListings(userId: number) {
  const db = await getDb();
  const rows = await db.select({
    id: listings.id, title: listings.title, city: listings.city, locality: listings.locality, isFeatured: listings.isFeatured,
    category: listings.category, bedrooms: listings.bedrooms, postType: listings.postType,
  }).from(listings).where(and(eq(listings.userId, userId), eq(listings.status, 'approved')))
    .orderBy(desc(listings.isFeatured), desc(listings.createdAt)).limit(50);
  return rows.map((r) => ({
    ...r,
    href: detailUrl({ kind: 'property', id: r.id, city: r.city, locality: r.locality, category: r.category, bedrooms: r.bedrooms, post_type: r.postType }),
  }));
}
