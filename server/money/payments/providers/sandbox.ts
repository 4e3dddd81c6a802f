import 'server-only';
import type { SandboxPayment } from '@/lib/contract';
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtSecret } from '../../../accounts';
import { getDb } from '../../../platform/db/client';
import { sandboxPayments } from '../../../platform/db/schema';
import { checkoutSignatureOk, hmacSha256Hex } from '../signature';
import type { PaymentProvider } from './types';

// The in-app gateway used by default, by the tests and by the quick start. It works
// like Razorpay: an order id of its own, a checkout page (/subscription/checkout/{id}),
// a payment id and an HMAC-SHA256 signature of "order_id|payment_id" that verify-order
// checks exactly as a real gateway's. Its own record of each payment (sandbox_payments)
// is what the gateway side would know: the amount actually paid.

export async function sandboxSecret(): Promise<string> {
  return process.env.SANDBOX_PAYMENT_SECRET
    || createHmac('sha256', Buffer.from(await jwtSecret())).update('sandbox-payments').digest('hex');
}

/** The gateway side of a checkout: records the attempt and, when paid, signs the result. */
export async function sandboxPay(providerOrderId: string, amountPaise: number, outcome: 'success' | 'fail' | 'cancel'): Promise<SandboxPayment> {
  const db = await getDb();
  const id = `pay_sbx_${randomBytes(9).toString('base64url')}`;
  const status = outcome === 'success' ? 'captured' : outcome === 'fail' ? 'failed' : 'cancelled';
  await db.insert(sandboxPayments).values({ id, providerOrderId, amountPaise, status });
  if (outcome !== 'success') return { payment_id: id, status };
  return { payment_id: id, status, order_id: providerOrderId, signature: hmacSha256Hex(await sandboxSecret(), `${providerOrderId}|${id}`) };
}

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async createOrder(o) {
    // The receipt is unique per local order, so a retried create gives the same gateway order.
    return { providerRef: o.providerRef ?? `order_sbx_${o.receipt}` };
  },
  checkout(o) {
    return { provider: 'sandbox', order_id: o.providerRef, amount: o.amountPaise, currency: o.currency, checkout_url: `/subscription/checkout/${o.id}` };
  },
  async verify(o, input) {
    const paymentId = input.payment_id ?? '';
    if (!o.providerRef || !checkoutSignatureOk(await sandboxSecret(), o.providerRef, paymentId, input.signature)) {
      return { ok: false, reason: 'bad_signature', detail: 'signature does not match order_id|payment_id' };
    }
    const db = await getDb();
    const [p] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    if (!p || p.providerOrderId !== o.providerRef) return { ok: false, reason: 'wrong_order', detail: 'payment belongs to another order' };
    if (p.status !== 'captured') return { ok: false, reason: 'not_paid', detail: `payment ${p.status}` };
    if (p.amountPaise !== o.amountPaise) {
      return { ok: false, reason: 'amount_mismatch', detail: `paid ${p.amountPaise} paise, order is ${o.amountPaise}` };
    }
    return { ok: true, paymentRef: paymentId };
  },
};
