import 'server-only';
import type { ViewedPage, ViewRecorded } from '@/lib/contract';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import type { DetailKind } from '@/lib/detail-url';
import { getDb } from '../../../platform/db/client';
import { istToday } from '../../../platform/db/ist';
import { itemViewDays, viewedItems } from '../../../platform/db/schema';
import { ITEM_TABLES } from '../../../platform/items/tables';
import { userItems } from './user-items';
import { Throttle } from '../../../platform/http/throttle';
import { isLive } from '../../../platform/items/live';

// Other domains (leads, alerts, the admin desk, detail) read cards for their item lists here.
export { cardsFor } from '../catalog/cards-for';

// Views: every view counts (view_count); a signed-in viewer also gets the item
// in "recently viewed" (one row per item, moved to the top on a new view).

export const VIEWED_PER_PAGE = 10;

// A loop must not inflate the counter: one view per viewer (the signed-in user,
// else the IP) per item per 30 minutes, as listing portals count, and at most
// 300 counted views an hour from one IP whatever the items.
export const viewThrottle = {
  perItem: new Throttle('view-item', 1, 30 * 60_000),
  perIp: new Throttle('view-ip', 300, 60 * 60_000),
};

/** Whether this viewer's view of the item counts now (and if so, notes it). */
async function viewCounts(kind: DetailKind, id: number, ip: string | undefined, userId?: number | null): Promise<boolean> {
  if (!ip) return true;
  const viewer = userId ? `u${userId}` : `ip:${ip}`;
  if (!(await viewThrottle.perItem.take(`${viewer}:${kind}:${id}`))) return false;
  return viewThrottle.perIp.take(ip);
}

/**
 * Counts a view of an approved item; unknown or unpublished items are a 404.
 * `ip` (the client's, server/platform/http/client-ip.ts) throttles repeats: a repeat is
 * answered like a view but not counted; the viewer's list is still refreshed.
 */
export async function recordView(kind: DetailKind, id: number, userId?: number | null, ip?: string): Promise<ViewRecorded> {
  const db = await getDb();
  const t = ITEM_TABLES[kind];
  const live = and(eq(t.id, id), isLive(t));
  // The poster looking at their own item is not interest from anyone: neither the counter
  // nor the day's statistics move (and their visit takes nothing from the IP's allowance).
  const [item] = userId ? await db.select({ userId: t.userId, viewCount: t.viewCount }).from(t).where(live) : [null];
  const own = !!item && item.userId === userId;
  const counts = !own && await viewCounts(kind, id, ip, userId);
  const [hit] = own ? [item]
    : counts ? await db.update(t).set({ viewCount: sql`${t.viewCount} + 1` }).where(live).returning({ viewCount: t.viewCount })
    : await db.select({ viewCount: t.viewCount }).from(t).where(live);
  if (!hit) throw new AppError('not_found', 'Property not found');
  // Views per Indian calendar day, for the posters' 30-day statistics (server/listings/posting): the
  // same views the counter counts, so the two figures never disagree.
  if (counts) await db.insert(itemViewDays).values({ kind, itemId: id, day: istToday(), views: 1 })
    .onConflictDoUpdate({
      target: [itemViewDays.kind, itemViewDays.itemId, itemViewDays.day],
      set: { views: sql`${itemViewDays.views} + 1` },
    });
  if (userId) {
    await db.insert(viewedItems).values({ userId, kind, itemId: id })
      .onConflictDoUpdate({
        target: [viewedItems.userId, viewedItems.kind, viewedItems.itemId],
        set: { viewedAt: sql`now()` },
      });
  }
  return { property_id: id, property_type: kind, view_count: hit.viewCount };
}

/** The user's recently viewed items, newest first, 10 a page. */
export async function viewedList(userId: number, pageNo: number): Promise<ViewedPage> {
  const { items, page, totalNoOfPages, total } = await userItems(
    { table: 'viewed_items', at: 'viewed_at' }, userId, pageNo, VIEWED_PER_PAGE);
  return {
    data: items.map(({ at, ...c }) => ({ ...c, viewed_at: at })),
    page,
    pages: totalNoOfPages,
    // The same name the other paged lists (saved, callbacks, search) use.
    totalNoOfPages,
    total,
  };
}
