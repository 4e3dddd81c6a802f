import 'server-only';
import { and, eq, lte } from 'drizzle-orm';
import { getDb } from '../db/client';
import { orders } from '../db/schema';

/**
 * Unpaid orders past their 30 minutes become 'expired'; returns how many. Reads
 * do not wait for it: a new order never reuses an open one past its time, the
 * history shows such an order as expired, and verification refuses it.
 */
export async function expireStaleOrders(now = new Date()): Promise<number> {
  const db = await getDb();
  const done = await db.update(orders).set({ status: 'expired', updatedAt: now })
    .where(and(eq(orders.status, 'created'), lte(orders.expiresAt, now)))
    .returning({ id: orders.id });
  return done.length;
}
