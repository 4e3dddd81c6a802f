import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoices, subscriptions } from '@/server/platform/db/schema';
import { backend, useTestDb } from '../helpers/db';
import { accountUser } from '../helpers/account-fixtures';
import { billingFor, createOrder, planId, sandboxPay, seedPlans, verify } from '../helpers/plans';

const t = useTestDb();
beforeAll(async () => seedPlans(t.db));

// On PostgreSQL the verifies run on separate pooled connections at the same time;
// the conditional UPDATE ... WHERE status = 'created' lets exactly one grant.
describe(`concurrent verifies (${backend})`, () => {
  it('six verifies of one order sent at once grant one plan and one invoice', async () => {
    const u = await accountUser(t.db, 'owner');
    const o = await createOrder(u.token, { plan_id: await planId(t.db, 'owner_plus'), billing_id: await billingFor(u.token) });
    const paid = await sandboxPay(u.token, o.body.data.order_id, o.body.data.amount);
    const body = { order_id: o.body.data.order_id, payment_id: paid.payment_id, signature: paid.signature };
    const answers = await Promise.all(Array.from({ length: 6 }, () => verify(u.token, body)));
    expect(answers.map((a) => a.http)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.data.already_verified === false)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.data.subscription_id)).size).toBe(1);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, u.id))).toHaveLength(1);
    expect(await t.db.select().from(invoices).where(eq(invoices.userId, u.id))).toHaveLength(1);
  });

  it('paid orders of different users at once get distinct, gapless invoice numbers', async () => {
    const buyers = await Promise.all(Array.from({ length: 4 }, () => accountUser(t.db, 'owner')));
    const plan = await planId(t.db, 'owner_basic');
    const ready = await Promise.all(buyers.map(async (u) => {
      const o = await createOrder(u.token, { plan_id: plan, billing_id: await billingFor(u.token) });
      const paid = await sandboxPay(u.token, o.body.data.order_id, o.body.data.amount);
      return () => verify(u.token, { order_id: o.body.data.order_id, payment_id: paid.payment_id, signature: paid.signature });
    }));
    const before = (await t.db.select().from(invoices)).length;
    const answers = await Promise.all(ready.map((go) => go()));
    expect(answers.every((a) => a.http === 200)).toBe(true);
    const nums = (await t.db.select().from(invoices)).map((i) => Number(i.number.split('/')[2])).sort((a, b) => a - b);
    expect(nums).toEqual(Array.from({ length: before + 4 }, (_, i) => i + 1));
  });
});
