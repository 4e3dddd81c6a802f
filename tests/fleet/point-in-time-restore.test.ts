import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startFleet, type Fleet } from '@/scripts/fleet/start.mjs';
import { haMissing } from '@/scripts/fleet/pg-ha.mjs';
import { basePort, fleetPorts } from '../helpers/fleet';

// The replicated fleet archives its WAL and a base backup to its S3 store; `npm run db:restore
// -- --at` rebuilds a server at a moment between two batches of writes, each batch followed by
// a WAL switch, and exactly the first batch is there; then the primary dies, the promoted standby
// archives on, and a restore to a moment after the failover has every batch before it. Moments
// are given in IST, as an operator would type them.
const missing = haMissing();
if (missing) console.warn(`point-in-time-restore skipped: ${missing} (scripts/test-tools.sh installs it)`);

const HA_PORT = Number(process.env.FLEET_PG_HA_PORT || basePort() + 40);
const RESTORE_PORT = Number(process.env.FLEET_PITR_PORT || basePort() + 30);
let fleet: Fleet;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-pitr-'));
// The restored server runs as postgres when the tests run as root: it must reach its folder.
fs.chmodSync(work, 0o711);
let restoredPid = 0;

async function onPrimary<T>(f: (c: pg.Client) => Promise<T>, database = 'postgres'): Promise<T> {
  const p = await fleet.ha!.primary();
  if (!p) throw new Error('no primary');
  const c = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${p.port}/${database}` });
  await c.connect();
  try {
    return await f(c);
  } finally {
    await c.end();
  }
}

function restore(at: string, dir: string) {
  const t0 = Date.now();
  const r = spawnSync(process.execPath, ['scripts/db-backup.mjs', 'restore', '--at', at, '--port', String(RESTORE_PORT), '--dir', dir],
    { env: { ...process.env, ...fleet.s3 }, encoding: 'utf8' });
  return { ok: r.status === 0, out: `${r.stdout}${r.stderr}`, ms: Date.now() - t0 };
}

/** The instant as an operator types it: IST wall-clock time, no offset. */
const inIst = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().replace('T', ' ').replace('Z', '');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the primary has archived segment `file` (names sort in WAL order). */
async function archived(file: string) {
  const by = Date.now() + 60_000;
  let last = '';
  while (Date.now() < by) {
    last = await onPrimary((c) => c.query(`select coalesce(last_archived_wal, '') as w from pg_stat_archiver`)).then((r) => r.rows[0].w);
    if (last >= file) return;
    await sleep(250);
  }
  throw new Error(`the primary archived up to ${last}, not ${file}, within 60 s`);
}

/** db:restore to `moment` into work/`name`; checks the rows, that it is promoted and archives nothing. Returns what it said and its ms. */
async function restoreAndRead(moment: Date, name: string, want: number[]) {
  const r = restore(inIst(moment), path.join(work, name));
  expect(r.ok, r.out).toBe(true);
  expect(r.out).toContain(`postgres://postgres@127.0.0.1:${RESTORE_PORT}/postgres`);
  restoredPid = Number(/postgres pid (\d+)/.exec(r.out)?.[1]);
  expect(restoredPid).toBeGreaterThan(0);
  const c = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${RESTORE_PORT}/gharbazaar_pitr` });
  await c.connect();
  try {
    const { rows } = await c.query<{ n: number }>('select n from pitr_marks order by n');
    expect(rows.map((x) => x.n)).toEqual(want);
    // Promoted: a server of its own that takes writes, and writes nothing into the cluster's archive.
    expect((await c.query('select pg_is_in_recovery() as r')).rows[0].r).toBe(false);
    await c.query(`insert into pitr_marks (n, note) values (100, 'after the restore')`);
    expect((await c.query(`select current_setting('archive_mode') as m`)).rows[0].m).toBe('off');
  } finally {
    await c.end();
  }
  return r;
}

beforeAll(async () => {
  if (missing) return;
  const t0 = Date.now();
  fleet = await startFleet({ ...fleetPorts(), servers: 1, replicas: 1, haPort: HA_PORT, listings: 0, database: 'gharbazaar_pitr' });
  console.log(`fleet with an archiving replicated database up in ${Math.round((Date.now() - t0) / 1000)} s`);
}, 400_000);

/** Fast shutdown of the restored server (its postmaster, by pid); resolves once it is gone. */
async function stopRestored() {
  if (!restoredPid) return;
  try { process.kill(restoredPid, 'SIGINT'); } catch { /* gone */ }
  for (let i = 0; i < 200; i++) {
    try { process.kill(restoredPid, 0); } catch { break; }
    await sleep(100);
  }
  restoredPid = 0;
}

afterAll(async () => {
  await stopRestored();
  await fleet?.stop({ removeDir: true });
  fs.rmSync(work, { recursive: true, force: true });
}, 120_000);

describe.skipIf(!!missing)('point-in-time restore from the WAL archive', () => {
  it('restores exactly the writes made before the moment, before and after a failover', { timeout: 400_000 }, async () => {
    // Archiving is on every node, so a promoted standby archives too.
    for (const port of fleet.ha!.ports) {
      const c = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
      await c.connect();
      const { rows: [s] } = await c.query(`select current_setting('archive_mode') as mode, current_setting('archive_command') as command`);
      await c.end();
      expect(s.mode).toBe('on');
      expect(s.command).toContain('wal-archive.mjs push');
    }

    const batch = (from: number) => onPrimary(async (c) => {
      for (let n = from; n < from + 3; n++) await c.query('insert into pitr_marks (n, note) values ($1, $2)', [n, `mark ${n}`]);
      const { rows: [w] } = await c.query<{ file: string; at: Date }>('select pg_walfile_name(pg_switch_wal()) as file, clock_timestamp() as at');
      return w;
    }, 'gharbazaar_pitr');
    await onPrimary((c) => c.query('create table pitr_marks (n int primary key, note text not null, at timestamptz not null default clock_timestamp())'), 'gharbazaar_pitr');
    const first = await batch(1);
    await sleep(1500);
    const moment = await onPrimary((c) => c.query<{ at: Date }>('select clock_timestamp() as at')).then((r) => r.rows[0].at);
    await sleep(1500);
    const second = await batch(4);
    expect(second.at.getTime()).toBeGreaterThan(moment.getTime());

    // Both switched segments in the archive before restoring.
    await archived(second.file);

    // A moment before the first base backup and one past the archive are refused, saying why.
    const early = restore('2020-01-01 09:00', path.join(work, 'early'));
    expect(early.ok).toBe(false);
    expect(early.out).toContain('is before the oldest base backup');
    const late = restore(inIst(new Date(Date.now() + 3_600_000)), path.join(work, 'late'));
    expect(late.ok).toBe(false);
    expect(late.out).toContain('is after the newest archived WAL');
    expect(restore('tomorrow at ten', path.join(work, 'words')).out).toContain('is not a moment');

    const first3 = await restoreAndRead(moment, 'restored', [1, 2, 3]);
    console.log(`restore to ${inIst(moment)} IST took ${first3.ms} ms (first batch ${first.file}, second ${second.file})`);

    // After a failover the promoted standby archives (same settings, a new timeline), and a restore
    // to a moment after it follows the timeline history from the older base backup.
    await stopRestored();
    const old = (await fleet.ha!.primary())!;
    await fleet.ha!.kill(old.index);
    const promotedBy = Date.now() + 90_000;
    let now: { name: string } | null = null;
    while (Date.now() < promotedBy && !(now && now.name !== old.name)) {
      now = await fleet.ha!.primary().catch(() => null);
      await sleep(250);
    }
    expect(now?.name, 'a standby promoted').not.toBe(old.name);
    // A base backup of the new primary (what the schedule takes): the restore below starts from it.
    const newer = await fleet.ha!.baseBackup();
    const third = await batch(7);
    await sleep(1500);
    const later = await onPrimary((c) => c.query<{ at: Date }>('select clock_timestamp() as at')).then((r) => r.rows[0].at);
    await sleep(1500);
    const fourth = await batch(10);
    await archived(fourth.file);
    expect(third.file.startsWith('00000002'), third.file).toBe(true);
    const afterFailover = await restoreAndRead(later, 'restored-after-failover', [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(afterFailover.out).toContain(`base backup ${newer.key}`);
    console.log(`restore to ${inIst(later)} IST, after the failover (timeline 2), took ${afterFailover.ms} ms`);
  });
});
