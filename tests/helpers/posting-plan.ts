import type { Db } from '@/server/db/client';
import { plans, subscriptions } from '@/server/db/schema';

let seq = 0;

/**
 * A running plan with room for `listings` live listings, so a posting test can
 * post more than the free allowance (issue 11) without going through payments.
 */
export async function givePlan(db: Db, userId: number, listings = 100) {
  seq += 1;
  const [plan] = await db.insert(plans).values({
    code: `test-posting-${process.pid}-${seq}-${userId}`, name: 'Test plan', audience: 'owner',
    durationDays: 30, pricePaise: 100, listingQuota: listings,
  }).returning();
  const now = Date.now();
  await db.insert(subscriptions).values({
    userId, planId: plan.id, status: 'active', startsAt: new Date(now - 60_000), endsAt: new Date(now + 30 * 86_400_000),
    listingQuota: listings,
  });
}
