import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { EMPTY_SEARCH, searchPath, toApiBody } from '@/lib/search-route';
import { startFleet, type Fleet } from '@/scripts/fleet/start.mjs';
import { validBody } from '../helpers/posting-bodies';
import { dbPrefix, fleetPorts, loginThrough, pgServerUrl } from '../helpers/fleet';

// 20 connections of mixed reads and posting writes through nginx while one server
// gets SIGTERM (taken out of rotation first, then drains) and the other kill -9, both restarted. No 5xx but
// requests in flight on the killed server; every acknowledged write is stored.
const CONNECTIONS = 20;
const MIN_LOAD_MS = 30_000;
const WRITERS = 5;

let fleet: Fleet;
let db: pg.Pool;
const tokens: string[] = [];

beforeAll(async () => {
  fleet = await startFleet({
    ...fleetPorts(), servers: 2, pgUrl: pgServerUrl(), database: `${dbPrefix()}_fleet_failover`, fresh: true, listings: 40,
    env: { JWT_SECRET: randomBytes(32).toString('hex'), OTP_SENDS_PER_IP_PER_HOUR: '100000' },
  });
  db = new pg.Pool({ connectionString: fleet.databaseUrl, max: 2 });
  const [{ id: planId }] = (await db.query('select id from plans order by id limit 1')).rows;
  const base = `96${String(Date.now() % 1e6).padStart(6, '0')}`;
  for (let i = 0; i < WRITERS; i++) {
    const phone = `${base}${String(i).padStart(2, '0')}`;
    tokens.push(await loginThrough(fleet.url, phone));
    // Fixture: owners with a plan big enough for every post of the run.
    const { rows: [u] } = await db.query(`update users set role_type = 'owner', name = 'Failover Owner', is_registered = true where phone_number = $1 returning id`, [phone]);
    await db.query(`insert into subscriptions (user_id, plan_id, status, starts_at, ends_at, listing_quota, featured_quota, project_quota)
      values ($1, $2, 'active', now() - interval '1 hour', now() + interval '30 days', 100000, 0, 0)`, [u.id, planId]);
  }
});
afterAll(async () => {
  await db?.end();
  await fleet?.stop({ removeDir: true });
});

type Outcome = { kind: 'read' | 'write'; start: number; end: number; status: number; id?: number; error?: string; rid?: string };

const mysuruRent = { ...EMPTY_SEARCH, type: 'rent' as const, location: [{ label: 'Mysuru', value: { city: 'Mysuru', locality: '' } }] };
const page = `${searchPath('residential', mysuruRent)}?sort=newest`;
const searchBody = JSON.stringify(toApiBody('residential', mysuruRent, { sort: 'newest', page: 1 }));

let resent = 0;
/**
 * fetch as a browser sends: a request whose reused keep-alive connection to nginx was closed
 * before any answer (a reload retires nginx's old workers, which close their idle connections,
 * as the stop procedure does) is sent again, as Chromium does (it resends on a reset of a reused
 * socket). The client may hold several such idle connections, each tried in turn. nginx closes
 * only idle connections, so no byte of that request was read.
 */
async function send(url: string, init: RequestInit, tries = 5): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (e) {
    const code = (e as { cause?: { code?: string } }).cause?.code;
    if ((code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') || tries <= 1) throw e;
    resent += 1;
    return send(url, init, tries - 1);
  }
}

async function one(n: number, seq: number): Promise<Outcome> {
  const write = seq % 4 === 0;
  const start = Date.now();
  try {
    if (write) {
      const body = { ...validBody('apartment', 'rent', 15_000 + ((n * 1000 + seq) % 5000)), description: `Failover run flat ${n}-${seq}: well kept, near schools and the market.` };
      const res = await send(`${fleet.url}/api/property/apartment/create-apartment-property`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-access-token': tokens[n % WRITERS] },
        body: JSON.stringify(body), signal: AbortSignal.timeout(90_000),
      });
      const json = await res.json().catch(() => ({}));
      return { kind: 'write', start, end: Date.now(), status: res.status, id: json?.data?.property_id, rid: res.headers.get('x-request-id') ?? undefined };
    }
    const res = seq % 2 ? await send(`${fleet.url}${page}`, { signal: AbortSignal.timeout(90_000) })
      : await send(`${fleet.url}/api/search/residential-property-search-v2`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, signal: AbortSignal.timeout(90_000), body: searchBody,
      });
    await res.arrayBuffer();
    return { kind: 'read', start, end: Date.now(), status: res.status, rid: res.headers.get('x-request-id') ?? undefined };
  } catch (e) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    return { kind: write ? 'write' : 'read', start, end: Date.now(), status: 0,
      error: `${e instanceof Error ? e.message : String(e)}${cause ? ` (${cause.code ?? cause.message})` : ''}` };
  }
}

