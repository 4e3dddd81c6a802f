import 'server-only';
import { getDb } from '../db/client';
import { sql } from 'drizzle-orm';
import { outsideRequest } from '../system/outside-request';
import { bumpSearchGeneration } from './generation';
import { hostCursor } from '../db/failover-pool';
import { parsePgHosts } from '../db/hosts';

// Cross-server cache signals on PostgreSQL LISTEN/NOTIFY. Each server keeps one
// dedicated connection (not a pool client) listening on CHANNEL; a write that
// changes search NOTIFYs after its commit, and every server, the writer too,
// bumps its search generation within milliseconds. Nothing polls. When the
// listening connection drops, the server reconnects (1 s, doubling to 10 s) and
// bumps once it is back, since a signal may have been missed meanwhile.
// PGlite is one process: the local bump is all there is.

export const CHANNEL = 'gb_search_changed';

type Listener = { client: import('pg').Client | null; stopped: boolean; timer: ReturnType<typeof setTimeout> | null };
const g = globalThis as { __gbSignals?: Listener };

/** Tells every other server that what search shows changed. Never fails the write that called it. */
export function publishSearchChanged(): void {
  if (!process.env.DATABASE_URL) return;
  outsideRequest(() => {
    void getDb()
      .then((db) => db.execute(sql`select pg_notify(${CHANNEL}, ${String(process.pid)})`))
      .catch((e) => console.error('[signals] notify failed:', e instanceof Error ? e.message : e));
  });
}

async function connect(l: Listener, delayMs: number): Promise<void> {
  if (l.stopped) return;
  const { Client } = await import('pg');
  // A multi-host DATABASE_URL: the host the pool last found to be the primary (server/platform/db/hosts.ts).
  // LISTEN holds a session: past a pooler in transaction mode it needs the direct URL.
  const url = process.env.DATABASE_DIRECT_URL || process.env.DATABASE_URL!;
  const hosts = parsePgHosts(url);
  const cursor = hosts ? hostCursor(url, hosts) : null;
  const target = cursor?.url ?? url;
  const client = new Client({ connectionString: target });
  const retry = (why: string) => {
    if (l.client !== client && l.client !== null) return;
    l.client = null;
    // A standby refuses LISTEN; a dead primary ends the connection: try the next host.
    cursor?.failed(target);
    client.removeAllListeners();
    client.end().catch(() => undefined);
    if (l.stopped) return;
    console.error(`[signals] listener lost (${why}); reconnecting in ${delayMs} ms`);
    l.timer = setTimeout(() => void connect(l, Math.min(delayMs * 2, 10_000)), delayMs);
    l.timer.unref?.();
  };
  client.on('error', (e) => retry(e.message));
  client.on('end', () => retry('connection ended'));
  client.on('notification', (n) => { if (n.channel === CHANNEL) bumpSearchGeneration(); });
  try {
    l.client = client;
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    // Whatever changed while we were not listening: retire it.
    bumpSearchGeneration();
  } catch (e) {
    retry(e instanceof Error ? e.message : String(e));
  }
}

/** Starts this server's listener (once; PostgreSQL only). */
export function listenForSignals(): void {
  if (!process.env.DATABASE_URL || g.__gbSignals) return;
  const l: Listener = { client: null, stopped: false, timer: null };
  g.__gbSignals = l;
  outsideRequest(() => void connect(l, 1000));
}

/** Closes the listener (graceful shutdown, tests). */
export async function stopSignals(): Promise<void> {
  const l = g.__gbSignals;
  g.__gbSignals = undefined;
  if (!l) return;
  l.stopped = true;
  if (l.timer) clearTimeout(l.timer);
  const c = l.client;
  l.client = null;
  if (c) {
    c.removeAllListeners();
    c.on('error', () => undefined);
    await c.end().catch(() => undefined);
  }
}
