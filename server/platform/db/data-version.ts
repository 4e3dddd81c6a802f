import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client';
import { dataVersions } from './schema';

// Version counters of data sets that servers cache in memory (see the
// data_versions table). Reading one is a primary-key lookup, cheap enough to
// do before every use of the cached copy.

export type DataSet = 'localities';

/** Call after changing the set (in the same transaction, when there is one). */
export async function bumpDataVersion(db: DbOrTx, name: DataSet): Promise<void> {
  await db.insert(dataVersions).values({ name }).onConflictDoUpdate({
    target: dataVersions.name,
    set: { version: sql`${dataVersions.version} + 1`, changedAt: sql`now()` },
  });
}

/** 0 until the set is first changed. */
export async function readDataVersion(db: Db, name: DataSet): Promise<number> {
  const [row] = await db.select({ v: dataVersions.version }).from(dataVersions).where(eq(dataVersions.name, name));
  return row?.v ?? 0;
}
