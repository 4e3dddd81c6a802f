import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import { istDate, istToday } from '../../platform/db/ist';
import type { Exec } from '../../platform/db/types';
import { callbackRequests, enquiries } from '../../platform/db/schema';

// The day's lead counts. Plans show a poster's leads allowance with them and the
// lead quota (server/trust/leads/quota.ts) refuses above them; they live here, below
// both, so that money never imports trust.

const today = (col: typeof callbackRequests.createdAt | typeof enquiries.createdAt) =>
  sql`${istDate(col)} = ${istToday()}`;

export async function leadsToday(db: Exec, side: 'requester' | 'owner', userId: number): Promise<number> {
  // One after another: inside a transaction they share one connection.
  const [a] = await db.select({ n: count() }).from(callbackRequests).where(and(
    eq(side === 'requester' ? callbackRequests.requesterId : callbackRequests.ownerId, userId), today(callbackRequests.createdAt)));
  const [b] = await db.select({ n: count() }).from(enquiries).where(and(
    eq(side === 'requester' ? enquiries.userId : enquiries.ownerId, userId), today(enquiries.createdAt)));
  return Number(a.n) + Number(b.n);
}

/** Leads a poster received today (the plans' figures show it against LEADS_PER_POSTER_PER_DAY). */
export function leadsReceivedToday(db: Exec, posterId: number): Promise<number> {
  return leadsToday(db, 'owner', posterId);
}
