import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import type { DetailKind } from '@/lib/detail-url';
import { getDb, type Db } from '../db/client';
import { itemViewDays, viewedItems } from '../db/schema';
import { ITEM_KINDS, ITEM_TABLES, ITEM_TABLE_SQL } from '../items/tables';
import { IMAGE_COLUMNS, cardColumns, toCard } from './cards';
import { rows } from './card-query';
import type { Card } from './types';
import { userItems } from './user-items';

// Views: every view counts (view_count); a signed-in viewer also gets the item
// in "recently viewed" (one row per item, moved to the top on a new view).

export const VIEWED_PER_PAGE = 10;

/** Counts a view of an approved item; unknown or unpublished items are a 404. */
export async function recordView(kind: DetailKind, id: number, userId?: number | null) {
  const db = await getDb();
  const t = ITEM_TABLES[kind];
  const [hit] = await db.update(t)
    .set({ viewCount: sql`${t.viewCount} + 1` })
    .where(and(eq(t.id, id), eq(t.status, 'approved')))
    .returning({ viewCount: t.viewCount });
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

/** Cards for (kind, id) pairs, in the given order; unpublished items are skipped. */
export async function cardsFor(db: Db, refs: { kind: DetailKind; id: number }[]): Promise<Card[]> {
  if (!refs.length) return [];
  const parts = ITEM_KINDS
    .map((kind) => ({ kind, ids: refs.filter((r) => r.kind === kind).map((r) => r.id) }))
    .filter((p) => p.ids.length)
    .map((p) => sql`(select ${cardColumns(p.kind)} from ${ITEM_TABLE_SQL[p.kind]}
      where "id" in (${sql.join(p.ids.map((i) => sql`${i}`), sql`, `)}) and "status" = 'approved')`);
  const found = await rows(db, sql`select c.*, ${IMAGE_COLUMNS} from (${sql.join(parts, sql` union all `)}) c`);
  const byKey = new Map(found.map((r) => [`${r.kind}:${r.id}`, toCard(r)]));
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
