import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { invoices, orders, paymentAudit, subscriptions } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { accountUser } from '../helpers/account-fixtures';
import { billingFor, buyPlan, createOrder, planId, sandboxPay, seedPlans, verify } from '../helpers/plans';

const t = useTestDb();
beforeAll(async () => seedPlans(t.db));

const subsOf = async (userId: number) => t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
const auditOf = async (orderId: number) => (await t.db.select().from(paymentAudit).where(eq(paymentAudit.orderId, orderId))).map((a) => a.kind);

async function openOrder(role: 'owner' | 'agent' | 'builder' = 'owner', code = 'owner_plus', state = 'Karnataka') {
  const u = await accountUser(t.db, role);
  const billing = await billingFor(u.token, { state });
  const o = await createOrder(u.token, { plan_id: await planId(t.db, code), billing_id: billing });
  expect(o.http, JSON.stringify(o.body)).toBe(200);
  return { u, order: o.body.data, billing };
}

describe('create-order', () => {
  it('prices on the server from plan and state (the client amount is ignored) and reuses an open order', async () => {
    const u = await accountUser(t.db, 'owner');
    const billing = await billingFor(u.token);
    const plan = await planId(t.db, 'owner_plus');
    const o = await createOrder(u.token, { plan_id: plan, billing_id: billing, amount: 100 });
    expect(o.http).toBe(200);
    expect(o.body.data).toMatchObject({ amount: 176882, base_paise: 149900, tax_paise: 26982, currency: 'INR', provider: 'sandbox', status: 'created' });
    expect(o.body.data.checkout).toMatchObject({ provider: 'sandbox', checkout_url: `/subscription/checkout/${o.body.data.order_id}` });
    expect(o.body.data.provider_order_id).toBe(`order_sbx_gb_order_${o.body.data.order_id}`);
    const again = await createOrder(u.token, { plan_id: plan, billing_id: billing });
    expect(again.body.data.order_id).toBe(o.body.data.order_id);
  });

  it('charges exactly the total with GST that the plan page shows first, for every plan and either tax split', async () => {
    for (const role of ['owner', 'agent', 'builder'] as const) {
      const u = await accountUser(t.db, role);
      const shown = (await call('GET', '/api/subscription/plans', undefined, { token: u.token })).body.data as { id: number; total_paise: number }[];
      expect(shown.length).toBeGreaterThan(0);
      for (const state of ['Karnataka', 'Maharashtra']) {
        const billing = await billingFor(u.token, { state });
        for (const p of shown) {
          const o = await createOrder(u.token, { plan_id: p.id, billing_id: billing });
          expect(o.body.data.amount, `${role} plan ${p.id} in ${state}`).toBe(p.total_paise);
        }
      }
    }
  });

  it("refuses another user's billing details, another role's plan, a buyer, and bad bodies", async () => {
    const a = await accountUser(t.db, 'owner');
    const b = await accountUser(t.db, 'owner');
    const billingB = await billingFor(b.token);
    const plan = await planId(t.db, 'owner_plus');
    // Another user's billing details answer as an unknown id.
    const foreign = await createOrder(a.token, { plan_id: plan, billing_id: billingB });
    expect(foreign.http).toBe(404);
    expect(foreign.body).toEqual((await createOrder(a.token, { plan_id: plan, billing_id: 2_000_000_000 })).body);
    const billingA = await billingFor(a.token);
    const agentPlan = await createOrder(a.token, { plan_id: await planId(t.db, 'agent_pro'), billing_id: billingA });
    expect(agentPlan.http).toBe(403);
    expect(agentPlan.body.message).toBe('This plan is for agents');
    const buyer = await accountUser(t.db, 'buyer');
    expect((await createOrder(buyer.token, { plan_id: plan, billing_id: await billingFor(buyer.token) })).http).toBe(403);
    const bad = await createOrder(a.token, { billing_id: billingA });
    expect(bad.http).toBe(400);
    expect(bad.body.message).toBe('plan_id is required');
    expect((await createOrder(undefined as unknown as string, { plan_id: plan, billing_id: billingA })).http).toBe(401);
  });

  it('refuses a bad GSTIN with a 400 naming it, and stores the billing details otherwise', async () => {
    const u = await accountUser(t.db, 'owner');
    const base = { name: 'Ramesh Gowda', email: 'r@example.com', address: '14 Temple Road', city: 'Mysuru', state: 'Karnataka', pincode: '570017' };
    const bad = await call('POST', '/api/subscription/create-billing-details', { ...base, gstin: '29AAGCB7383J1Z5' }, { token: u.token });
    expect(bad.http).toBe(400);
    expect(bad.body).toMatchObject({ status: 'fail', message: 'This GSTIN is not valid: its check character does not match', data: { field: 'gstin' } });
    const ok = await call('POST', '/api/subscription/create-billing-details', { ...base, gstin: '29AAGCB7383J1Z4' }, { token: u.token });
    expect(ok.http).toBe(200);
    const upd = await call('POST', '/api/subscription/create-billing-details', { ...base, city: 'Mandya' }, { token: u.token });
    expect(upd.body.data).toMatchObject({ id: ok.body.data.id, city: 'Mandya', gstin: null });
    const fresh = await call('POST', '/api/subscription/create-billing-details-new', base, { token: u.token });
    expect(fresh.body.data.id).not.toBe(ok.body.data.id);
  });
});

