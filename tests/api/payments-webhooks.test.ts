import { beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
// Razorpay's own SDK helper, as an independent check of our signature code.
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { orders, paymentEvents, subscriptions } from '@/server/platform/db/schema';
import { checkoutSignatureOk, webhookSignatureOk } from '@/server/money/payments/signature';
import { parseStripeWebhook } from '@/server/money/payments/providers/stripe';
import { dispatch } from '@/server/platform/routes';
import { useTestDb } from '../helpers/db';
import { accountUser } from '../helpers/account-fixtures';
import { billingFor, createOrder, planId, seedPlans } from '../helpers/plans';

const t = useTestDb();
beforeAll(async () => seedPlans(t.db));

const flip = (hex: string) => hex.slice(0, 10) + (hex[10] === 'a' ? 'b' : 'a') + hex.slice(11);
const hmac = (secret: string, s: string) => createHmac('sha256', secret).update(s).digest('hex');

describe('Razorpay signatures', () => {
  const secret = 'rzp_test_secret_key_for_tests';
  it('checkout: HMAC-SHA256 of order_id|payment_id; a flipped byte is refused', () => {
    const sig = hmac(secret, 'order_RB58MqvTkb8yQs|pay_RB58XPmF7oZ2dx');
    expect(validatePaymentVerification({ order_id: 'order_RB58MqvTkb8yQs', payment_id: 'pay_RB58XPmF7oZ2dx' }, sig, secret)).toBe(true);
    expect(checkoutSignatureOk(secret, 'order_RB58MqvTkb8yQs', 'pay_RB58XPmF7oZ2dx', sig)).toBe(true);
    expect(checkoutSignatureOk(secret, 'order_RB58MqvTkb8yQs', 'pay_RB58XPmF7oZ2dx', flip(sig))).toBe(false);
    expect(checkoutSignatureOk(secret, 'order_RB58MqvTkb8yQs', 'pay_other', sig)).toBe(false);
  });

  it('webhook: HMAC-SHA256 of the raw body; one changed body byte or signature byte is refused', () => {
    const body = '{"event":"order.paid","payload":{}}';
    const sig = hmac(secret, body);
    expect(validateWebhookSignature(body, sig, secret)).toBe(true);
    expect(webhookSignatureOk(secret, body, sig)).toBe(true);
    expect(webhookSignatureOk(secret, body, flip(sig))).toBe(false);
    expect(webhookSignatureOk(secret, body.replace('paid', 'pai_'), sig)).toBe(false);
  });
});

describe('Stripe webhook signature', () => {
  const secret = 'whsec_test_generated_for_tests';
  const stripe = new Stripe('sk_test_unused');
  it('accepts a header from generateTestHeaderString and refuses a flipped byte', async () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_1', amount: 176882, amount_received: 176882, metadata: { order_id: '7' } } } });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    const ok = await parseStripeWebhook(payload, new Headers({ 'stripe-signature': header }), secret);
    expect(ok).toMatchObject({ eventId: 'evt_1', paid: true, orderId: 7, amountPaise: 176882 });
    const v1 = header.split('v1=')[1];
    const bad = header.replace(v1, flip(v1));
    await expect(parseStripeWebhook(payload, new Headers({ 'stripe-signature': bad }), secret)).rejects.toThrow('Invalid webhook signature');
    await expect(parseStripeWebhook(payload.replace('176882', '176883'), new Headers({ 'stripe-signature': header }), secret)).rejects.toThrow();
  });
});

describe('webhook routes (raw body, dedupe, grant without the browser)', () => {
  it('Razorpay order.paid grants the order once; a repeated event id is skipped; a bad signature is a 400', async () => {
    process.env.RAZORPAY_WEBHOOK_SECRET = 'whsec_rzp_for_tests';
    const u = await accountUser(t.db, 'owner');
    const o = await createOrder(u.token, { plan_id: await planId(t.db, 'owner_plus'), billing_id: await billingFor(u.token) });
    // A Razorpay order made while PAYMENT_PROVIDER=razorpay (no network here): written as the gateway would have.
    await t.db.update(orders).set({ provider: 'razorpay', providerRef: 'order_RZPTEST0001' }).where(eq(orders.id, o.body.data.order_id));
    // Spaces and key order exactly as sent: the signature covers these bytes.
    const raw = `{"entity":"event","event":"order.paid","payload":{"payment":{"entity":{"id":"pay_RZPTEST0001","order_id":"order_RZPTEST0001","amount":${o.body.data.amount},"status":"captured"}},"order":{"entity":{"id":"order_RZPTEST0001","amount":${o.body.data.amount}}}}}`;
    const send = (body: string, sig: string, eventId = 'evt_rzp_1') => dispatch(new Request('http://localhost/api/payments/razorpay/webhook', {
      method: 'POST', body, headers: { 'content-type': 'application/json', 'x-razorpay-signature': sig, 'x-razorpay-event-id': eventId },
    }));
    const sig = hmac('whsec_rzp_for_tests', raw);
    expect((await send(raw, flip(sig))).status).toBe(400);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, u.id))).toHaveLength(0);
    const first = await send(raw, sig);
    expect(first.status).toBe(200);
    expect((await first.json()).data).toMatchObject({ duplicate: false, outcome: 'granted' });
    const again = await send(raw, sig);
    expect((await again.json()).data).toMatchObject({ duplicate: true });
    // payment.captured for the same payment (another event id) finds the order paid.
    const captured = raw.replace('"order.paid"', '"payment.captured"');
    const third = await send(captured, hmac('whsec_rzp_for_tests', captured), 'evt_rzp_2');
    expect((await third.json()).data).toMatchObject({ outcome: 'already_paid' });
    // A failure event afterwards never moves the paid order back.
    const failed = raw.replace('"order.paid"', '"payment.failed"');
    await send(failed, hmac('whsec_rzp_for_tests', failed), 'evt_rzp_3');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, o.body.data.order_id));
    expect(row).toMatchObject({ status: 'paid', paymentRef: 'pay_RZPTEST0001' });
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, u.id))).toHaveLength(1);
    expect((await t.db.select().from(paymentEvents)).map((e) => e.eventId).sort()).toEqual(['evt_rzp_1', 'evt_rzp_2', 'evt_rzp_3']);
  });

  it('Stripe payment_intent.succeeded grants the order named in its metadata', async () => {
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_stripe_for_tests';
    const u = await accountUser(t.db, 'agent');
    const o = await createOrder(u.token, { plan_id: await planId(t.db, 'agent_starter'), billing_id: await billingFor(u.token) });
    await t.db.update(orders).set({ provider: 'stripe', providerRef: 'pi_TEST1' }).where(eq(orders.id, o.body.data.order_id));
    const payload = JSON.stringify({ id: 'evt_stripe_1', object: 'event', type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_TEST1', amount: o.body.data.amount, amount_received: o.body.data.amount, metadata: { order_id: String(o.body.data.order_id) } } } });
    const header = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({ payload, secret: 'whsec_stripe_for_tests' });
    const res = await dispatch(new Request('http://localhost/api/payments/stripe/webhook', {
      method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': header },
    }));
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ outcome: 'granted' });
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, u.id))).toHaveLength(1);
  });
});
