import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import { getDb } from '../../platform/db/client';
import { invoices, orders, plans } from '../../platform/db/schema';

export const HISTORY_PAGE = 20;

/** An unpaid order past its time reads expired at once; the stale-orders job stores it later. */
const shownStatus = (o: { status: string; expiresAt: Date | null }) =>
  (o.status === 'created' && o.expiresAt && o.expiresAt <= new Date() ? 'expired' : o.status);

/** /fetch-plan-history?page_no=0: my orders (paid, failed, expired...) newest first, with invoices. */
export async function planHistory(userId: number, pageNo: number) {
  const db = await getDb();
  const [rows, [{ n }]] = await Promise.all([
    db.select({ o: orders, planName: plans.name, planDays: plans.durationDays, inv: invoices }).from(orders)
      .innerJoin(plans, eq(plans.id, orders.planId)).leftJoin(invoices, eq(invoices.orderId, orders.id))
      .where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(HISTORY_PAGE).offset(pageNo * HISTORY_PAGE),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return {
    data: rows.map(({ o, planName, planDays, inv }) => ({
      order_id: o.id, plan_name: planName, duration_days: planDays, status: shownStatus(o), amount: o.amountPaise,
      base_paise: o.basePaise, tax_paise: o.taxPaise, created_at: o.createdAt.toISOString(),
      paid_at: o.paidAt?.toISOString() ?? null, payment_id: o.paymentRef, provider: o.provider,
      invoice: inv ? { id: inv.id, number: inv.number, download_url: `/api/subscription/invoice-pdf?invoice_id=${inv.id}` } : null,
    })),
    page: pageNo, totalNoOfPages: Math.ceil(Number(n) / HISTORY_PAGE), total: Number(n),
  };
}
