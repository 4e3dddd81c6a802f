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
import { readUrls, replicaMaxLagMs } from '@/lib/env/read-urls';
import { ReplicaSet, type ReplicaState } from './replicas';
import { readsFromPrimary, trackWrites } from './read-scope';

// Both drivers expose the same query builder; the app is typed against one.
export type Db = NodePgDatabase<typeof schema>;
/** A transaction on it: the argument of db.transaction's callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a query function takes: the database, or a transaction it runs inside. */
export type DbOrTx = Db | Tx;

const MIGRATIONS = path.join(/*turbopackIgnore: true*/ process.cwd(), 'server/platform/db/migrations');

export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || path.join(process.cwd(), 'data'));
}

/** Pool figures for the metrics (PostgreSQL only). */
export type PoolStats = { total: number; idle: number; waiting: number };
type Handle = { db: Db; close: () => Promise<void>; stats?: () => PoolStats; replicas?: ReplicaSet };

type PgPool = InstanceType<typeof import('pg').Pool>;

/** A node-postgres pool for `url`: a multi-host URL follows the primary (server/platform/db/hosts.ts). */
async function openPool(url: string, max: number): Promise<PgPool> {
  const { Pool, Client } = await import('pg');
  const hosts = parsePgHosts(url);
  const cursor = hosts ? hostCursor(url, hosts) : null;
  // Pool sockets outlive the request that happened to open them: opened outside it
  // (server/platform/system/outside-request.ts), or each one keeps that request in memory.
  // With several hosts each new connection goes to the cursor's host (server/platform/db/hosts.ts).
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
    connectionString: cursor?.url ?? url, max, Client: DetachedClient,
    // read-write: a standby that answers is not the primary; the pool tries the next host.
    ...(hosts?.readWrite ? { onConnect: requirePrimary } : {}),
    ...(cursor ? { connectionTimeoutMillis: 5000, keepAlive: true } : {}),
  };
  const pool = cursor ? new (failoverPool(Pool, cursor))(options) : new Pool(options);
  pool.on('error', (e) => console.error('[db] idle client error', e.message));
  return pool;
}

/**
 * Migrations under a session advisory lock, on DATABASE_DIRECT_URL when set: through a
 * pooler in transaction mode the lock and its unlock could land on different server
 * connections.
 */
async function migrateOnce(pool: PgPool): Promise<void> {
  const direct = process.env.DATABASE_DIRECT_URL ? await openPool(process.env.DATABASE_DIRECT_URL, 1) : null;
  const client = await (direct ?? pool).connect();
  try {
    // Several processes (test workers, app) may start at once: serialise migrations.
    await client.query('SELECT pg_advisory_lock(727001)');
    await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS });
    // The fleet's one token secret, made by the first server under this lock (server/accounts/auth/secret.ts).
    if (!process.env.JWT_SECRET) {
      await client.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', ['jwt', randomBytes(48).toString('base64url')]);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(727001)').catch(() => {});
    client.release();
    await direct?.end();
  }
}

async function openPostgres(url: string): Promise<Handle> {
  const max = intSetting('PG_POOL_MAX', 10);
  const pool = await openPool(url, max);
  const urls = readUrls();
  const plain = drizzlePg(pool, { schema, casing: 'snake_case' });
  // With replicas, a request that writes is told so: it and its session read from the primary.
  const db = urls.length ? trackWrites(plain) : plain;
  try {
    await migrateOnce(pool);
  } catch (e) {
    await pool.end().catch(() => {});
    throw e;
  }
  // Read replicas (DATABASE_READ_URLS): a pool each, their lag watched (server/platform/db/replicas.ts).
  const replicas = urls.length
    ? new ReplicaSet(await Promise.all(urls.map(async (u) => ({ url: u, pool: await openPool(u, max) }))), replicaMaxLagMs())
    : undefined;
  await replicas?.start();
  return {
    db, replicas,
    close: async () => {
      await replicas?.close();
      await pool.end();
    },
    stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
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

/**
 * The database to read from: a read replica within the lag bound (DATABASE_READ_URLS),
 * or the primary when there is none, when this request writes, or when its session
 * wrote a moment ago (server/platform/db/read-scope.ts). Searches, detail pages, insights, the
 * map, sitemaps and page renders read here; writes, moderation checks, allowances
 * (withCap) and payments use getDb(), the primary. Without read URLs (PGlite included)
 * both are the one database.
 */
export async function reader(): Promise<Db> {
  const db = await getDb();
  const replicas = (await g.__dbHandle)?.replicas;
  if (!replicas || readsFromPrimary()) return db;
  return replicas.pick() ?? db;
}

/** Each read replica's lag and whether it is in the read set ([] without replicas). */
export async function replicaStates(): Promise<ReplicaState[]> {
  const h = await g.__dbHandle?.catch(() => undefined);
  return h?.replicas?.states() ?? [];
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
