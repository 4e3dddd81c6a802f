import 'server-only';
import { AppError } from '@/lib/app-error';
import { checkoutSignatureOk, webhookSignatureOk } from '../signature';
import type { PaymentProvider, WebhookEvent } from './types';

// Razorpay (https://razorpay.com/docs/payments/server-integration/nodejs/): orders in
// paise with a receipt; Checkout returns razorpay_payment_id, razorpay_order_id and
// razorpay_signature = HMAC-SHA256(order_id|payment_id, key_secret). A Razorpay order's
// amount is fixed on Razorpay's side, so a valid signature for our order id binds the amount.
// Webhooks: X-Razorpay-Signature = HMAC-SHA256(raw body, webhook secret), X-Razorpay-Event-Id.

function keys() {
  const keyId = process.env.RAZORPAY_KEY_ID;
  const keySecret = process.env.RAZORPAY_KEY_SECRET;
  if (!keyId || !keySecret) throw new AppError('unavailable', 'Razorpay is not configured');
  return { keyId, keySecret };
}

type RzpEntity = { id?: string; order_id?: string; amount?: number; status?: string; receipt?: string };
type RzpWebhook = { event?: string; payload?: { payment?: { entity?: RzpEntity }; order?: { entity?: RzpEntity } } };

/** Parses a Razorpay webhook after checking its signature over the exact raw body. */
export function parseRazorpayWebhook(raw: string, headers: Headers, secret: string): WebhookEvent {
  if (!webhookSignatureOk(secret, raw, headers.get('x-razorpay-signature'))) {
    throw new AppError('bad_request', 'Invalid webhook signature');
  }
  let body: RzpWebhook;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new AppError('bad_request', 'Malformed webhook body');
  }
  const type = String(body.event ?? '');
  const payment = body.payload?.payment?.entity;
  const order = body.payload?.order?.entity;
  const paid = type === 'order.paid' || type === 'payment.captured';
  const eventId = headers.get('x-razorpay-event-id') || `${type}:${payment?.id ?? order?.id ?? ''}`;
  return {
    eventId, type, paid,
    providerOrderId: payment?.order_id ?? order?.id,
    paymentRef: payment?.id,
    amountPaise: payment?.amount ?? order?.amount,
  };
}

export const razorpayProvider: PaymentProvider = {
  name: 'razorpay',
  async createOrder(o) {
    if (o.providerRef) return { providerRef: o.providerRef };
    const { keyId, keySecret } = keys();
    const { default: Razorpay } = await import('razorpay');
    const rzp = new Razorpay({ key_id: keyId, key_secret: keySecret });
    const created = await rzp.orders.create({
      amount: o.amountPaise, currency: o.currency, receipt: o.receipt, notes: { order_id: String(o.id) },
    });
    return { providerRef: String(created.id) };
  },
  checkout(o) {
    return { provider: 'razorpay', key_id: process.env.RAZORPAY_KEY_ID, order_id: o.providerRef, amount: o.amountPaise, currency: o.currency };
  },
  async verify(o, input) {
    const { keySecret } = keys();
    if (!o.providerRef || !checkoutSignatureOk(keySecret, o.providerRef, input.payment_id ?? '', input.signature)) {
      return { ok: false, reason: 'bad_signature', detail: 'razorpay_signature does not match order_id|payment_id' };
    }
    return { ok: true, paymentRef: input.payment_id! };
  },
  async parseWebhook(raw, headers) {
    const secret = process.env.RAZORPAY_WEBHOOK_SECRET;
    if (!secret) throw new AppError('unavailable', 'Razorpay webhooks are not configured');
    return parseRazorpayWebhook(raw, headers, secret);
  },
};
