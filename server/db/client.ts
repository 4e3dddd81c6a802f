import 'server-only';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import * as schema from './schema';
import { lockDataFolder } from './data-lock';
import { outsideRequest } from '../system/outside-request';
import { failoverPool, hostCursor, requirePrimary } from './failover-pool';
import { parsePgHosts } from './hosts';
import { CLOSE_CONNECTIONS, onShutdown } from '@/lib/ops/shutdown-hooks.mjs';
import { intSetting } from '@/lib/env/schema';

// Both drivers expose the same query builder; the app is typed against one.
export type Db = NodePgDatabase<typeof schema>;
/** A transaction on it: the argument of db.transaction's callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a query function takes: the database, or a transaction it runs inside. */
export type DbOrTx = Db | Tx;

const MIGRATIONS = path.join(/*turbopackIgnore: true*/ process.cwd(), 'server/db/migrations');

export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || path.join(process.cwd(), 'data'));
}

/** Pool figures for the metrics (PostgreSQL only). */
export type PoolStats = { total: number; idle: number; waiting: number };
type Handle = { db: Db; close: () => Promise<void>; stats?: () => PoolStats };

async function openPostgres(url: string): Promise<Handle> {
  const { Pool, Client } = await import('pg');
  const hosts = parsePgHosts(url);
  const cursor = hosts ? hostCursor(url, hosts) : null;
  // Pool sockets outlive the request that happened to open them: opened outside it
  // (server/system/outside-request.ts), or each one keeps that request in memory.
  // With several hosts each new connection goes to the cursor's host (server/db/hosts.ts).
  const DetachedClient = class extends Client {
    constructor(config?: ConstructorParameters<typeof Client>[0]) {
      super(cursor && typeof config === 'object' ? { ...config, connectionString: cursor.url } : config);
    }
  };
  const connect = Client.prototype.connect as (...a: unknown[]) => unknown;
  DetachedClient.prototype.connect = function (this: InstanceType<typeof Client>, ...args: unknown[]) {
    return outsideRequest(() => connect.apply(this, args));
  } as typeof Client.prototype.connect;
  const options = {
    connectionString: cursor?.url ?? url, max: intSetting('PG_POOL_MAX', 10), Client: DetachedClient,
    // read-write: a standby that answers is not the primary; the pool tries the next host.
    ...(hosts?.readWrite ? { onConnect: requirePrimary } : {}),
    ...(cursor ? { connectionTimeoutMillis: 5000, keepAlive: true } : {}),
  };
  const pool = cursor ? new (failoverPool(Pool, cursor))(options) : new Pool(options);
  pool.on('error', (e) => console.error('[db] idle client error', e.message));
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  // Several processes (test workers, app) may start at once: serialise migrations.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727001)');
    await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS });
    // The fleet's one token secret, made by the first server under this lock (server/auth/secret.ts).
    if (!process.env.JWT_SECRET) {
      await client.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', ['jwt', randomBytes(48).toString('base64url')]);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(727001)').catch(() => {});
    client.release();
  }
  return { db, close: () => pool.end(), stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) };
}

/** dir undefined = in-memory (tests); otherwise a locked folder on disk. */
/** `loadDataDir`: start from a dumped, already migrated data folder (tests: much faster than migrating anew). */
export async function openPglite(dir?: string, opts: { loadDataDir?: Blob } = {}): Promise<Handle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const release = dir ? lockDataFolder(dir) : () => {};
  try {
    const client = await PGlite.create(dir ? path.join(dir, 'pglite') : undefined, { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
    const db = drizzle(client, { schema, casing: 'snake_case' });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return {
      // The same query builder as node-postgres's, typed as it: the one cast between the drivers.
      db: db as unknown as Db,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

export function openDatabase(): Promise<Handle> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgres(url) : openPglite(dataDir());
}

const g: typeof globalThis & { __dbHandle?: Promise<Handle> } = globalThis;

/** The process-wide database, opened and migrated on first use. */
export async function getDb(): Promise<Db> {
  // SIGTERM (server/platform/runtime/serve.ts) closes the pool once requests have drained.
  if (!g.__dbHandle) onShutdown('database', CLOSE_CONNECTIONS, closeDb);
  g.__dbHandle ??= outsideRequest(() => openDatabase()).catch((e) => {
    g.__dbHandle = undefined;
    throw e;
  });
  return (await g.__dbHandle).db;
}

/** Tests and scripts swap in their own database. */
export function useDatabase(handle: Handle | undefined) {
  g.__dbHandle = handle ? Promise.resolve(handle) : undefined;
}

/** The open pool's figures, or null (PGlite, or not opened yet). */
export async function poolStats(): Promise<PoolStats | null> {
  const h = await g.__dbHandle?.catch(() => undefined);
  return h?.stats?.() ?? null;
}

export async function closeDb() {
  const h = g.__dbHandle;
  g.__dbHandle = undefined;
  if (h) await (await h).close();
}

export async function ping(db: Db) {
  await db.execute(sql`select 1`);
}
