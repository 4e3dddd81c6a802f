// Helpers for the plans and payments API tests: the seeded catalogue, billing
// details, and a full sandbox purchase through the real calls.
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/platform/db/client';
import { plans } from '@/server/platform/db/schema';
import { PLANS } from '@/server/platform/seed/content';
import { call } from './api';

export async function seedPlans(db: Db) {
  await db.insert(plans).values(PLANS).onConflictDoNothing();
}

export async function planId(db: Db, code: string) {
  const [p] = await db.select().from(plans).where(eq(plans.code, code));
  return p.id;
}

export const BILLING = {
  name: 'Ramesh Gowda', email: 'ramesh@example.com', address: '14 Temple Road, Vijayanagar', city: 'Mysuru',
  state: 'Karnataka', pincode: '570017',
};

export async function billingFor(token: string, o: Partial<typeof BILLING> & { gstin?: string } = {}) {
  const r = await call('POST', '/api/subscription/create-billing-details-new', { ...BILLING, ...o }, { token });
  if (r.http !== 200) throw new Error(`billing failed: ${JSON.stringify(r.body)}`);
  return r.body.data.id as number;
}

export async function createOrder(token: string, body: object) {
  return call('POST', '/api/subscription/create-order', body, { token });
}

/** The sandbox gateway's checkout: pays (or fails/cancels) the order and returns its signed result. */
export async function sandboxPay(token: string, orderId: number, amount: number, outcome: 'success' | 'fail' | 'cancel' = 'success') {
  const r = await call('POST', '/api/payments/sandbox/pay', { order_id: orderId, amount, outcome }, { token });
  if (r.http !== 200) throw new Error(`sandbox pay failed: ${JSON.stringify(r.body)}`);
  return r.body.data as { payment_id: string; signature?: string; status: string };
}

export const verify = (token: string, body: object) => call('POST', '/api/subscription/verify-order', body, { token });

/** create-order, pay in the sandbox, verify: the plan is granted. */
export async function buyPlan(db: Db, token: string, code: string, extra: object = {}) {
  const billing = await billingFor(token);
  const o = await createOrder(token, { plan_id: await planId(db, code), billing_id: billing, ...extra });
  if (o.http !== 200) throw new Error(`order failed: ${JSON.stringify(o.body)}`);
  const paid = await sandboxPay(token, o.body.data.order_id, o.body.data.amount);
  const v = await verify(token, { order_id: o.body.data.order_id, payment_id: paid.payment_id, signature: paid.signature });
  if (v.http !== 200) throw new Error(`verify failed: ${JSON.stringify(v.body)}`);
  return { order: o.body.data, verified: v.body.data };
}

/**
 * A running plan with room for `listings` live listings, written directly (no
 * purchase): for tests of other domains whose posters post more than the free allowance.
 */
export async function givePlan(db: Db, userId: number, o: { listings?: number; featured?: number; projects?: number } = {}) {
  const { subscriptions } = await import('@/server/platform/db/schema');
  await db.insert(plans).values({ code: 'test_roomy', name: 'Test Roomy', audience: 'owner', durationDays: 180, pricePaise: 100, listingQuota: 1000 })
    .onConflictDoNothing();
  const id = await planId(db, 'test_roomy');
  const now = Date.now();
  const [s] = await db.insert(subscriptions).values({
    userId, planId: id, startsAt: new Date(now - 1000), endsAt: new Date(now + 180 * 86_400_000),
    listingQuota: o.listings ?? 1000, featuredQuota: o.featured ?? 0, projectQuota: o.projects ?? 0,
  }).returning();
  return s.id;
}
