import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '../../platform/db/client';
import { orders, paymentEvents } from '../../platform/db/schema';
import { providerNamed } from './providers';
import type { WebhookEvent } from './providers/types';
import { auditPayment } from './audit';
import { grantOrder } from './grant';

async function orderFor(provider: string, e: WebhookEvent) {
  const db = await getDb();
  if (e.orderId) {
    const [o] = await db.select().from(orders).where(and(eq(orders.id, e.orderId), eq(orders.provider, provider)));
    if (o) return o;
  }
  if (!e.providerOrderId) return undefined;
  const [o] = await db.select().from(orders).where(and(eq(orders.provider, provider), eq(orders.providerRef, e.providerOrderId)));
  return o;
}

/**
 * A gateway's webhook, verified over its raw body. A paid event grants the order
 * (once: grantOrder is idempotent) even when the browser never came back; an event
 * id seen before is skipped; nothing here ever moves a paid order back.
 */
export async function handleWebhook(providerName: 'razorpay' | 'stripe', raw: string, headers: Headers) {
  const provider = providerNamed(providerName);
  let event: WebhookEvent;
  try {
    event = await provider.parseWebhook!(raw, headers);
  } catch (e) {
    await auditPayment({ kind: `${providerName}_webhook_signature`, detail: (e as Error).message });
    throw e;
  }
  const db = await getDb();
  const [seen] = await db.select().from(paymentEvents)
    .where(and(eq(paymentEvents.provider, providerName), eq(paymentEvents.eventId, event.eventId)));
  if (seen) return { duplicate: true, event: event.type };
  const order = event.paid ? await orderFor(providerName, event) : undefined;
  let outcome = 'ignored';
  if (event.paid && !order) {
    await auditPayment({ kind: 'webhook_unknown_order', detail: `${event.type} ${event.providerOrderId ?? event.orderId}` });
  } else if (order && event.amountPaise != null && event.amountPaise !== order.amountPaise) {
    await auditPayment({ orderId: order.id, userId: order.userId, kind: 'amount_mismatch', detail: `webhook ${event.amountPaise}` });
  } else if (order && order.status === 'created' && order.expiresAt && order.expiresAt <= new Date()) {
    await auditPayment({ orderId: order.id, userId: order.userId, kind: 'expired', detail: `paid by ${event.paymentRef} after expiry: refund` });
  } else if (order && (order.status === 'created' || order.status === 'paid')) {
    const g = await grantOrder(order.id, event.paymentRef ?? event.providerOrderId ?? 'webhook');
    outcome = g.granted ? 'granted' : 'already_paid';
  }
  await db.insert(paymentEvents).values({ provider: providerName, eventId: event.eventId, type: event.type, orderId: order?.id ?? null })
    .onConflictDoNothing();
  return { duplicate: false, event: event.type, outcome };
}
