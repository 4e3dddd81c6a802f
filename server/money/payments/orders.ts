import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { gstSplit } from '@/lib/billing/money';
import { stateCode } from '@/lib/billing/states';
import { getDb } from '../../platform/db/client';
import { orders, subscriptionProjects, subscriptions, type User } from '../../platform/db/schema';
import { activePlan } from '../plans/catalogue';
import { ownBilling } from '../billing/details';
import { authorize, ownRow } from '../../platform/http/authorize';
import { seller } from '../billing/seller';
import { currentProvider, providerNamed } from './providers';
import { auditPayment } from './audit';
import { grantOrder } from './grant';
import type { Checkout, OrderApi, Verified } from '@/lib/contract';

export const ORDER_TTL_MS = 30 * 60_000; // an unpaid order expires after 30 minutes
// SPEC §8: order-creation failures read 'Something went wrong'.
export const ORDER_FAILED = 'Something went wrong';

type Order = typeof orders.$inferSelect;

export type CreateOrderInput = { plan_id: number; billing_id: number; renew_id?: number | null; project_id?: number | null };

async function checkRenewal(user: User, input: CreateOrderInput) {
  if (!input.renew_id) {
    if (input.project_id) throw new AppError('validation', 'project_id needs renew_id', { field: 'project_id' });
    return;
  }
  const db = await getDb();
  const [mine] = await db.select().from(subscriptions).where(eq(subscriptions.id, input.renew_id));
  const s = ownRow(user.id, 'renewal', mine);
  if (input.project_id) {
    const [att] = await db.select().from(subscriptionProjects).where(and(
      eq(subscriptionProjects.subscriptionId, s.id), eq(subscriptionProjects.projectId, input.project_id)));
    if (!att) throw new AppError('not_found', 'This project is not attached to the plan being renewed');
  }
}

export function orderToApi(o: Order, checkout?: Checkout): OrderApi {
  return {
    order_id: o.id, status: o.status, plan_id: o.planId, billing_id: o.billingId,
    amount: o.amountPaise, currency: o.currency, base_paise: o.basePaise, tax_paise: o.taxPaise,
    provider: o.provider, provider_order_id: o.providerRef, receipt: o.receipt,
    renew_id: o.renewOfSubscriptionId, project_id: o.projectId,
    expires_at: o.expiresAt?.toISOString() ?? null, created_at: o.createdAt.toISOString(),
    ...(checkout ? { checkout } : {}),
  };
}

/**
 * Prices the plan for the billing state on the server (the client's amount is never
 * read) and opens an order with the configured gateway. Pressing Pay twice, or a
 * retried call, returns the same open order instead of a second one.
 */
export async function createOrder(user: User, input: CreateOrderInput, now = new Date()) {
  const db = await getDb();
  const plan = await activePlan(db, input.plan_id);
  authorize(user, 'plan.buy', { audience: plan.audience });
  const billing = await ownBilling(db, user.id, input.billing_id);
  await checkRenewal(user, input);
  const split = gstSplit(plan.pricePaise, stateCode(billing.state) ?? '', seller().stateCode);
  const provider = currentProvider();
  const same = and(
    eq(orders.userId, user.id), eq(orders.planId, plan.id), eq(orders.billingId, billing.id),
    input.renew_id ? eq(orders.renewOfSubscriptionId, input.renew_id) : isNull(orders.renewOfSubscriptionId),
    input.project_id ? eq(orders.projectId, input.project_id) : isNull(orders.projectId),
    eq(orders.status, 'created'), eq(orders.provider, provider.name), eq(orders.amountPaise, split.totalPaise),
    gt(orders.expiresAt, now),
  );
  let [order] = await db.select().from(orders).where(same).limit(1);
  if (!order) {
    [order] = await db.insert(orders).values({
      userId: user.id, planId: plan.id, billingId: billing.id, amountPaise: split.totalPaise, currency: 'INR',
      basePaise: split.taxablePaise, taxPaise: split.taxPaise, provider: provider.name,
      renewOfSubscriptionId: input.renew_id ?? null, projectId: input.project_id ?? null,
      expiresAt: new Date(now.getTime() + ORDER_TTL_MS),
    }).returning();
  }
  const receipt = order.receipt ?? `gb_order_${order.id}`;
  try {
    const { providerRef } = await provider.createOrder({ ...order, receipt });
    if (providerRef !== order.providerRef || receipt !== order.receipt) {
      [order] = await db.update(orders).set({ providerRef, receipt, updatedAt: now }).where(eq(orders.id, order.id)).returning();
    }
  } catch (e) {
    console.error('[payments] gateway order creation failed', e);
    throw new AppError('unavailable', ORDER_FAILED).coded('order_failed');
  }
  return orderToApi(order, provider.checkout({ ...order, receipt }));
}

export type VerifyInput = {
  order_id: number; payment_id?: string | null; signature?: string | null;
  payment_intent_id?: string | null; amount?: number | null;
};

const REFUSED = 'Payment verification failed';

/** Checks the gateway's result for my order and grants the plan once. */
export async function verifyOrder(user: User, input: VerifyInput, now = new Date()): Promise<Verified> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, input.order_id));
  if (!order) throw new AppError('not_found', 'No such order');
  const log = (kind: string, detail?: string) => auditPayment({ orderId: order.id, userId: user.id, kind, detail });
  if (order.userId !== user.id) {
    await log('foreign_order', `order of user ${order.userId}`);
    // As for an order that does not exist: ids cannot be counted (the attempt is audited above).
    throw new AppError('not_found', 'No such order');
  }
  if (input.amount != null && input.amount !== order.amountPaise) {
    await log('amount_mismatch', `client sent ${input.amount}, order is ${order.amountPaise}`);
    throw new AppError('bad_request', REFUSED).coded('payment_refused');
  }
  const provider = providerNamed(order.provider);
  const result = await provider.verify({ ...order, receipt: order.receipt ?? `gb_order_${order.id}` }, input);
  if (!result.ok) {
    await log(result.reason, result.detail);
    throw result.reason === 'not_paid'
      ? new AppError('bad_request', 'The payment was not completed').coded('payment_not_completed')
      : new AppError('bad_request', REFUSED).coded('payment_refused');
  }
  if (order.status === 'created' && order.expiresAt && order.expiresAt <= now) {
    await db.update(orders).set({ status: 'expired', updatedAt: now }).where(and(eq(orders.id, order.id), eq(orders.status, 'created')));
    await log('expired', `payment ${result.paymentRef} arrived after ${order.expiresAt.toISOString()}`);
    throw new AppError('conflict', 'This order has expired. Please start the payment again.').coded('order_expired');
  }
  if (order.status === 'paid' && order.paymentRef !== result.paymentRef) {
    await log('second_payment', `order already paid by ${order.paymentRef}, got ${result.paymentRef}`);
  }
  if (order.status !== 'created' && order.status !== 'paid') {
    await log('not_open', `order is ${order.status}`);
    throw new AppError('conflict', `This order is ${order.status}. Please start the payment again.`).coded('order_not_payable');
  }
  const g = await grantOrder(order.id, result.paymentRef, now);
  return { order_id: order.id, subscription_id: g.subscriptionId, invoice_id: g.invoiceId, already_verified: !g.granted };
}
