import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoices, subscriptions } from '@/server/platform/db/schema';
import { checkoutPageData } from '@/server/money/plans/page-data';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { accountUser } from '../helpers/account-fixtures';
import { billingFor, buyPlan, createOrder, planId, sandboxPay, seedPlans, verify } from '../helpers/plans';

// Issue 21.1: a production server started with a real SMS gateway and no payment
// settings used the sandbox and granted Agent Premium (with a GST invoice) for
// nothing. Start-up now refuses (tests/unit/payments-config.test.ts and the
// serve.mjs process test); these tests prove the running code grants nothing
// either, should such a server run anyway: every path to a plan is closed.

const t = useTestDb();
beforeAll(async () => seedPlans(t.db));

const saved = { ...process.env };
afterEach(() => { process.env = { ...saved }; });

/** The issue's server: NODE_ENV=production, a real SMS gateway, no DEMO_MODE, no PAYMENT_PROVIDER. */
function productionAsInTheIssue(extra: Record<string, string> = {}) {
  delete process.env.DEMO_MODE;
  delete process.env.PAYMENT_PROVIDER;
  delete process.env.SMTP_URL;
  Object.assign(process.env, {
    NODE_ENV: 'production', SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms', SITE_URL: 'https://www.gharbazaar.in', ...extra,
  });
}

const plansOf = async (userId: number) => t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

describe('a production server without a payment gateway', () => {
  it('grants no plan through create-order, the sandbox pay call, verify-order or the checkout page', async () => {
    const agent = await accountUser(t.db, 'agent');
    const premium = await planId(t.db, 'agent_premium');
    // An order paid in the sandbox before the switch (a demo that became production), not yet verified.
    const billing = await billingFor(agent.token);
    const before = await createOrder(agent.token, { plan_id: premium, billing_id: billing });
    expect(before.http).toBe(200);
    const paid = await sandboxPay(agent.token, before.body.data.order_id, before.body.data.amount);

    productionAsInTheIssue();
    const order = await createOrder(agent.token, { plan_id: premium, billing_id: billing });
    expect(order.http).toBe(503);
    expect(order.body).toMatchObject({ status: 'fail', message: 'Payments are not configured' });
    const pay = await call('POST', '/api/payments/sandbox/pay',
      { order_id: before.body.data.order_id, amount: before.body.data.amount, outcome: 'success' }, { token: agent.token });
    expect(pay.http).toBe(404);
    expect(pay.body.message).toBe('No such endpoint: POST /api/payments/sandbox/pay');
    const v = await verify(agent.token, { order_id: before.body.data.order_id, payment_id: paid.payment_id, signature: paid.signature });
    expect(v.http).toBe(503);
    expect(await checkoutPageData(agent.id, before.body.data.order_id)).toBeNull();
    // Forged gateway webhooks have no secret to pass.
    for (const gw of ['razorpay', 'stripe']) {
      const hook = await call('POST', `/api/payments/${gw}/webhook`, undefined, {
        raw: JSON.stringify({ event: 'order.paid', payload: { order: { entity: { id: before.body.data.provider_order_id } } } }),
      });
      expect(hook.http).toBeGreaterThanOrEqual(400);
    }
    expect(await plansOf(agent.id)).toEqual([]);
    expect(await t.db.select().from(invoices)).toEqual([]);
  });

  it('keeps the sandbox closed with DEMO_MODE=1 alone, or with PAYMENT_PROVIDER=sandbox alone', async () => {
    const owner = await accountUser(t.db, 'owner');
    const billing = await billingFor(owner.token);
    for (const extra of [{ DEMO_MODE: '1' }, { PAYMENT_PROVIDER: 'sandbox' }] as Record<string, string>[]) {
      productionAsInTheIssue(extra);
      const o = await createOrder(owner.token, { plan_id: await planId(t.db, 'owner_plus'), billing_id: billing });
      expect(o.http).toBe(503);
      const pay = await call('POST', '/api/payments/sandbox/pay', { order_id: 1, amount: 1, outcome: 'success' }, { token: owner.token });
      expect(pay.http).toBe(404);
    }
    expect(await plansOf(owner.id)).toEqual([]);
  });

  it('opens the sandbox to a production demo asked for by name: DEMO_MODE=1 and PAYMENT_PROVIDER=sandbox', async () => {
    const owner = await accountUser(t.db, 'owner');
    productionAsInTheIssue({ DEMO_MODE: '1', PAYMENT_PROVIDER: 'sandbox' });
    const { verified } = await buyPlan(t.db, owner.token, 'owner_plus');
    expect(verified.subscription_id).toBeGreaterThan(0);
  });

  it('closes the demo mail and SMS outboxes outside demo mode, even with no SMTP server or SMS gateway set', async () => {
    productionAsInTheIssue();
    delete process.env.SMS_GATEWAY_URL;
    const mail = await call('GET', '/api/dev/mail-outbox?email=victim@example.in');
    expect(mail.http).toBe(404);
    const sms = await call('GET', '/api/dev/sms-outbox?phone=9000000001');
    expect(sms.http).toBe(404);
    process.env.DEMO_MODE = '1';
    expect((await call('GET', '/api/dev/mail-outbox?email=victim@example.in')).http).toBe(200);
  });
});
