import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * The rows of a hand-written query on either driver (node-postgres and PGlite both
 * answer `{ rows }`), on the database or inside a transaction. `T` names the columns
 * the query selects (numeric and bigint columns still arrive as strings on node-postgres).
 */
export async function rows<T extends Record<string, unknown> = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  // execute() types its rows as T only when T is a plain row; for every T the query names, it is.
  return (await db.execute<T>(query)).rows as T[];
}
