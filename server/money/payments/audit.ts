import 'server-only';
import { getDb } from '../../platform/db/client';
import { paymentAudit } from '../../platform/db/schema';

/** Logs a refused verification or webhook (outside any transaction, so it survives the refusal). */
export async function auditPayment(e: { orderId?: number | null; userId?: number | null; kind: string; detail?: string }) {
  console.warn(`[payments] refused: ${e.kind} order=${e.orderId ?? '-'} user=${e.userId ?? '-'} ${e.detail ?? ''}`);
  try {
    const db = await getDb();
    await db.insert(paymentAudit).values({ orderId: e.orderId ?? null, userId: e.userId ?? null, kind: e.kind, detail: e.detail ?? null });
  } catch (err) {
    console.error('[payments] audit write failed', err);
  }
}
