import 'server-only';
import { eq } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { sandboxOpen } from '@/lib/payments-config';
import { billingSchema } from '@/lib/billing/schemas';
import type { Handler, RequestContext, RouteTable } from '../../platform/http/types';
import { validate } from '../../platform/http/validate';
import { linkReaderId, requireActiveSession, requireSession } from '../../accounts';
import { getDb } from '../../platform/db/client';
import { orders } from '../../platform/db/schema';
import { latestBillingDetails, saveBillingDetails } from '../billing/details';
import { ownInvoice } from '../billing/invoices';
import { renderInvoicePdf } from '../billing/invoice-pdf';
import { pageNumber } from '../../platform/http/validate';
import { createOrder, verifyOrder } from './orders';
import { planHistory } from './history';
import { handleWebhook } from './webhooks';
import { sandboxPay } from './providers/sandbox';
import { createPaymentIntent } from './providers/stripe';
import { createOrderBody, orderIdBody, sandboxPayBody, verifyOrderBody } from './schemas';
import { ownRow } from '../../platform/http/authorize';

const billing = (fresh: boolean): Handler => async (ctx) => {
  const { user } = await requireSession(ctx);
  const body = await validate(billingSchema, await ctx.json());
  return { data: await saveBillingDetails(user, body, fresh), message: 'Billing details saved' };
};

async function myOpenOrder(ctx: RequestContext, orderId: number) {
  const { user } = await requireSession(ctx);
  const db = await getDb();
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
  return { user, order: ownRow(user.id, 'order', o) };
}


const webhook = (provider: 'razorpay' | 'stripe'): Handler => async (ctx) => {
  // The signature covers the exact bytes: read the raw body, never a re-serialised JSON.
  const raw = await ctx.req.text();
  return { data: await handleWebhook(provider, raw, ctx.req.headers), message: 'ok' };
};

export const paymentRoutes: RouteTable = {
  'POST /api/subscription/create-billing-details': billing(false),
  'POST /api/subscription/create-billing-details-new': billing(true),
  // Not in the spec: prefills the billing step.
  'POST /api/subscription/fetch-billing-details': async (ctx) => {
    const { user } = await requireSession(ctx);
    return { data: await latestBillingDetails(user.id), message: 'Billing details' };
  },
  'POST /api/subscription/create-order': async (ctx) => {
    const { user } = await requireActiveSession(ctx);
    const body = await validate(createOrderBody, await ctx.json());
    return { data: await createOrder(user, body), message: 'Order created' };
  },
  'POST /api/subscription/verify-order': async (ctx) => {
    const { user } = await requireSession(ctx);
    const body = await validate(verifyOrderBody, await ctx.json());
    const r = await verifyOrder(user, body);
    return { data: r, message: r.already_verified ? 'Payment already verified' : 'Payment verified, your plan is active' };
  },
  'POST /api/subscription/fetch-plan-history': async (ctx) => {
    const { user } = await requireSession(ctx);
    const body = await ctx.json().catch(() => ({}));
    return { data: await planHistory(user.id, pageNumber(ctx.query('page_no'), body, 0)), message: 'Plan history' };
  },
  'GET /api/subscription/invoice-pdf': async (ctx) => {
    // GET download: the header, or the httpOnly cookie a plain link carries.
    const userId = await linkReaderId(ctx);
    const id = Number(ctx.query('invoice_id'));
    if (!Number.isInteger(id) || id <= 0) throw new AppError('validation', 'invoice_id must be a positive number', { field: 'invoice_id' });
    const inv = await ownInvoice(userId, id);
    // Labels in English and the visitor's language (the calling page's, or their remembered pick).
    const pdf = await renderInvoicePdf(inv, ctx.locale);
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="invoice-${inv.number.replace(/\//g, '-')}.pdf"`,
        'cache-control': 'private, no-store',
      },
    });
  },
  'POST /api/public/create-payment-intent': async (ctx) => {
    const { order_id } = await validate(orderIdBody, await ctx.json());
    const { user, order } = await myOpenOrder(ctx, order_id);
    if (order.provider !== 'stripe') throw new AppError('bad_request', 'This order is not a card (Stripe) order');
    if (order.status !== 'created') throw new AppError('conflict', `This order is ${order.status}`);
    const pi = await createPaymentIntent({ ...order, userId: user.id }).catch((e) => {
      console.error('[payments] stripe payment intent failed', e);
      throw new AppError('unavailable', 'Something went wrong');
    });
    if (order.providerRef !== pi.id) {
      const db = await getDb();
      await db.update(orders).set({ providerRef: pi.id, updatedAt: new Date() }).where(eq(orders.id, order.id));
    }
    return { data: { order_id: order.id, client_secret: pi.client_secret, payment_intent_id: pi.id }, message: 'Payment intent created' };
  },
  // The in-app sandbox gateway (PAYMENT_PROVIDER=sandbox): what its checkout page submits.
  // It exists only where the sandbox is open (lib/payments-config.ts): elsewhere, as any unknown path.
  'POST /api/payments/sandbox/pay': async (ctx) => {
    if (!sandboxOpen(process.env)) throw new AppError('not_found', 'No such endpoint: POST /api/payments/sandbox/pay');
    const body = await validate(sandboxPayBody, await ctx.json());
    const { order } = await myOpenOrder(ctx, body.order_id);
    if (order.provider !== 'sandbox' || !order.providerRef) throw new AppError('bad_request', 'This order is not a sandbox order');
    const r = await sandboxPay(order.providerRef, body.amount, body.outcome as 'success' | 'fail' | 'cancel');
    const message = body.outcome === 'success' ? 'Payment captured'
      : body.outcome === 'fail' ? 'Payment failed' : 'Payment cancelled';
    return { data: r, message };
  },
  'POST /api/payments/razorpay/webhook': webhook('razorpay'),
  'POST /api/payments/stripe/webhook': webhook('stripe'),
};
