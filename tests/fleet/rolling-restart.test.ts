import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { EMPTY_SEARCH, searchPath, toApiBody } from '@/lib/search-route';
import { validBody } from '../helpers/posting-bodies';
import { dbPrefix, fleetPorts, loginThrough, pgServerUrl } from '../helpers/fleet';

// The launcher itself (npm run fleet), as an operator runs it: one of its two servers
// gets kill -9, then the launcher gets SIGHUP (a rolling restart) while reads and
// posting writes go through nginx. The launcher must start the dead server again within
// 30 s, must not take the surviving server out of rotation until the other is back, and
// nginx must answer no 5xx but for requests in flight on the killed server.
const CONNECTIONS = 12;
const WRITERS = 3;
const MIN_LOAD_MS = 20_000;
const ports = fleetPorts();
const database = `${dbPrefix()}_fleet_rolling`;

let launcher: ChildProcess;
let output = '';
/** Every process the launcher reported starting: killed by pid after the run if still alive. */
const pids = new Set<number>();
let db: pg.Pool;
let lb = '';
const tokens: string[] = [];
let serverPids: number[] = [];
let serverUrls: string[] = [];

const alive = (pid: number) => {
  try {
    // A zombie (exited, not yet reaped) counts as gone.
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves with the first match of `re` in the launcher's output from `from` on. */
async function waitFor(re: RegExp, ms: number, from = 0): Promise<RegExpMatchArray> {
  const deadline = Date.now() + ms;
  for (;;) {
    const m = output.slice(from).match(re);
    if (m) return m;
    if (launcher.exitCode !== null) throw new Error(`the launcher exited (${launcher.exitCode}):\n${output.slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`no ${re} in the launcher's output within ${ms / 1000} s:\n${output.slice(-3000)}`);
    await sleep(50);
  }
}

beforeAll(async () => {
  launcher = spawn(process.execPath, ['scripts/fleet/cli.mjs', '--servers', '2', '--port', String(ports.port), '--server-port', String(ports.serverPort),
    '--s3-port', String(ports.s3Port), '--pg', pgServerUrl(), '--database', database, '--fresh', '--listings', '40'], {
    env: { ...process.env, JWT_SECRET: randomBytes(32).toString('hex'), OTP_SENDS_PER_IP_PER_HOUR: '100000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pids.add(launcher.pid!);
  const take = (b: Buffer) => {
    output += b.toString();
    for (const m of output.matchAll(/\bpid (\d+)/g)) pids.add(Number(m[1]));
  };
  launcher.stdout!.on('data', take);
  launcher.stderr!.on('data', take);
  await waitFor(/Ctrl\+C stops everything/, 600_000);
  const servers = [...output.matchAll(/ {2}server (\d): (http:\S+) pid (\d+)/g)];
  serverUrls = servers.map((m) => m[2]);
  serverPids = servers.map((m) => Number(m[3]));
  lb = output.match(/GharBazaar fleet: (http:\S+)/)![1];
  const url = new URL(pgServerUrl());
  url.pathname = `/${database}`;
  db = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const [{ id: planId }] = (await db.query('select id from plans order by id limit 1')).rows;
  const base = `97${String(Date.now() % 1e6).padStart(6, '0')}`;
  for (let i = 0; i < WRITERS; i++) {
    const phone = `${base}${String(i).padStart(2, '0')}`;
    tokens.push(await loginThrough(lb, phone));
    // Fixture: owners with a plan big enough for every post of the run.
    const { rows: [u] } = await db.query(`update users set role_type = 'owner', name = 'Rolling Owner', is_registered = true where phone_number = $1 returning id`, [phone]);
    await db.query(`insert into subscriptions (user_id, plan_id, status, starts_at, ends_at, listing_quota, featured_quota, project_quota)
      values ($1, $2, 'active', now() - interval '1 hour', now() + interval '30 days', 100000, 0, 0)`, [u.id, planId]);
  }
});

afterAll(async () => {
  await db?.end();
  if (launcher && launcher.exitCode === null) {
    const gone = new Promise((r) => launcher.once('exit', r));
    launcher.kill('SIGTERM');
    await Promise.race([gone, sleep(90_000)]);
  }
  // Whatever the launcher left behind (it was killed, or failed), by the pids it reported.
  for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
  const dir = output.match(/log (\/\S+?)\/server-0\.log/)?.[1];
  if (dir && dir.includes('gharbazaar-fleet-')) fs.rmSync(dir, { recursive: true, force: true });
});

type Outcome = { kind: 'read' | 'write'; start: number; end: number; status: number; error?: string; rid?: string };

const mysuruRent = { ...EMPTY_SEARCH, type: 'rent' as const, location: [{ label: 'Mysuru', value: { city: 'Mysuru', locality: '' } }] };
const page = `${searchPath('residential', mysuruRent)}?sort=newest`;
const searchBody = JSON.stringify(toApiBody('residential', mysuruRent, { sort: 'newest', page: 1 }));

/**
 * fetch as a browser sends: a request whose reused keep-alive connection to nginx was closed
 * before any answer (an nginx reload retires old workers, which close idle connections) is sent again.
 */
async function send(url: string, init: RequestInit, tries = 5): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (e) {
    const code = (e as { cause?: { code?: string } }).cause?.code;
    if ((code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') || tries <= 1) throw e;
    return send(url, init, tries - 1);
  }
}

async function one(n: number, seq: number): Promise<Outcome> {
  const write = seq % 4 === 0;
  const start = Date.now();
  try {
    let res: Response;
    if (write) {
      const body = { ...validBody('apartment', 'rent', 15_000 + ((n * 1000 + seq) % 5000)), description: `Rolling restart flat ${n}-${seq}: well kept, near schools.` };
      res = await send(`${lb}/api/property/apartment/create-apartment-property`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-access-token': tokens[n % WRITERS] },
        body: JSON.stringify(body), signal: AbortSignal.timeout(90_000),
      });
    } else if (seq % 2) {
      res = await send(`${lb}${page}`, { signal: AbortSignal.timeout(90_000) });
    } else {
      res = await send(`${lb}/api/search/residential-property-search-v2`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, signal: AbortSignal.timeout(90_000), body: searchBody,
      });
    }
    await res.arrayBuffer();
    return { kind: write ? 'write' : 'read', start, end: Date.now(), status: res.status, rid: res.headers.get('x-request-id') ?? undefined };
  } catch (e) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    return { kind: write ? 'write' : 'read', start, end: Date.now(), status: 0,
      error: `${e instanceof Error ? e.message : String(e)}${cause ? ` (${cause.code ?? cause.message})` : ''}` };
  }
}

function nginxLines(bad: Outcome[]): string[] {
  const access = output.match(/access log (\/\S+)/)?.[1];
  const ids = new Set(bad.map((o) => o.rid).filter(Boolean));
  try {
    return fs.readFileSync(access!, 'utf8').split('\n').filter((l) => [...ids].some((id) => l.includes(`rid=${id}`)));
  } catch {
    return [];
  }
}

describe('the fleet launcher under kill -9 and SIGHUP', () => {
  it('starts the dead server again within 30 s and keeps a healthy server in rotation: no 502 but the killed server\'s in-flight requests', { timeout: 900_000 }, async () => {
    const outcomes: Outcome[] = [];
    const started = Date.now();
    let chaosDone = false;
    let killedAt = 0;
    let exitedAt = 0;
    let backMs = 0;
    const chaos = (async () => {
      await sleep(4000);
      const from = output.length;
      killedAt = Date.now();
      process.kill(serverPids[1], 'SIGKILL');
      while (alive(serverPids[1])) await sleep(10);
      exitedAt = Date.now();
      // The rolling restart starts while server 1 is dead: server 0 is the only healthy one.
      process.kill(launcher.pid!, 'SIGHUP');
      const back = await waitFor(/server 1: back in rotation as pid (\d+)/, 120_000, from);
      backMs = Date.now() - killedAt;
      expect(Number(back[1])).not.toBe(serverPids[1]);
      await waitFor(/rolling restart done: \d+ of 2 servers restarted/, 600_000, from);
      chaosDone = true;
      return output.slice(from);
    })();
    const loops = Array.from({ length: CONNECTIONS }, async (_, n) => {
      for (let seq = 0; !chaosDone || Date.now() - started < MIN_LOAD_MS; seq++) {
        outcomes.push(await one(n, seq));
      }
    });
    const [steps] = await Promise.all([chaos.finally(() => { chaosDone = true; }), ...loops]);

    // In flight on the killed server: under way when the signal was sent, or sent before its exit.
    const inFlightAtKill = (o: Outcome) => o.start <= exitedAt && o.end >= killedAt;
    const failed = (o: Outcome) => o.status >= 500 || o.status === 0;
    const bad = outcomes.filter((o) => failed(o) && !inFlightAtKill(o));
    console.log(JSON.stringify({
      requests: outcomes.length, status_502: outcomes.filter((o) => o.status === 502).length,
      status_502_outside_kill: bad.filter((o) => o.status === 502).length,
      failed_in_flight_at_kill: outcomes.filter((o) => failed(o) && inFlightAtKill(o)).length,
      dead_server_back_in_rotation_ms: backMs, seconds: Math.round((Date.now() - started) / 1000),
    }));
    console.log(steps);
    // What nginx saw of every failed answer, in flight at the kill or not, and its error log's end.
    const failedAll = outcomes.filter(failed);
    console.log(failedAll.map((o) => `${o.kind} ${o.status} kill${o.start - killedAt >= 0 ? '+' : ''}${o.start - killedAt}ms/${o.end - o.start}ms`).join('\n'));
    console.log(nginxLines(failedAll).join('\n'));
    const errorLog = output.match(/nginx pid \d+: \S+, log (\/\S+),/)?.[1];
    try { console.log(fs.readFileSync(errorLog!, 'utf8').split('\n').filter((l) => /\[(error|crit|alert|warn)\]/.test(l)).slice(-15).join('\n')); } catch { /* no log */ }
    // The nginx lines first and times relative to the kill: a CI log keeps only the message's start.
    const when = (o: Outcome) => `${o.kind} ${o.status} at kill${o.start - killedAt >= 0 ? '+' : ''}${o.start - killedAt} ms for ${o.end - o.start} ms`;
    expect(bad, `${nginxLines(bad).slice(0, 5).map((l) => l.replace(/^\S+ /, '')).join(' | ')} || ${bad.slice(0, 5).map(when).join('; ')} (server 1 gone at kill+${exitedAt - killedAt} ms) || ${steps}`).toEqual([]);
    expect(outcomes.filter((o) => o.kind === 'read' && o.status === 200).length).toBeGreaterThan(20);
    expect(outcomes.filter((o) => o.kind === 'write' && o.status === 200).length).toBeGreaterThan(5);
    expect(backMs).toBeLessThan(30_000);
    for (const url of serverUrls) expect((await fetch(`${url}/api/ready`)).status).toBe(200);

    // Each step is in the launcher's log; the SIGHUP may be handled before the death is noticed.
    const at = (re: RegExp) => {
      const m = re.exec(steps);
      expect(m, `${re} in:\n${steps}`).not.toBeNull();
      return m!.index;
    };
    const inOrder = (...res: RegExp[]) => {
      const idx = res.map(at);
      expect(idx, `${res.join(' then ')} in:\n${steps}`).toEqual([...idx].sort((a, b) => a - b));
    };
    const died = /server 1 \(pid \d+\) died \(SIGKILL\)/;
    const backOff = /server 1: starting it again in 1 s/;
    const back1 = /server 1: back in rotation as pid \d+/;
    const rolling = /rolling restart of 2 servers/;
    const lastHealthy = /server 0 is the last healthy server: it stays in rotation until another is healthy/;
    const leaves0 = /server 0 \(pid \d+\) leaves rotation; server 1 serves meanwhile/;
    const back0 = /server 0: back in rotation as pid \d+/;
    const skipped1 = /server 1 skipped: (started since the rolling restart began|being restarted already)/;
    const done = /rolling restart done: 1 of 2 servers restarted/;
    inOrder(died, backOff, back1);
    inOrder(rolling, lastHealthy, back1, leaves0, back0, skipped1, done);
    const newPid0 = Number(steps.match(/server 0: back in rotation as pid (\d+)/)![1]);
    expect(newPid0).not.toBe(serverPids[0]);

  });
});
