import 'server-only';
import type { PlanCancelled } from '@/lib/contract';
import { count, eq, sql } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { refundOnCancel } from '@/lib/billing/refund-rule';
import { getDb } from '../../platform/db/client';
import { featuredItems, orders, paymentAudit, subscriptionProjects, subscriptions } from '../../platform/db/schema';
import { settleUser } from './settle';
import { searchChanged } from '../../platform/cache/changed';
import { ownRow } from '../../platform/http/authorize';

// (CCPA Dark Patterns Guidelines 2023, "subscription trap"): a plan is cancelled in one
// step from Plan management. Plans never renew by themselves, so cancelling means ending it now: the
// same settlement as a plan reaching its end date runs in the same transaction (featured badges end,
// listings past the free allowance wait as "needs a plan", projects without a slot are hidden).
// A queued renewal that has not started is simply cancelled. What it refunds is the Refund Policy's
// rule (lib/billing/refund-rule.ts), applied here and recorded as due in the same transaction.

export const PLAN_ALREADY_ENDED = 'This plan has already ended';

export async function cancelPlan(userId: number, subscriptionId: number, now = new Date()): Promise<PlanCancelled> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    // Locked: a concurrent cancel (a double tap) waits and then finds it ended.
    const [mine] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update');
    const s = ownRow(userId, 'plan', mine);
    if (s.status !== 'active' || s.endsAt <= now) throw new AppError('conflict', PLAN_ALREADY_ENDED);
    const [order] = s.orderId ? await tx.select().from(orders).where(eq(orders.id, s.orderId)) : [];
    const [[featured], [held]] = await Promise.all([
      tx.select({ n: count() }).from(featuredItems).where(eq(featuredItems.subscriptionId, s.id)),
      tx.select({ n: count() }).from(subscriptionProjects).where(eq(subscriptionProjects.subscriptionId, s.id)),
    ]);
    const refund = refundOnCancel({
      paidPaise: order?.status === 'paid' ? order.amountPaise : 0, paidAt: order?.paidAt ?? null,
      upcoming: s.startsAt > now, featured: Number(featured?.n ?? 0), projects: Number(held?.n ?? 0),
    }, now);
    if (refund.refundPaise > 0) {
      await tx.insert(paymentAudit).values({ orderId: s.orderId, userId, kind: 'refund_due',
        detail: `plan ${s.id} cancelled: refund ${refund.refundPaise} paise (${refund.reason})` });
    }
    await tx.update(subscriptions).set({ endsAt: now, startsAt: sql`least(${subscriptions.startsAt}, ${now})` })
      .where(eq(subscriptions.id, s.id));
    await settleUser(tx, userId, now);
    const [done] = await tx.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.id, s.id)).returning();
    return { done, refund };
  });
  searchChanged();
  return { id: row.done.id, status: row.done.status, ends_at: row.done.endsAt.toISOString(),
    refund_paise: row.refund.refundPaise, refund_reason: row.refund.reason };
}
