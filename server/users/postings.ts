import 'server-only';
import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { ITEM_TABLES } from '@/server/items/tables';

export type PostingKind = 'property' | 'pg' | 'project';

/**
 * How many items of a kind the user has posted (any state but deleted), so the
 * placeholder pages never claim "nothing posted" to a user who has posted.
 * The full lists (my-property-list etc.) arrive with the posting issue.
 */
export async function postingCount(userId: number, kind: PostingKind): Promise<number> {
  const t = ITEM_TABLES[kind];
  const db = await getDb();
  const where: SQL | undefined = and(eq(t.userId, userId), ne(t.status, 'deleted'));
  const [{ n }] = await db.select({ n: count() }).from(t).where(where);
  return Number(n);
}
