import { afterAll, beforeAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import * as schema from '@/server/platform/db/schema';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite, useDatabase, type Db } from '@/server/platform/db/client';

const MIGRATIONS = path.join(process.cwd(), 'server/platform/db/migrations');

export const backend = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a
 * throw-away database on the PostgreSQL server named by DATABASE_URL.
 * It becomes the app's database (getDb) for the file.
 */
export async function createTestDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const h = await openMigratedPglite();
    useDatabase(h);
    return h;
  }
  const { Pool, Client } = await import('pg');
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate(admin, url)}`);
  } finally {
    await admin.end();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  const pool = new Pool({ connectionString: u.toString(), max: 4 });
  // DROP ... WITH (FORCE) at teardown ends any straggling connection: expected, not a failure.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder: MIGRATIONS });
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

/** A name for the migrations as they are now: a changed or added migration makes a new template. */
function migrationsKey(): string {
  const h = createHash('sha256');
  for (const f of fs.readdirSync(MIGRATIONS, { recursive: true }).map(String).sort()) {
    const p = path.join(MIGRATIONS, f);
    if (fs.statSync(p).isFile()) h.update(f).update(fs.readFileSync(p));
  }
  return h.digest('hex').slice(0, 16);
}

/**
 * A database on the server with every migration applied, made once per set of
 * migrations (under an advisory lock, so parallel workers make it once) and
 * cloned by each test file with CREATE DATABASE ... TEMPLATE: a file-system copy
 * instead of 28 migrations. Each clone still runs the migrator, which finds nothing to do.
 */
async function migratedTemplate(admin: import('pg').Client, url: string): Promise<string> {
  const template = `t_template_${migrationsKey()}`;
  await admin.query('select pg_advisory_lock(738201)');
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (rowCount) return template;
    const { Pool } = await import('pg');
    const building = `${template}_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const u = new URL(url);
    u.pathname = `/${building}`;
    const pool = new Pool({ connectionString: u.toString(), max: 1 });
    try {
      await migrate(drizzle(pool, { schema, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS });
    } finally {
      await pool.end();
    }
    // Renamed only once complete: a run cut short never leaves a half-migrated template.
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    return template;
  } finally {
    await admin.query('select pg_advisory_unlock(738201)');
  }
}

/**
 * An in-memory PGlite with every migration applied. The first test file of a run
 * migrates one and dumps its data folder to the temp dir; the others load that
 * dump (about 3x faster than migrating anew) and run the migrator once more,
 * which finds nothing to do (and would apply anything the dump lacks).
 */
async function openMigratedPglite() {
  const template = path.join(os.tmpdir(), `gharbazaar-test-pglite-${migrationsKey()}.tar.gz`);
  if (fs.existsSync(template)) {
    return openPglite(undefined, { loadDataDir: new Blob([fs.readFileSync(template)]) });
  }
  const h = await openPglite();
  const client = (h.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('gzip');
  // Written aside and renamed: a parallel worker never reads half a file.
  const tmp = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, template);
  return h;
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
