import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The rows of a hand-written query on either driver: node-postgres and PGlite both
 * answer `{ rows }`, which drizzle's execute() does not type. `T` names the columns
 * the query selects (numeric and bigint columns still arrive as strings on node-postgres).
 */
export async function rows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
