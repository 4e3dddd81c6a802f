import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { billingDetails, orders, plans, projects, subscriptionProjects, subscriptions, users } from '../db/schema';
import { gstSplit } from '@/lib/billing/money';
import { issueInvoice } from '../../money/billing/invoices';

const DAY = 86_400_000;

/**
 * The demo builder bought Builder Growth 170 days ago (so "Renew Plan" shows: it ends
 * in 10 days) with the first of their projects in a slot, paid, invoiced.
 */
export async function seedDemoPlan(db: Db, builderId: number, now: number) {
  const [plan] = await db.select().from(plans).where(eq(plans.code, 'builder_growth'));
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.userId, builderId)).orderBy(asc(projects.id)).limit(1);
  const [u] = await db.select().from(users).where(eq(users.id, builderId));
  if (!plan || !project || !u) return 0;
  const paidAt = new Date(now - 170 * DAY);
  await db.transaction(async (tx) => {
    const [b] = await tx.insert(billingDetails).values({
      userId: builderId, name: 'Sunrise Developers Pvt Ltd', email: 'accounts@sunrise.example', phoneNumber: u.phoneNumber,
      gstin: '29AAGCB7383J1Z4', address: '12 Hunsur Road, Vijayanagar', city: 'Mysuru', state: 'Karnataka', pincode: '570017',
    }).returning();
    const split = gstSplit(plan.pricePaise, '29', '29');
    const [o] = await tx.insert(orders).values({
      userId: builderId, planId: plan.id, billingId: b.id, amountPaise: split.totalPaise, basePaise: split.taxablePaise,
      taxPaise: split.taxPaise, status: 'paid', provider: 'sandbox', providerRef: 'order_sbx_demo_1', receipt: 'gb_order_demo_1',
      paymentRef: 'pay_sbx_demo_1', createdAt: paidAt, paidAt, expiresAt: new Date(paidAt.getTime() + 30 * 60_000),
    }).returning();
    const [s] = await tx.insert(subscriptions).values({
      userId: builderId, planId: plan.id, orderId: o.id, startsAt: paidAt, endsAt: new Date(paidAt.getTime() + plan.durationDays * DAY),
      listingQuota: plan.listingQuota, featuredQuota: plan.featuredQuota, projectQuota: plan.projectQuota,
      priorityModeration: plan.priorityModeration,
    }).returning();
    await tx.insert(subscriptionProjects).values({ subscriptionId: s.id, projectId: project.id });
    await issueInvoice(tx, o.id, paidAt);
  });
  return 1;
}
