import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import type { DetailKind } from '@/lib/detail-url';
import { getDb, type Db } from '../../db/client';
import { itemViewDays, viewedItems } from '../../db/schema';
import { ITEM_KINDS, ITEM_TABLES, ITEM_TABLE_SQL } from '../../items/tables';
import { IMAGE_COLUMNS, cardColumns, toCard } from '../catalog/cards';
import { rows } from '../catalog/card-query';
import type { Card } from '../catalog/types';
import { userItems } from './user-items';
import { Throttle } from '../../http/throttle';

// Views: every view counts (view_count); a signed-in viewer also gets the item
// in "recently viewed" (one row per item, moved to the top on a new view).

export const VIEWED_PER_PAGE = 10;

// A loop must not inflate the counter: one view per viewer (the signed-in user,
// else the IP) per item per 30 minutes, as listing portals count, and at most
// 300 counted views an hour from one IP whatever the items.
export const viewThrottle = {
  perItem: new Throttle(1, 30 * 60_000),
  perIp: new Throttle(300, 60 * 60_000),
};

/** Whether this viewer's view of the item counts now (and if so, notes it). */
function viewCounts(kind: DetailKind, id: number, ip: string | undefined, userId?: number | null): boolean {
  if (!ip) return true;
  const viewer = userId ? `u${userId}` : `ip:${ip}`;
  if (!viewThrottle.perItem.take(`${viewer}:${kind}:${id}`)) return false;
  return viewThrottle.perIp.take(ip);
}

/**
 * Counts a view of an approved item; unknown or unpublished items are a 404.
 * `ip` (the client's, server/http/client-ip.ts) throttles repeats: a repeat is
 * answered like a view but not counted; the viewer's list is still refreshed.
 */
export async function recordView(kind: DetailKind, id: number, userId?: number | null, ip?: string) {
  const db = await getDb();
  const t = ITEM_TABLES[kind];
  const counts = viewCounts(kind, id, ip, userId);
  const [hit] = counts
    ? await db.update(t).set({ viewCount: sql`${t.viewCount} + 1` })
      .where(and(eq(t.id, id), eq(t.status, 'approved'))).returning({ viewCount: t.viewCount })
    : await db.select({ viewCount: t.viewCount }).from(t).where(and(eq(t.id, id), eq(t.status, 'approved')));
  if (!hit) throw new AppError('not_found', 'Property not found');
  // Views per Indian calendar day, for the posters' 30-day statistics (server/posting).
  await db.insert(itemViewDays).values({ kind, itemId: id, day: sql`(now() at time zone 'Asia/Kolkata')::date`, views: 1 })
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

/**
 * Cards for (kind, id) pairs, in the given order; unpublished items are skipped,
 * or with `withGone` kept and marked available: false (saved properties show a
 * withdrawn listing as no longer available).
 */
export async function cardsFor(db: Db, refs: { kind: DetailKind; id: number }[], withGone = false): Promise<Card[]> {
  if (!refs.length) return [];
  const parts = ITEM_KINDS
    .map((kind) => ({ kind, ids: refs.filter((r) => r.kind === kind).map((r) => r.id) }))
    .filter((p) => p.ids.length)
    .map((p) => sql`(select ${cardColumns(p.kind)}, "status"::text as item_status from ${ITEM_TABLE_SQL[p.kind]}
      where "id" in (${sql.join(p.ids.map((i) => sql`${i}`), sql`, `)})${withGone ? sql`` : sql` and "status" = 'approved'`})`);
  const found = await rows(db, sql`select c.*, ${IMAGE_COLUMNS} from (${sql.join(parts, sql` union all `)}) c`);
  const byKey = new Map(found.map((r) => [`${r.kind}:${r.id}`,
    withGone && r.item_status !== 'approved' ? { ...toCard(r), available: false } : toCard(r)]));
  return refs.map((r) => byKey.get(`${r.kind}:${r.id}`)).filter((c): c is Card => !!c);
}

/** The user's recently viewed items, newest first, 10 a page. */
export async function viewedList(userId: number, pageNo: number) {
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
