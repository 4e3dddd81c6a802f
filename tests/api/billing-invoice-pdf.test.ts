// The tax invoice PDF carries what an Indian accountant checks (issue 23.8, CGST Rules rule 46):
// read back from the PDF's own text, not from the database.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dispatch } from '@/server/platform/routes';
import { invoices, orders, subscriptions } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { accountUser } from '../helpers/account-fixtures';
import { billingFor, createOrder, planId, sandboxPay, seedPlans, verify } from '../helpers/plans';
import { pdfText } from '../helpers/pdf-text';

const t = useTestDb();
beforeAll(async () => { await seedPlans(t.db); });

const day = (d: Date) => d.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** Buys Owner Plus (₹1,499 + GST) billed to `billing`, and reads its invoice PDF as text (whitespace folded). */
async function invoiceText(billing: { state: string; gstin?: string; pincode?: string }, headers: Record<string, string> = {}) {
  const u = await accountUser(t.db, 'owner');
  const o = await createOrder(u.token, { plan_id: await planId(t.db, 'owner_plus'), billing_id: await billingFor(u.token, billing) });
  const paid = await sandboxPay(u.token, o.body.data.order_id, o.body.data.amount);
  const v = await verify(u.token, { order_id: o.body.data.order_id, payment_id: paid.payment_id, signature: paid.signature });
  const res = await dispatch(new Request(`http://localhost/api/subscription/invoice-pdf?invoice_id=${v.body.data.invoice_id}`,
    { headers: { 'x-access-token': u.token, ...headers } }));
  expect(res.status).toBe(200);
  const [inv] = await t.db.select().from(invoices).where(eq(invoices.id, v.body.data.invoice_id));
  const [order] = await t.db.select().from(orders).where(eq(orders.id, inv.orderId));
  const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.orderId, inv.orderId));
  const text = (await pdfText(Buffer.from(await res.arrayBuffer()))).replace(/\s+/g, ' ');
  return { text, inv, order, sub };
}

describe('the tax invoice PDF', () => {
  it('outside Karnataka: place of supply with its state code, order and payment references, plan period, taxable value and IGST columns, in ₹', async () => {
    const { text, inv, order, sub } = await invoiceText({ state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' });
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('Original for recipient');
    // Rule 46(b): a serial number of at most 16 characters, unique in the financial year.
    expect(inv.number).toMatch(/^GB\/\d{2}-\d{2}\/\d{6}$/);
    expect(inv.number.length).toBeLessThanOrEqual(16);
    expect(text).toContain(`Invoice number: ${inv.number}`);
    expect(text).toContain('Place of supply: Maharashtra (state code 27)');
    expect(text).toContain(`Order reference: gb_order_${order.id}`);
    expect(order.paymentRef).toBeTruthy();
    expect(text).toContain(`Payment reference: ${order.paymentRef}`);
    expect(text).toContain(`Plan period: ${day(sub.startsAt)} to ${day(sub.endsAt)}`);
    expect(text).toContain('Tax payable on reverse charge: No');
    expect(text).toMatch(/Description of service SAC Qty Taxable value \(₹\) IGST @ 18% \(₹\) Total \(₹\)/);
    expect(text).toContain('1 Owner Plus plan, 90 days 998365 1 ₹1,499.00 ₹269.82 ₹1,768.82');
    expect(text).toContain('Total invoice value: ₹1,768.82');
    expect(text).toContain('Amount in words: Rupees One Thousand Seven Hundred Sixty Eight and Eighty Two Paise Only');
    expect(text).toContain('GSTIN: 29AAECG1234K1ZL');
    expect(text).toContain('State: Karnataka (state code 29)');
    expect(text).toContain('Recipient (billed to)');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('State: Maharashtra (state code 27)');
    expect(text).toContain('Authorised signatory');
    expect(text).not.toContain('Rs.');
    expect(text).not.toContain('\uFFFD');
  });

  it('inside Karnataka: CGST and SGST columns, an unregistered recipient with PIN code, state and code', async () => {
    const { text } = await invoiceText({ state: 'Karnataka', pincode: '570017' });
    expect(text).toMatch(/Taxable value \(₹\) CGST @ 9% \(₹\) SGST @ 9% \(₹\) Total \(₹\)/);
    expect(text).toContain('₹1,499.00 ₹134.91 ₹134.91 ₹1,768.82');
    expect(text).toContain('Place of supply: Karnataka (state code 29)');
    expect(text).toContain('14 Temple Road, Vijayanagar, Mysuru 570017');
    expect(text).toContain('GSTIN: Unregistered');
    expect(text).not.toContain('IGST');
  });

  it('in Hindi or Kannada: every label in English and in the language, the values as issued', async () => {
    // Asked from a Hindi page (the API client sends the page's language).
    const hi = await invoiceText({ state: 'Karnataka', pincode: '570017' }, { 'x-gb-lang': 'hi-IN' });
    expect(hi.text).toMatch(/TAX INVOICE कर बीजक/);
    expect(hi.text).toContain('Invoice number /');
    expect(hi.text).toContain(hi.inv.number);
    expect(hi.text).toContain('Place of supply /');
    expect(hi.text).toContain('Karnataka (state code 29)');
    expect(hi.text).toMatch(/बीजक/);
    expect(hi.text).toMatch(/कुल/);
    expect(hi.text).toContain('₹1,499.00 ₹134.91 ₹134.91 ₹1,768.82');
    expect(hi.text).toContain('Rupees One Thousand Seven Hundred Sixty Eight and Eighty Two Paise Only');
    expect(hi.text).not.toContain('\uFFFD');
    // A plain download link from a visitor who picked Kannada.
    const kn = await invoiceText({ state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' }, { cookie: 'gb_locale=kn' });
    expect(kn.text).toContain('Payment reference /');
    expect(kn.text).toMatch(/ಮೂಲ ಪ್ರತಿ/);
    expect(kn.text).toMatch(/ಪಾವತಿ/);
    expect(kn.text).toContain('₹1,499.00 ₹269.82 ₹1,768.82');
    expect(kn.text).not.toMatch(/बीजक/);
  });
});
