import 'server-only';
import type { ItemFeatured, ItemUnfeatured } from '@/lib/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { getDb } from '../../platform/db/client';
import { featuredItems } from '../../platform/db/schema';
import { allowanceKey, runningSubscriptions } from './entitlements';
import { withCap } from '../../platform/db/cap';
import { approvedOwned, setFeaturedFlag, type ItemKind } from './items';
import { settleUser } from './settle';
import { plansPageOf } from '@/lib/policy';
import { changingSearch } from '../../platform/cache/changed';

/**
 * Features one of my live items under a running plan with a featured slot left.
 * Counted and recorded under the poster's allowance lock: parallel calls take one slot each.
 */
export async function featureItem(userId: number, role: string, kind: ItemKind, itemId: number): Promise<ItemFeatured> {
  const db = await getDb();
  return changingSearch(withCap(db, allowanceKey(userId), async (tx) => {
    await settleUser(tx, userId);
    const item = await approvedOwned(tx, kind, itemId, userId);
    if (!item) throw new AppError('not_found', 'Only your own live listings can be featured');
    const [already] = await tx.select().from(featuredItems)
      .where(and(eq(featuredItems.kind, kind), eq(featuredItems.itemId, itemId), isNull(featuredItems.endedAt)));
    if (already) return { subscription_id: already.subscriptionId, kind, item_id: itemId, already: true };
    const subs = (await runningSubscriptions(tx, userId)).sort((a, b) => b.endsAt.getTime() - a.endsAt.getTime());
    for (const s of subs) {
      const [{ n }] = await tx.select({ n: count() }).from(featuredItems)
        .where(and(eq(featuredItems.subscriptionId, s.id), isNull(featuredItems.endedAt)));
      if (Number(n) >= (s.featuredQuota ?? 0)) continue;
      await tx.insert(featuredItems).values({ subscriptionId: s.id, userId, kind, itemId });
      await setFeaturedFlag(tx, kind, [itemId], true);
      return { subscription_id: s.id, kind, item_id: itemId, already: false };
    }
    throw new AppError('forbidden', `You have no featured listing left. Buy a plan to feature more: ${plansPageOf(role)}`,
      { reason: 'plan_required', plans_url: plansPageOf(role) });
  }));
}

export async function unfeatureItem(userId: number, kind: ItemKind, itemId: number): Promise<ItemUnfeatured> {
  const db = await getDb();
  return changingSearch(db.transaction(async (tx) => {
    const ended = await tx.update(featuredItems).set({ endedAt: new Date() }).where(and(
      eq(featuredItems.userId, userId), eq(featuredItems.kind, kind), eq(featuredItems.itemId, itemId), isNull(featuredItems.endedAt),
    )).returning();
    if (!ended.length) throw new AppError('not_found', 'This listing is not featured');
    await setFeaturedFlag(tx, kind, [itemId], false);
    return { kind, item_id: itemId };
  }));
}

/** My featured items, newest first. */
export async function myFeatured(userId: number) {
  const db = await getDb();
  return db.select().from(featuredItems)
    .where(and(eq(featuredItems.userId, userId), isNull(featuredItems.endedAt))).orderBy(desc(featuredItems.createdAt));
}
