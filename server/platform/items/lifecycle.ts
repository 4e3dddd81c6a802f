import 'server-only';
import { eq } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { authorize } from '../http/authorize';
import type { Db } from '../db/client';
import type { Exec } from '../db/types';
import { searchChanged } from '../cache/changed';
import { renewedState } from './freshness';
import { shownStatus } from './live';
import { itemRowsOf, itemTable, type ItemKind, type ItemRow } from './tables';

// What every posted item goes through the same way, whatever its kind: the
// owner check, the soft delete and the "still available" renewal. The kind's
// service adds only what differs (a listing's plan allowance, a project's plan
// slot) and its own answer shape.

/**
 * The caller's item, or 404: unknown, deleted and someone else's answer alike (same status,
 * same body, lib/policy's item.manage), so nobody can count the ids in use or learn which are live.
 */
export async function ownItem<K extends ItemKind>(db: Db, kind: K, userId: number, id: number): Promise<ItemRow<K>> {
  const t = itemTable(kind);
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  authorize({ id: userId }, 'item.manage', { kind, userId: row?.userId, status: row?.status });
  // Past its freshness date it is expired to its poster, before the expiry job stores that.
  const [own] = itemRowsOf(kind, [{ ...row, status: shownStatus(row) }]);
  return own;
}

/** Soft delete: the row stays (bookmarks show it as no longer available), search drops it. */
export async function deleteItem(db: Db, kind: ItemKind, id: number): Promise<void> {
  const t = itemTable(kind);
  await db.update(t).set({ status: 'deleted', updatedAt: new Date() }).where(eq(t.id, id));
  searchChanged();
}

/**
 * "Still available": FRESH_DAYS more; an expired item goes live again. A rejected
 * item cannot be renewed (the poster edits it instead). `extra` is what the kind
 * also resets (a listing clears the desk's note).
 */
export async function renewItem<K extends ItemKind>(
  db: Exec, kind: K, row: ItemRow<K>, noun: string, extra: Partial<ItemRow<K>> = {},
): Promise<ItemRow<K>> {
  if (row.status === 'rejected') throw new AppError('conflict', `A rejected ${noun} cannot be renewed; edit it instead`);
  const t = itemTable(kind);
  const [saved] = await db.update(t).set({ ...renewedState(row, new Date()), ...extra } as never)
    .where(eq(t.id, row.id)).returning();
  searchChanged();
  const [typed] = itemRowsOf(kind, [saved]);
  return typed;
}
