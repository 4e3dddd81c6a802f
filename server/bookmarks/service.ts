import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { DetailKind } from '@/lib/detail-url';
import { getDb } from '../db/client';
import { bookmarks } from '../db/schema';
import { rows } from '../search/card-query';
import { cardsFor } from '../search/views';
import { approvedItem, kindOf } from './items';

export const SAVED_PER_PAGE = 20; // SPEC §9 page size

/**
 * Save or unsave. An existing bookmark is removed whatever its item's state (so
 * a user can always drop a listing that has since expired); a new one needs an
 * approved item (404 otherwise).
 */
export async function toggleBookmark(userId: number, propertyType: string, itemId: number) {
  const db = await getDb();
  const kind = kindOf(propertyType);
  if (kind) {
    const removed = await db.delete(bookmarks)
      .where(and(eq(bookmarks.userId, userId), eq(bookmarks.kind, kind), eq(bookmarks.itemId, itemId)))
      .returning({ itemId: bookmarks.itemId });
    if (removed.length) return { is_deleted: true };
  }
  const item = await approvedItem(db, propertyType, itemId);
  // A double click racing the first insert just finds the row there: still "saved".
  await db.insert(bookmarks).values({ userId, kind: item.kind, itemId }).onConflictDoNothing();
  return { is_deleted: false };
}

// A bookmark counts only while its item is approved (the rule of search and recently viewed).
const LIVE = sql`case b.kind
  when 'property' then exists (select 1 from listings x where x.id = b.item_id and x.status = 'approved')
  when 'pg' then exists (select 1 from pgs x where x.id = b.item_id and x.status = 'approved')
  else exists (select 1 from projects x where x.id = b.item_id and x.status = 'approved') end`;

/**
 * The user's saved items as cards, newest first. Like the recently viewed list,
 * page_no 0 and 1 are both the first page (clients differ), n > 1 the n-th.
 */
export async function savedList(userId: number, pageNo: number) {
  const db = await getDb();
  const page = Math.max(1, Math.floor(pageNo) || 1);
  const found = await rows(db, sql`select b.kind::text as kind, b.item_id, b.created_at,
      count(*) over ()::int as total
    from bookmarks b where b.user_id = ${userId} and ${LIVE}
    order by b.created_at desc, b.kind, b.item_id desc
    limit ${SAVED_PER_PAGE} offset ${(page - 1) * SAVED_PER_PAGE}`);
  let total = Number(found[0]?.total ?? 0);
  if (!found.length && page > 1) {
    // Past the end the window count is empty: count separately so the pager stays right.
    const [c] = await rows(db, sql`select count(*)::int as total from bookmarks b where b.user_id = ${userId} and ${LIVE}`);
    total = Number(c?.total ?? 0);
  }
  const refs = found.map((r) => ({ kind: r.kind as DetailKind, id: Number(r.item_id) }));
  const when = new Map(found.map((r) => [`${r.kind}:${r.item_id}`, new Date(r.created_at as string)]));
  const cards = await cardsFor(db, refs);
  return {
    data: cards.map((c) => ({ ...c, is_saved: true, saved_at: when.get(`${c.kind}:${c.id}`)!.toISOString() })),
    totalNoOfPages: Math.ceil(total / SAVED_PER_PAGE),
    page,
    total,
  };
}
