import 'server-only';
import { AppError } from '@/lib/app-error';
import type { PaymentProvider, WebhookEvent } from './types';

// Stripe: the browser confirms a PaymentIntent (client_secret from
// /api/public/create-payment-intent) with @stripe/stripe-js; verify-order retrieves the
// intent and checks status, amount, currency and our order id in its metadata.
// Webhooks: the Stripe-Signature header (t=..., v1=HMAC-SHA256 of "t.body") checked by
// stripe.webhooks.constructEvent over the raw body.

async function client() {
  const key = process.env.STRIPE_SECRET_KEY;
  if (!key) throw new AppError('unavailable', 'Stripe is not configured');
  const { default: Stripe } = await import('stripe');
  return new Stripe(key);
}

/** Verifies and reads a Stripe webhook (exported for tests with generateTestHeaderString). */
export async function parseStripeWebhook(raw: string, headers: Headers, secret: string): Promise<WebhookEvent> {
  const { default: Stripe } = await import('stripe');
  const stripe = new Stripe(process.env.STRIPE_SECRET_KEY || 'sk_test_unused');
  let event;
  try {
    event = stripe.webhooks.constructEvent(raw, headers.get('stripe-signature') ?? '', secret);
  } catch {
    throw new AppError('bad_request', 'Invalid webhook signature');
  }
  const pi = event.data.object as { id?: string; amount?: number; amount_received?: number; metadata?: Record<string, string> };
  const orderId = Number(pi.metadata?.order_id);
  return {
    eventId: event.id, type: event.type, paid: event.type === 'payment_intent.succeeded',
    orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : undefined,
    providerOrderId: pi.id, paymentRef: pi.id, amountPaise: pi.amount_received ?? pi.amount,
  };
}

export const stripeProvider: PaymentProvider = {
  name: 'stripe',
  async createOrder(o) {
    // The PaymentIntent is made when the browser asks for it (create-payment-intent).
    return { providerRef: o.providerRef };
  },
  checkout(o) {
    return { provider: 'stripe', publishable_key: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? process.env.STRIPE_PUBLISHABLE_KEY, amount: o.amountPaise, currency: o.currency };
  },
  async verify(o, input) {
    const id = input.payment_intent_id ?? input.payment_id;
    if (!id || id !== o.providerRef) return { ok: false, reason: 'wrong_order', detail: 'payment intent is not this order\'s' };
    const stripe = await client();
    const pi = await stripe.paymentIntents.retrieve(id);
    if (pi.metadata?.order_id !== String(o.id)) return { ok: false, reason: 'wrong_order', detail: 'metadata order_id differs' };
    if (pi.status !== 'succeeded') return { ok: false, reason: 'not_paid', detail: `intent ${pi.status}` };
    if (pi.amount_received !== o.amountPaise || pi.currency !== o.currency.toLowerCase()) {
      return { ok: false, reason: 'amount_mismatch', detail: `received ${pi.amount_received} ${pi.currency}` };
    }
    return { ok: true, paymentRef: pi.id };
  },
  async parseWebhook(raw, headers) {
    const secret = process.env.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new AppError('unavailable', 'Stripe webhooks are not configured');
    return parseStripeWebhook(raw, headers, secret);
  },
};

/** One PaymentIntent per order: the idempotency key makes a retried call return the same intent. */
export async function createPaymentIntent(o: { id: number; amountPaise: number; currency: string; userId: number }) {
  const stripe = await client();
  const pi = await stripe.paymentIntents.create({
    amount: o.amountPaise, currency: o.currency.toLowerCase(),
    metadata: { order_id: String(o.id), user_id: String(o.userId) },
    automatic_payment_methods: { enabled: true },
  }, { idempotencyKey: `gharbazaar-order-${o.id}` });
  return { id: pi.id, client_secret: pi.client_secret };
}