describe('verify-order', () => {
  it('grants once: a replayed verify answers the same plan and invoice', async () => {
    const { u, order } = await openOrder();
    const paid = await sandboxPay(u.token, order.order_id, order.amount);
    const body = { order_id: order.order_id, payment_id: paid.payment_id, signature: paid.signature };
    const first = await verify(u.token, body);
    expect(first.http).toBe(200);
    expect(first.body.data).toMatchObject({ already_verified: false });
    const replay = await verify(u.token, body);
    expect(replay.http).toBe(200);
    expect(replay.body.data).toMatchObject({ already_verified: true, subscription_id: first.body.data.subscription_id, invoice_id: first.body.data.invoice_id });
    expect(await subsOf(u.id)).toHaveLength(1);
    expect(await t.db.select().from(invoices).where(eq(invoices.userId, u.id))).toHaveLength(1);
  });

  it('refuses a tampered signature, a changed amount, a payment of a smaller amount, and logs each', async () => {
    const { u, order } = await openOrder();
    const paid = await sandboxPay(u.token, order.order_id, order.amount);
    const flipped = paid.signature!.slice(0, -1) + (paid.signature!.endsWith('0') ? '1' : '0');
    const r1 = await verify(u.token, { order_id: order.order_id, payment_id: paid.payment_id, signature: flipped });
    expect(r1.http).toBe(400);
    expect(r1.body).toMatchObject({ message: 'Payment verification failed', code: 'payment_refused' });
    const r2 = await verify(u.token, { order_id: order.order_id, payment_id: paid.payment_id, signature: paid.signature, amount: order.amount - 100 });
    expect(r2.http).toBe(400);
    const cheap = await sandboxPay(u.token, order.order_id, 100);
    const r3 = await verify(u.token, { order_id: order.order_id, payment_id: cheap.payment_id, signature: cheap.signature });
    expect(r3.http).toBe(400);
    expect(await subsOf(u.id)).toHaveLength(0);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(o.status).toBe('created');
    expect(await auditOf(order.order_id)).toEqual(['bad_signature', 'amount_mismatch', 'amount_mismatch']);
  });

  it("refuses another user's order with the 404 of an unknown order and grants nothing", async () => {
    const { u, order } = await openOrder();
    const paid = await sandboxPay(u.token, order.order_id, order.amount);
    const thief = await accountUser(t.db, 'owner');
    const r = await verify(thief.token, { order_id: order.order_id, payment_id: paid.payment_id, signature: paid.signature });
    expect(r.http).toBe(404);
    expect(r.body).toEqual((await verify(thief.token, { order_id: 2_000_000_000, payment_id: paid.payment_id, signature: paid.signature })).body);
    expect(await subsOf(thief.id)).toHaveLength(0);
    expect(await subsOf(u.id)).toHaveLength(0);
    expect(await auditOf(order.order_id)).toEqual(['foreign_order']);
    // Nor can the thief drive the owner's order through the sandbox gateway.
    const drive = await call('POST', '/api/payments/sandbox/pay', { order_id: order.order_id, amount: order.amount, outcome: 'success' }, { token: thief.token });
    expect(drive.http).toBe(404);
    expect(drive.body).toEqual((await call('POST', '/api/payments/sandbox/pay', { order_id: 2_000_000_000, amount: order.amount, outcome: 'success' }, { token: thief.token })).body);
  });

  it('refuses an expired order even with a valid signature', async () => {
    const { u, order } = await openOrder();
    const paid = await sandboxPay(u.token, order.order_id, order.amount);
    await t.db.update(orders).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(orders.id, order.order_id));
    const r = await verify(u.token, { order_id: order.order_id, payment_id: paid.payment_id, signature: paid.signature });
    expect(r.http).toBe(409);
    expect(r.body).toMatchObject({ message: 'This order has expired. Please start the payment again.', code: 'order_expired' });
    expect(await subsOf(u.id)).toHaveLength(0);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(o.status).toBe('expired');
  });

  it('failed and cancelled sandbox payments carry no signature and grant nothing', async () => {
    const { u, order } = await openOrder();
    for (const outcome of ['fail', 'cancel'] as const) {
      const r = await sandboxPay(u.token, order.order_id, order.amount, outcome);
      expect(r.signature).toBeUndefined();
      const v = await verify(u.token, { order_id: order.order_id, payment_id: r.payment_id, signature: 'x'.repeat(64) });
      expect(v.http).toBe(400);
    }
    expect(await subsOf(u.id)).toHaveLength(0);
  });
});