/** The access-log lines of these answers (upstreams tried, their statuses) and the end of nginx's error log. */
function nginxLines(bad: Outcome[]): string[] {
  const ids = new Set(bad.map((o) => o.rid).filter(Boolean));
  const read = (f: string) => { try { return fs.readFileSync(f, 'utf8').split('\n'); } catch { return []; } };
  return [...read(fleet.logs.nginxAccess).filter((l) => [...ids].some((id) => l.includes(`rid=${id}`))),
    ...read(fleet.logs.nginx).filter((l) => /\[(error|crit|alert)\]/.test(l)).slice(-12)];
}

describe('failover behind nginx', () => {
  // No retry: a 5xx outside the kill window is a defect. The last one seen (a POST, 49 ms) fits an old
  // nginx worker that had stopped accepting but still passed a request it was reading to the server
  // about to get SIGTERM; stopServer now waits until the old workers have exited (nginx.mjs). On a
  // failure the message carries the chaos steps' moments and nginx's log lines for the bad answers.
  it('gives no 5xx but for requests in flight on the kill -9 server, and loses no acknowledged write', { timeout: 1_200_000 }, async () => {
    const outcomes: Outcome[] = [];
    const started = Date.now();
    let chaosDone = false;
    let killedAt = 0;
    let exitedAt = 0;
    // The chaos steps' moments, printed with the nginx log lines of any bad answer.
    const marks: Record<string, number> = {};
    const mark = (what: string) => { marks[what] = Date.now(); };
    const chaos = (async () => {
      await new Promise((r) => setTimeout(r, 5000));
      const [a, b] = fleet.servers;
      // Server 0: the operator's stop: out of nginx's rotation (old workers gone), then SIGTERM; it drains
      // and exits; restarted. (A SIGTERM nginx is not told of resets the connects queued on the closing
      // socket, and nginx never resends a POST: scripts/fleet/start.mjs stopServer.)
      const exited = new Promise((r) => a.child.once('exit', r));
      mark('stop0');
      await fleet.stopServer(0);
      mark('stopped0');
      await exited;
      await fleet.restart(0);
      mark('restarted0');
      // Server 1: kill -9 with requests in flight; restarted.
      killedAt = Date.now();
      b.child.kill('SIGKILL');
      await new Promise((r) => b.child.once('exit', r));
      exitedAt = Date.now();
      mark('exited1');
      await fleet.restart(1);
      mark('restarted1');
      chaosDone = true;
    })();
    const loops = Array.from({ length: CONNECTIONS }, async (_, n) => {
      for (let seq = 0; !chaosDone || Date.now() - started < MIN_LOAD_MS; seq++) outcomes.push(await one(n, seq));
    });
    await Promise.all([chaos, ...loops]);

    const writes = outcomes.filter((o) => o.kind === 'write');
    const acknowledged = writes.filter((o) => o.status === 200 && o.id);
    expect(outcomes.filter((o) => o.kind === 'read' && o.status === 200).length).toBeGreaterThan(20);
    expect(acknowledged.length).toBeGreaterThan(10);
    // In flight on the killed server: under way when the signal was sent, or sent before its exit was
    // seen (until then the kernel still completes connects into its listen queue, and a POST nginx wrote
    // there is answered 502, not retried: it may have been acted on).
    const inFlightAtKill = (o: Outcome) => o.start <= exitedAt && o.end >= killedAt;
    const bad = outcomes.filter((o) => (o.status >= 500 || o.status === 0) && !inFlightAtKill(o));
    expect(bad, JSON.stringify({ bad: bad.slice(0, 5), marks, nginx: nginxLines(bad) })).toEqual([]);
    const ids = acknowledged.map((o) => o.id!);
    const { rows } = await db.query('select id from listings where id = any($1::int[])', [ids]);
    expect(rows.length).toBe(new Set(ids).size);
    // Both servers answer again, as new processes.
    for (const s of fleet.servers) expect((await fetch(`${s.url}/api/ready`)).status).toBe(200);
    console.log(JSON.stringify({
      requests: outcomes.length, reads: outcomes.length - writes.length, writes: writes.length, acknowledged: acknowledged.length,
      failed_in_flight_at_kill: outcomes.filter((o) => (o.status >= 500 || o.status === 0) && inFlightAtKill(o)).length,
      resent_after_idle_close: resent,
      chaos_ms: Object.fromEntries(Object.entries(marks).map(([k, v]) => [k, v - started])),
      seconds: Math.round((Date.now() - started) / 1000),
    }));
  });
});
