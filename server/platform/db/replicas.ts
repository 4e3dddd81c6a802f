import 'server-only';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import * as schema from './schema';
import type { Db } from './client';
import { redactUrl } from './hosts';
import { outsideRequest } from '../system/outside-request';
import { metrics } from '@/lib/ops/metrics.mjs';

// The read set: one pool per read replica (DATABASE_READ_URLS), each asked every
// second how far behind the primary it is. A replica that does not answer, or whose
// lag passes DB_REPLICA_MAX_LAG_MS, leaves the read set until it is back within the
// bound; reads go round the ones left, or to the primary when none is.

/**
 * Lag as the time since the last replayed commit, while WAL it has received waits to be
 * replayed; 0 when replay has caught up with what arrived. (An idle primary sends no
 * commits: a bare now() - pg_last_xact_replay_timestamp() would grow on an idle site.)
 * A server not in recovery (the primary: a read URL may name every node of a cluster whose
 * roles change at a failover) stays out of the read set: reads on the primary are what
 * the fallback does anyway.
 */
const LAG_SQL = `SELECT pg_is_in_recovery() AS standby, CASE
  WHEN NOT pg_is_in_recovery() THEN 0
  WHEN pg_last_wal_receive_lsn() IS NOT NULL AND pg_last_wal_receive_lsn() <= pg_last_wal_replay_lsn() THEN 0
  ELSE COALESCE(EXTRACT(EPOCH FROM clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000, 0)
END::float8 AS lag_ms`;

export type ReplicaState = { url: string; label: string; lagMs: number | null; inReadSet: boolean; error?: string };

type Replica = ReplicaState & { db: Db; pool: Pool };

export class ReplicaSet {
  private readonly replicas: Replica[];
  private next = 0;
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;

  constructor(replicas: { url: string; pool: Pool }[], private readonly maxLagMs: number) {
    this.replicas = replicas.map(({ url, pool }) => ({
      url, pool, label: labelOf(url), lagMs: null, inReadSet: false,
      db: drizzlePg(pool, { schema, casing: 'snake_case' }) as Db,
    }));
  }

  /** A replica of the read set, in turn; null when none is in it (the caller reads from the primary). */
  pick(): Db | null {
    const live = this.replicas.filter((r) => r.inReadSet);
    if (!live.length) return null;
    this.next = (this.next + 1) % live.length;
    return live[this.next].db;
  }

  states(): ReplicaState[] {
    return this.replicas.map(({ url, label, lagMs, inReadSet, error }) => ({ url: redactUrl(url), label, lagMs, inReadSet, error }));
  }

  /** Asks every replica its lag once (concurrent callers share the round). */
  check(): Promise<void> {
    this.checking ??= Promise.all(this.replicas.map((r) => this.checkOne(r))).then(() => undefined).finally(() => { this.checking = null; });
    return this.checking;
  }

  private async checkOne(r: Replica): Promise<void> {
    const m = metrics();
    try {
      const { rows } = await r.pool.query<{ lag_ms: number; standby: boolean }>({ text: LAG_SQL });
      r.lagMs = Number(rows[0].lag_ms);
      r.error = rows[0].standby ? undefined : 'the primary, not a standby';
      const was = r.inReadSet;
      r.inReadSet = rows[0].standby && r.lagMs <= this.maxLagMs;
      if (was !== r.inReadSet) console.error(`[db] replica ${r.label} ${r.inReadSet ? 'back in' : 'out of'} the read set (${r.error ?? `lag ${Math.round(r.lagMs)} ms, bound ${this.maxLagMs} ms`})`);
      m.replicaLag.set({ replica: r.label }, r.lagMs / 1000);
    } catch (e) {
      if (r.inReadSet) console.error(`[db] replica ${r.label} out of the read set: ${e instanceof Error ? e.message : String(e)}`);
      r.inReadSet = false;
      r.lagMs = null;
      r.error = e instanceof Error ? e.message : String(e);
    }
    m.replicaInReadSet.set({ replica: r.label }, r.inReadSet ? 1 : 0);
  }

  /** Checks now, then every `everyMs` (outside any request: the timer outlives it). */
  async start(everyMs = 1000): Promise<void> {
    await this.check();
    outsideRequest(() => {
      this.timer = setInterval(() => void this.check(), everyMs);
      this.timer.unref?.();
    });
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.checking?.catch(() => undefined);
    await Promise.all(this.replicas.map((r) => r.pool.end().catch(() => undefined)));
  }
}

/** host:port/db of a URL: the metric label (no user, no password). */
function labelOf(url: string): string {
  const m = /^postgres(?:ql)?:\/\/(?:[^@/?#]*@)?([^/?#]*)(\/[^?#]*)?/i.exec(url);
  return m ? `${m[1]}${m[2] ?? ''}` : 'replica';
}
