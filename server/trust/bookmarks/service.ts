import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '../../platform/db/client';
import { bookmarks } from '../../platform/db/schema';
import { userItems } from '../../catalog';
import { approvedItem, kindOf } from './items';
import type { BookmarkToggle, SavedPage } from '@/lib/contract';

export const SAVED_PER_PAGE = 20; // SPEC §9 page size

/**
 * Save or unsave. An existing bookmark is removed whatever its item's state (so
 * a user can always drop a listing that has since expired); a new one needs an
 * approved item (404 otherwise).
 */
export async function toggleBookmark(userId: number, propertyType: string, itemId: number): Promise<BookmarkToggle> {
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

/**
 * The user's saved items as cards, newest first, 20 a page. A saved listing
 * that was since deleted or expired stays, marked available: false ("no longer
 * available"), until the user removes it.
 */
export async function savedList(userId: number, pageNo: number): Promise<SavedPage> {
  const { items, page, totalNoOfPages, total } = await userItems(
    { table: 'bookmarks', at: 'created_at' }, userId, pageNo, SAVED_PER_PAGE, true);
  return {
    data: items.map(({ at, ...c }) => ({ ...c, is_saved: true, saved_at: at })),
    totalNoOfPages,
    page,
    total,
  };
}
