// Issue 22 §5 (CCPA Dark Patterns Guidelines 2023): no subscription trap. A plan is cancelled in
// one step and takes effect at once (the same settlement as reaching its end date); a queued
// renewal simply never starts; nothing renews by itself; and the amount charged is the total with
// GST the plan page shows first (payments-orders.test.ts checks every plan in both tax splits; the
// purchase here checks it once more end to end).
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { featuredItems, listings, orders, paymentAudit, subscriptions } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';
import { buyPlan, planId, seedPlans } from '../helpers/plans';

const t = useTestDb();
beforeAll(async () => seedPlans(t.db));

const cancel = (token: string, id: unknown) => call('POST', '/api/subscription/cancel-plan', { id }, { token });
const running = async (token: string) =>
  (await call('POST', '/api/user/my-plan-management-list', {}, { token })).body.data.plans as { id: number; status: string }[];

describe('cancelling a plan', () => {
  it('charges the amount shown first, then ends the plan at once in one step: listings past the free allowance wait', async () => {
    const u = await accountUser(t.db, 'owner');
    const shown = (await call('GET', '/api/subscription/plans', undefined, { token: u.token })).body.data as { id: number; total_paise: number }[];
    const basic = await planId(t.db, 'owner_basic');
    const { order, verified } = await buyPlan(t.db, u.token, 'owner_basic');
    expect(order.amount).toBe(shown.find((p) => p.id === basic)!.total_paise);
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, u.id));
    expect(verified).toBeTruthy();
    // The free allowance (1) plus the plan's 2: three live listings.
    for (let i = 0; i < 3; i++) await makeListing(t.db, { userId: u.id, createdAt: new Date(Date.now() - (3 - i) * 60_000) });
    expect((await running(u.token)).map((p) => p.id)).toEqual([sub.id]);

    const r = await cancel(u.token, sub.id);
    expect(r.http, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ id: sub.id, status: 'cancelled' });
    expect(r.body.message).toMatch(/will not renew/);
    expect(await running(u.token)).toEqual([]);
    const live = await t.db.select().from(listings).where(and(eq(listings.userId, u.id), eq(listings.status, 'approved')));
    expect(live).toHaveLength(1); // the newest stays live, the rest wait as "needs a plan"
    const held = await t.db.select().from(listings).where(and(eq(listings.userId, u.id), eq(listings.needsPlan, true)));
    expect(held).toHaveLength(2);

    // Twice is a clear 409 that changes nothing.
    expect(await cancel(u.token, sub.id)).toMatchObject({ http: 409, body: { message: 'This plan has already ended' } });
    const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(after.status).toBe('cancelled');
  });

  it('drops a queued renewal without touching the running plan', async () => {
    const u = await accountUser(t.db, 'owner');
    await buyPlan(t.db, u.token, 'owner_basic');
    const [first] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, u.id));
    await buyPlan(t.db, u.token, 'owner_basic', { renew_id: first.id });
    const plans = await running(u.token);
    const queued = plans.find((p) => p.status === 'upcoming')!;
    expect(queued).toBeTruthy();
    expect((await cancel(u.token, queued.id)).http).toBe(200);
    expect((await running(u.token)).map((p) => [p.id, p.status])).toEqual([[first.id, 'active']]);
  });

  it("refuses someone else's plan, an unknown plan, a guest and a bad id", async () => {
    const a = await accountUser(t.db, 'owner');
    const b = await accountUser(t.db, 'owner');
    await buyPlan(t.db, a.token, 'owner_basic');
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, a.id));
    // Someone else's plan answers exactly as an unknown one: plan ids cannot be counted.
    const foreign = await cancel(b.token, sub.id);
    const unknown = await cancel(a.token, 999_999);
    expect(foreign.http).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect(unknown.http).toBe(404);
    expect((await call('POST', '/api/subscription/cancel-plan', { id: sub.id })).http).toBe(401);
    const bad = await cancel(a.token, 'x');
    expect(bad.http).toBe(400);
    expect(bad.body.message).toMatch(/^id/);
    expect((await running(a.token)).map((p) => p.id)).toEqual([sub.id]);
  });
});

describe('what a cancellation refunds: the Refund Policy rule, applied and recorded', () => {
  const refundsDue = async (userId: number) =>
    (await t.db.select().from(paymentAudit).where(and(eq(paymentAudit.userId, userId), eq(paymentAudit.kind, 'refund_due'))));

  it('an unused plan cancelled within 48 hours: refunded in full, recorded as due for the payments team', async () => {
    const u = await accountUser(t.db, 'owner');
    const { order } = await buyPlan(t.db, u.token, 'owner_basic');
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, u.id));
    const r = await cancel(u.token, sub.id);
    expect(r.body.data).toMatchObject({ refund_paise: order.amount, refund_reason: 'it was cancelled within 48 hours, unused' });
    expect(r.body.message).toMatch(/^Your plan is cancelled\. It will not renew\. ₹ [\d,.]+( Lac)? is refunded to your original payment method within 7–10 working days/);
    const due = await refundsDue(u.id);
    expect(due).toHaveLength(1);
    expect(due[0]!.detail).toContain(`refund ${order.amount} paise`);
  });

  it('a plan that featured a listing, or was bought more than 48 hours ago, is not refunded, and says why', async () => {
    const u = await accountUser(t.db, 'owner');
    await buyPlan(t.db, u.token, 'owner_plus');
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, u.id));
    const l = await makeListing(t.db, { userId: u.id });
    await t.db.insert(featuredItems).values({ subscriptionId: sub.id, userId: u.id, kind: 'property', itemId: l.id });
    const r = await cancel(u.token, sub.id);
    expect(r.body.data).toMatchObject({ refund_paise: 0, refund_reason: 'it has featured a listing' });
    expect(r.body.message).toBe('Your plan is cancelled. It will not renew and no further amount will be charged. It is not refunded: it has featured a listing.');

    const v = await accountUser(t.db, 'owner');
    await buyPlan(t.db, v.token, 'owner_basic');
    const [old] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, v.id));
    await t.db.update(orders).set({ paidAt: new Date(Date.now() - 49 * 3_600_000) }).where(eq(orders.id, old.orderId!));
    expect((await cancel(v.token, old.id)).body.data).toMatchObject({ refund_paise: 0, refund_reason: 'it was bought more than 48 hours ago' });
    expect([...await refundsDue(u.id), ...await refundsDue(v.id)]).toEqual([]);
  });

  it('a renewal cancelled before it starts is refunded, whenever it was bought', async () => {
    const u = await accountUser(t.db, 'owner');
    await buyPlan(t.db, u.token, 'owner_basic');
    const [first] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, u.id));
    await buyPlan(t.db, u.token, 'owner_basic', { renew_id: first.id });
    const queued = (await running(u.token)).find((p) => p.status === 'upcoming')!;
    const [q] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, queued.id));
    await t.db.update(orders).set({ paidAt: new Date(Date.now() - 10 * 86_400_000) }).where(eq(orders.id, q.orderId!));
    expect((await cancel(u.token, queued.id)).body.data).toMatchObject({ refund_reason: 'it had not started' });
    expect(await refundsDue(u.id)).toHaveLength(1);
  });
});
