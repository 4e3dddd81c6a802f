import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Exec } from '../../platform/db/types';
import { ITEM_TABLES as TABLES, type ItemKind } from '../../platform/items/tables';

export type { ItemKind };

/** Sets or clears the search's is_featured flag (relevance and `ads` read it). */
export async function setFeaturedFlag(db: Exec, kind: ItemKind, ids: number[], on: boolean) {
  if (!ids.length) return;
  const t = TABLES[kind];
  await db.update(t).set({ isFeatured: on }).where(inArray(t.id, ids));
}

export async function ownedItem(db: Exec, kind: ItemKind, id: number) {
  const t = TABLES[kind];
  const [row] = await db.select({ id: t.id, userId: t.userId, status: t.status }).from(t).where(eq(t.id, id));
  return row;
}

export const approvedOwned = async (db: Exec, kind: ItemKind, id: number, userId: number) => {
  const row = await ownedItem(db, kind, id);
  return row && row.userId === userId && row.status === 'approved' ? row : undefined;
};