describe('invoices', () => {
  it('same state: CGST + SGST; other state: IGST; numbers follow each other; history lists the invoice', async () => {
    const a = await accountUser(t.db, 'owner');
    const ka = await buyPlan(t.db, a.token, 'owner_plus');
    const b = await accountUser(t.db, 'owner');
    const billing = await billingFor(b.token, { state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' });
    const o = await createOrder(b.token, { plan_id: await planId(t.db, 'owner_plus'), billing_id: billing });
    const paid = await sandboxPay(b.token, o.body.data.order_id, o.body.data.amount);
    const mh = (await verify(b.token, { order_id: o.body.data.order_id, payment_id: paid.payment_id, signature: paid.signature })).body.data;
    const [i1] = await t.db.select().from(invoices).where(eq(invoices.id, ka.verified.invoice_id));
    const [i2] = await t.db.select().from(invoices).where(eq(invoices.id, mh.invoice_id));
    expect(i1).toMatchObject({ taxablePaise: 149900, cgstPaise: 13491, sgstPaise: 13491, igstPaise: 0, totalPaise: 176882, sacCode: '998365', sellerGstin: '29AAECG1234K1ZL', buyerGstin: null });
    expect(i2).toMatchObject({ taxablePaise: 149900, cgstPaise: 0, sgstPaise: 0, igstPaise: 26982, totalPaise: 176882, buyerGstin: '27AAPFU0939F1ZV', buyerState: 'Maharashtra' });
    const n1 = Number(i1.number.split('/')[2]);
    expect(i2.number).toBe(`${i1.number.slice(0, -6)}${String(n1 + 1).padStart(6, '0')}`);
    expect(i1.number).toMatch(/^GB\/\d{2}-\d{2}\/\d{6}$/); // rule 46(b): at most 16 characters

    const hist = await call('POST', '/api/subscription/fetch-plan-history?page_no=0', {}, { token: a.token });
    expect(hist.body.data.data[0]).toMatchObject({ status: 'paid', amount: 176882, invoice: { id: i1.id, number: i1.number } });
  });

  it('the PDF downloads for its owner only', async () => {
    const { dispatch } = await import('@/server/platform/routes');
    const a = await accountUser(t.db, 'owner');
    const { verified } = await buyPlan(t.db, a.token, 'owner_basic');
    const get = (token?: string, cookie?: string) => dispatch(new Request(`http://localhost/api/subscription/invoice-pdf?invoice_id=${verified.invoice_id}`, {
      headers: { ...(token ? { 'x-access-token': token } : {}), ...(cookie ? { cookie } : {}) },
    }));
    const mine = await get(a.token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await mine.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(undefined, `access_token=${a.token}`)).status).toBe(200);
    const other = await accountUser(t.db, 'owner');
    // Another user's invoice: the same 404 and body as an invoice id that does not exist.
    const foreign = await get(other.token);
    expect(foreign.status).toBe(404);
    const unknown = await dispatch(new Request('http://localhost/api/subscription/invoice-pdf?invoice_id=2000000000', { headers: { 'x-access-token': other.token } }));
    expect(unknown.status).toBe(404);
    expect(await foreign.text()).toBe(await unknown.text());
    expect((await get()).status).toBe(401);
    const [row] = await t.db.select().from(subscriptions).where(and(eq(subscriptions.userId, a.id)));
    expect(row.status).toBe('active');
  });
});
