import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

export type Row = Record<string, unknown>;

/** The rows of a raw query on either driver (node-postgres and PGlite both answer { rows }). */
export async function rows(db: Db, q: SQL): Promise<Row[]> {
  return (await db.execute(q) as unknown as { rows: Row[] }).rows;
}

export const num = (v: unknown): number | null => (v == null ? null : Number(v));
