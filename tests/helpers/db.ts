import { afterAll, beforeAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import * as schema from '@/server/db/schema';
import { openPglite, useDatabase, type Db } from '@/server/db/client';

export const backend = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a
 * throw-away database on the PostgreSQL server named by DATABASE_URL.
 * It becomes the app's database (getDb) for the file.
 */
export async function createTestDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const h = await openPglite();
    useDatabase(h);
    return h;
  }
  const { Pool, Client } = await import('pg');
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const pool = new Pool({ connectionString: u.toString(), max: 4 });
  // DROP ... WITH (FORCE) at teardown ends any straggling connection: expected, not a failure.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder: path.join(process.cwd(), 'server/db/migrations') });
  const close = async () => {
    await pool.end();
    const a = new Client({ connectionString: url });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  };
  const handle = { db, close };
  useDatabase(handle);
  return handle;
}

/** beforeAll/afterAll wiring; read `.db` inside tests. */
export function useTestDb() {
  const ref = {} as { db: Db };
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const h = await createTestDb();
    ref.db = h.db;
    close = h.close;
  });
  afterAll(async () => {
    useDatabase(undefined);
    await close?.();
  });
  return ref;
}
