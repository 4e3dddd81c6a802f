import 'server-only';
import { count, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { DEMO_USERS } from './users';

// Places (cities, localities) come from the postal file and take a while to
// load; everything else is product data that --reset may wipe.
const KEEP = new Set(['cities', 'localities']);

/** Every product table, found from the schema so a new table is never forgotten. */
export function productTables(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => is(v, PgTable))
    .map((t) => getTableName(t))
    .filter((name) => !KEEP.has(name))
    .sort();
}

export async function resetProductTables(db: Db): Promise<void> {
  const list = productTables().map((t) => `"${t}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`));
}

/** Why seeding should not run on this database, or null when it may. */
export async function existingData(db: Db): Promise<string | null> {
  const demo = await db.select({ id: schema.users.id }).from(schema.users)
    .where(eq(schema.users.phoneNumber, DEMO_USERS[0].phone)).limit(1);
  if (demo.length) return 'the demo data is already seeded';
  const [row] = await db.select({ n: count() }).from(schema.listings);
  if (Number(row.n) > 0) return `the database already has ${row.n} listings`;
  return null;
}
