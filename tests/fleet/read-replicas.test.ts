// Reads on a replica, writes on the primary, against a real streaming replica: a
// pg_auto_failover primary and standby on this machine (scripts/fleet/pg-ha.mjs), the
// standby named in DATABASE_READ_URLS. With replay paused on the standby (it receives WAL
// but does not apply it), what a search answers shows where it read: an anonymous search
// reads the stale replica; the user who just deleted their listing (their gb_rw cookie)
// reads the primary and no longer sees it; once the standby's lag passes the bound it
// leaves the read set (everyone reads the primary), and it returns after replay resumes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { EMPTY_SEARCH, toApiBody } from '@/lib/search-route';
import { haMissing, startReplicatedPostgres } from '@/scripts/fleet/pg-ha.mjs';
import { metrics } from '@/lib/ops/metrics.mjs';
import type { Db } from '@/server/platform/db/client';
import { makeListing, makeUser, tokenFor } from '../helpers/fixtures';

const missing = haMissing();
if (missing) console.warn(`read-replicas skipped: ${missing} (scripts/test-tools.sh installs it)`);

const PORT = Number(process.env.READ_REPLICA_TEST_PORT || 3270);
const MAX_LAG_MS = 3000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gb-read-replicas-'));
let ha: Awaited<ReturnType<typeof startReplicatedPostgres>>;
let client: typeof import('@/server/platform/db/client');
let dispatch: (req: Request) => Promise<Response>;
let primaryPort = 0;
let standbyPort = 0;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const onStandby = async <T>(f: (c: pg.Client) => Promise<T>) => {
  const c = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${standbyPort}/gb_read` });
  await c.connect();
  try { return await f(c); } finally { await c.end(); }
};
const portOf = async (db: Db) => Number((await db.execute<{ port: number }>(sql`select inet_server_port() as port`)).rows[0].port);
/**
 * Polls until `test` holds. A standby still behind may not have replayed the schema yet
 * ("relation does not exist"): that is "not yet", not a failure; the last such error is reported.
 */
const until = async (what: string, test: () => Promise<boolean>, ms: number) => {
  const end = Date.now() + ms;
  let last = '';
  while (Date.now() < end) {
    try {
      if (await test()) return Date.now();
    } catch (e) {
      last = `; last error: ${(e as Error).message}`;
    }
    await sleep(100);
  }
  throw new Error(`not within ${ms} ms: ${what} (replicas: ${JSON.stringify(await client.replicaStates())})${last}`);
};
const inReadSet = async () => (await client.replicaStates())[0]?.inReadSet === true;

const searchBody = JSON.stringify(toApiBody('residential', { ...EMPTY_SEARCH, type: 'sale' as const,
  location: [{ label: 'Mysuru', value: { city: 'Mysuru', locality: '' } }] }, { sort: 'newest', page: 1 }));
async function search(cookie?: string): Promise<string> {
  const res = await dispatch(new Request('http://localhost/api/search/residential-property-search-v2', {
    method: 'POST', body: searchBody, headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.1.2.3', ...(cookie ? { cookie } : {}) },
  }));
  expect(res.status).toBe(200);
  return res.text();
}

beforeAll(async () => {
  if (missing) return;
  ha = await startReplicatedPostgres({ dir, port: PORT, replicas: 1, database: 'gb_read', log: (n: string) => path.join(dir, `${n}.log`) });
  primaryPort = (await ha.primary())!.port;
  standbyPort = ha.ports.find((p: number) => p !== primaryPort)!;
  Object.assign(process.env, {
    DATABASE_URL: ha.url, DATABASE_READ_URLS: `postgres://postgres@127.0.0.1:${standbyPort}/gb_read`,
    DB_REPLICA_MAX_LAG_MS: String(MAX_LAG_MS), DB_READ_OWN_WRITES_MS: String(2 * MAX_LAG_MS), JWT_SECRET: randomBytes(32).toString('hex'),
  });
  client = await import('@/server/platform/db/client');
  ({ dispatch } = await import('@/server/platform/routes'));
  await client.getDb();
  await until('the standby in the read set', inReadSet, 30_000);
}, 300_000);

afterAll(async () => {
  await client?.closeDb();
  await ha?.stop();
  for (const k of ['DATABASE_URL', 'DATABASE_READ_URLS', 'DB_REPLICA_MAX_LAG_MS', 'DB_READ_OWN_WRITES_MS']) delete process.env[k];
  fs.rmSync(dir, { recursive: true, force: true });
}, 120_000);

