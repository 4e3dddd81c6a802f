import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { getDb } from '../../platform/db/client';
import { featuredItems, orders, plans, subscriptionProjects, subscriptions } from '../../platform/db/schema';
import type { Exec } from '../../platform/db/types';
import { restoreWaiting } from '../plans/restore';
import { issueInvoice, invoiceForOrder } from '../billing/invoices';

const DAY = 86_400_000;

/**
 * Renewal (same plan, still running): the new period starts when the old one ends.
 * Upgrade (another plan) or a lapsed plan: starts now, and a running old plan is
 * closed now. Either way, its attached projects (and featured items on upgrade)
 * move along, plus the project named on the order.
 */
async function carryOver(tx: Exec, order: typeof orders.$inferSelect, newSubId: number) {
  const projectIds = new Set<number>();
  if (order.renewOfSubscriptionId) {
    const attached = await tx.select({ id: subscriptionProjects.projectId }).from(subscriptionProjects).where(and(
      eq(subscriptionProjects.subscriptionId, order.renewOfSubscriptionId), isNull(subscriptionProjects.removedAt)));
    attached.forEach((a) => projectIds.add(a.id));
  }
  if (order.projectId) projectIds.add(order.projectId);
  if (projectIds.size) {
    await tx.insert(subscriptionProjects).values([...projectIds].map((projectId) => ({ subscriptionId: newSubId, projectId })))
      .onConflictDoNothing();
  }
}

async function startFor(tx: Exec, order: typeof orders.$inferSelect, now: Date) {
  if (!order.renewOfSubscriptionId) return now;
  const [old] = await tx.select().from(subscriptions).where(eq(subscriptions.id, order.renewOfSubscriptionId));
  if (!old || old.status !== 'active' || old.endsAt <= now) return now;
  if (old.planId === order.planId) return old.endsAt;
  await tx.update(subscriptions).set({ status: 'replaced', endsAt: now }).where(eq(subscriptions.id, old.id));
  return now;
}

export type GrantResult = { granted: boolean; subscriptionId: number; invoiceId: number; orderId: number };

/**
 * Marks a paid order and grants its plan exactly once. The conditional UPDATE
 * (status = 'created') is the guard: a concurrent or replayed grant waits on the
 * row lock, then finds the order paid and only reads what the first one made.
 */
export async function grantOrder(orderId: number, paymentRef: string, now = new Date()): Promise<GrantResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [order] = await tx.update(orders).set({ status: 'paid', paidAt: now, paymentRef, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'created'))).returning();
    if (!order) {
      const [cur] = await tx.select().from(orders).where(eq(orders.id, orderId));
      if (cur?.status !== 'paid') throw new AppError('conflict', `This order is ${cur?.status ?? 'unknown'} and cannot be paid`);
      const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.orderId, orderId));
      const inv = await invoiceForOrder(tx, orderId);
      return { granted: false, subscriptionId: sub.id, invoiceId: inv.id, orderId };
    }
    const [plan] = await tx.select().from(plans).where(eq(plans.id, order.planId));
    const startsAt = await startFor(tx, order, now);
    const [sub] = await tx.insert(subscriptions).values({
      userId: order.userId, planId: plan.id, orderId: order.id, status: 'active',
      startsAt, endsAt: new Date(startsAt.getTime() + plan.durationDays * DAY),
      listingQuota: plan.listingQuota, featuredQuota: plan.featuredQuota, projectQuota: plan.projectQuota,
      priorityModeration: plan.priorityModeration, renewedFromId: order.renewOfSubscriptionId,
    }).returning();
    await carryOver(tx, order, sub.id);
    if (order.renewOfSubscriptionId && startsAt.getTime() === now.getTime()) {
      // An upgrade keeps what was featured: the items now count against the new plan.
      await tx.update(featuredItems).set({ subscriptionId: sub.id })
        .where(and(eq(featuredItems.subscriptionId, order.renewOfSubscriptionId), isNull(featuredItems.endedAt)));
    }
    const inv = await issueInvoice(tx, order.id, now);
    await restoreWaiting(tx, order.userId, now, { listings: !!order.renewOfSubscriptionId });
    return { granted: true, subscriptionId: sub.id, invoiceId: inv.id, orderId: order.id };
  });
}
