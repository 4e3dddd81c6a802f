import 'server-only';
import { and, eq, lte } from 'drizzle-orm';
import { getDb } from '../db/client';
import { subscriptions } from '../db/schema';
import { settleUser } from '../../money/plans/settle';

/** Settles every poster whose plan ran out (one indexed query when none did); returns how many. */
export async function settleLapsedPlans(now = new Date()): Promise<number> {
  const db = await getDb();
  const due = await db.selectDistinct({ userId: subscriptions.userId }).from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.endsAt, now)));
  for (const { userId } of due) await db.transaction((tx) => settleUser(tx, userId, now));
  return due.length;
}