describe.skipIf(!!missing)('read replicas', () => {
  it('reads on the replica, the writer reads its own write, a lagging replica leaves the read set and returns', { timeout: 120_000 }, async () => {
    const primary = await client.getDb();
    // (a) The reader is the standby; the writer is the primary.
    expect(await portOf(await client.reader())).toBe(standbyPort);
    expect(await portOf(primary)).toBe(primaryPort);

    const owner = await makeUser(primary, { name: 'Replica Owner' });
    const token = await tokenFor(owner.id);
    const mine = `Replica test own flat ${randomBytes(3).toString('hex')}`;
    const other = `Replica test new flat ${randomBytes(3).toString('hex')}`;
    const listing = await makeListing(primary, { userId: owner.id, title: mine, city: 'Mysuru' });
    await until('the listing replayed on the standby', () => onStandby(async (c) => (await c.query('select 1 from listings where id = $1', [listing.id])).rowCount === 1), 10_000);
    expect(await search()).toContain(mine);

    // The standby stops applying WAL; the owner deletes the listing, someone else posts one.
    await onStandby((c) => c.query('select pg_wal_replay_pause()'));
    const pausedAt = Date.now();
    const deleted = await dispatch(new Request('http://localhost/api/residential/delete-property', {
      method: 'POST', body: JSON.stringify({ property_id: listing.id }), headers: { 'content-type': 'application/json', 'x-access-token': token, 'x-forwarded-for': '10.1.2.4' },
    }));
    expect(deleted.status).toBe(200);
    const setCookie = deleted.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^gb_rw=\d+; Path=\/; Max-Age=6;/);
    const cookie = setCookie.split(';')[0];
    await makeListing(primary, { title: other, city: 'Mysuru' });

    // Within the lag bound: an anonymous search reads the replica (the stale answer shows it) ...
    const anonymous = await search();
    // ... and the owner's next page, with the cookie, reads the primary: their listing is gone.
    const own = await search(cookie);
    expect(Date.now() - pausedAt).toBeLessThan(MAX_LAG_MS);
    expect(anonymous).toContain(mine);
    expect(anonymous).not.toContain(other);
    expect(own).not.toContain(mine);
    expect(own).toContain(other);
    // A search (a POST that writes nothing) opens no window.
    const plain = await dispatch(new Request('http://localhost/api/search/residential-property-search-v2', { method: 'POST', body: searchBody, headers: { 'content-type': 'application/json' } }));
    expect(plain.headers.get('set-cookie') ?? '').not.toContain('gb_rw');

    // (c) Its lag passes the bound: out of the read set, on the metric too; everyone reads the primary.
    const outAt = await until('the lagging standby out of the read set', async () => !(await inReadSet()), MAX_LAG_MS + 5000);
    const lagMs = (await client.replicaStates())[0].lagMs;
    expect(lagMs).toBeGreaterThan(MAX_LAG_MS);
    const gauge = await metrics().replicaInReadSet.get();
    expect(gauge.values.find((v) => String(v.labels.replica).includes(String(standbyPort)))?.value).toBe(0);
    const lagGauge = await metrics().replicaLag.get();
    expect(lagGauge.values.find((v) => String(v.labels.replica).includes(String(standbyPort)))?.value).toBeGreaterThan(MAX_LAG_MS / 1000);
    expect(await portOf(await client.reader())).toBe(primaryPort);
    const meanwhile = await search();
    expect(meanwhile).not.toContain(mine);
    expect(meanwhile).toContain(other);

    // Replay resumes: it catches up and is back in the read set, answering fresh.
    await onStandby((c) => c.query('select pg_wal_replay_resume()'));
    const resumedAt = Date.now();
    const backAt = await until('the standby back in the read set', inReadSet, 10_000);
    expect(await portOf(await client.reader())).toBe(standbyPort);
    const after = await search();
    expect(after).not.toContain(mine);
    expect(after).toContain(other);
    console.log(JSON.stringify({ lag_bound_ms: MAX_LAG_MS, out_of_read_set_after_pause_ms: outAt - pausedAt, lag_seen_ms: Math.round(lagMs ?? 0), back_after_resume_ms: backAt - resumedAt }));
  });
});
