// A replicated PostgreSQL for the fleet (`npm run fleet -- --replicas R`): Debian's
// pg_auto_failover (pg_autoctl) runs a monitor, a primary and R standbys, each on
// its own port and folder in the fleet's temp folder, as child processes of the
// launcher. Every standby is in the replication quorum, so a write is acknowledged
// only once a standby has it (synchronous_standby_names ANY 1 (...)); when the
// primary dies the monitor promotes a synchronous standby. The app gets one
// multi-host DATABASE_URL with target_session_attrs=read-write and follows the
// primary itself (server/platform/db/hosts.ts).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { waitForPort } from './nginx.mjs';
import { archiveConfig, enableArchiving, takeBaseBackup } from './wal-archiving.mjs';

export const PG_AUTOCTL = process.env.PG_AUTOCTL_BIN || '/usr/bin/pg_autoctl';
export const PG_BINDIR = process.env.PG_BINDIR || '/usr/lib/postgresql/15/bin';

/** Why a replicated fleet cannot start here, or null. */
export function haMissing() {
  if (!fs.existsSync(PG_AUTOCTL)) return `pg_autoctl is missing at ${PG_AUTOCTL}: apt-get install -y postgresql-15-auto-failover (or set PG_AUTOCTL_BIN)`;
  if (!fs.existsSync(path.join(PG_BINDIR, 'pg_ctl'))) return `PostgreSQL's server binaries are missing at ${PG_BINDIR}: apt-get install -y postgresql-15 (or set PG_BINDIR)`;
  return null;
}

/**
 * The monitor's timings, shortened from pg_auto_failover's defaults (a 5 s health check,
 * 20 s before a node counts as unhealthy, 30 s for a primary to demote itself): on one
 * machine a dead node is certain in a second or two, and the fleet's failover test must
 * see writes accepted again within 30 s. Production keeps the defaults (docs/fleet.md).
 */
const MONITOR_SETTINGS = {
  'pgautofailover.health_check_period': 1000,
  'pgautofailover.health_check_timeout': 1000,
  'pgautofailover.health_check_max_retries': 1,
  'pgautofailover.health_check_retry_delay': 500,
  'pgautofailover.node_considered_unhealthy_timeout': 3000,
  'pgautofailover.primary_demote_timeout': 3000,
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function postgresUser() {
  const r = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const g = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error('pg_autoctl refuses to run as root and there is no postgres user to run it as (apt-get install -y postgresql-15)');
  return { uid: Number(r.stdout), gid: Number(g.stdout) };
}

/** archive: { s3 } (S3_* settings) to archive WAL there and take base backups (wal-archiving.mjs). */
export async function startReplicatedPostgres({ dir, port, replicas, database, log, archive }) {
  const missing = haMissing();
  if (missing) throw new Error(missing);
  const home = path.join(dir, 'pg');
  fs.mkdirSync(home, { recursive: true });
  // pg_autoctl refuses to run as root: as root, every pg_autoctl runs as postgres (setpriv execs,
  // so the child's pid is pg_autoctl's) and owns its folders.
  const root = process.getuid?.() === 0;
  const owner = root ? postgresUser() : null;
  if (root) {
    const { uid, gid } = owner;
    fs.chmodSync(dir, 0o711);
    fs.chownSync(home, uid, gid);
  }
  const env = {
    PATH: `${PG_BINDIR}:${process.env.PATH}`, HOME: home, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8',
    XDG_CONFIG_HOME: path.join(home, 'config'), XDG_DATA_HOME: path.join(home, 'share'), PG_CONFIG: path.join(PG_BINDIR, 'pg_config'),
  };
  const command = (args) => (root
    ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', PG_AUTOCTL, ...args]]
    : [PG_AUTOCTL, args]);
  const monitorPort = port;
  const monitorUrl = `postgres://autoctl_node@127.0.0.1:${monitorPort}/pg_auto_failover?sslmode=disable`;
  const nodeUrl = (p, db = database) => `postgres://postgres@127.0.0.1:${p}/${db}`;
  const parts = { monitor: null, nodes: [] };

  /** A long-running pg_autoctl in a process group of its own (kill -9 takes its postgres too). */
  const launch = (name, args) => {
    const file = log(`pg-${name}`);
    const out = fs.openSync(file, 'a');
    const [cmd, argv] = command(args);
    const child = spawn(cmd, argv, { env, stdio: ['ignore', out, out], detached: true });
    fs.closeSync(out);
    return { name, child, pid: child.pid, log: file };
  };
  const monitorQuery = async (text, values) => {
    const c = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${monitorPort}/pg_auto_failover`, connectionTimeoutMillis: 3000 });
    await c.connect();
    try {
      return (await c.query(text, values)).rows;
    } finally {
      await c.end().catch(() => {});
    }
  };
  /** Each node's name, port, reported and assigned state, from the monitor. */
  const states = () => monitorQuery(`select nodename as name, nodeport as port, reportedstate as reported, goalstate as goal
    from pgautofailover.node order by nodeid`);
  const waitFor = async (what, test, ms) => {
    const deadline = Date.now() + ms;
    let last = [];
    while (Date.now() < deadline) {
      const rows = await states().catch(() => null);
      if (rows) {
        last = rows;
        if (await test(rows)) return rows;
      }
      for (const p of [parts.monitor, ...parts.nodes]) {
        if (p && p.child.exitCode !== null && !p.killed) throw new Error(`pg_autoctl ${p.name} exited (${p.child.exitCode}) while waiting for ${what}; see ${p.log}`);
      }
      await sleep(250);
    }
    throw new Error(`the replicated database: no ${what} within ${ms / 1000} s (states: ${JSON.stringify(last)})`);
  };

  const ha = {
    monitorUrl,
    ports: [],
    parts,
    states,
    /** postgres://…:p1,…:p2/db?target_session_attrs=read-write: what the app servers get. */
    get url() {
      return `postgres://postgres@${ha.ports.map((p) => `127.0.0.1:${p}`).join(',')}/${database}?target_session_attrs=read-write`;
    },
    /** The node the monitor names primary once it takes writes (primary, or wait_primary with no standby left). */
    async primary() {
      const rows = await states();
      const i = rows.findIndex((r) => ['primary', 'wait_primary', 'single'].includes(r.reported) && r.reported === r.goal);
      return i < 0 ? null : { index: i, name: rows[i].name, port: rows[i].port, url: nodeUrl(rows[i].port) };
    },
    /** kill -9 node i's pg_autoctl and its postgres (the machine is gone). */
    kill(i) {
      const n = parts.nodes[i];
      n.killed = true;
      try { process.kill(-n.pid, 'SIGKILL'); } catch { /* gone already */ }
      return new Promise((r) => (n.child.exitCode !== null || n.child.signalCode ? r() : n.child.once('exit', r)));
    },
    /** Starts node i's pg_autoctl again; it rejoins as a standby (pg_rewind if needed). Resolves once it is one. */
    async rejoin(i, ms = 90_000) {
      const name = parts.nodes[i].name;
      parts.nodes[i] = launch(name, ['run', '--pgdata', path.join(home, name)]);
      await waitFor(`${name} back as a standby`, (rows) => rows.some((r) => r.name === name && r.reported === 'secondary' && r.goal === 'secondary'), ms);
    },
    /** With archive: the archive's settings (prefix, S3) once the cluster runs. */
    archive: null,
    /** With archive: a base backup of the primary into the store. */
    async baseBackup() {
      if (!ha.archive) throw new Error('this cluster archives nothing (started without archive)');
      const p = await ha.primary();
      if (!p) throw new Error('no primary to back up');
      return takeBaseBackup({ bindir: PG_BINDIR, port: p.port, dir, config: ha.archive });
    },
    async stop() {
      await stopReplicated(parts);
    },
  };

  try {
    const created = spawnSync(...command(['create', 'monitor', '--pgdata', path.join(home, 'monitor'), '--pgport', String(monitorPort),
      '--hostname', '127.0.0.1', '--auth', 'trust', '--no-ssl', '--pgctl', path.join(PG_BINDIR, 'pg_ctl')]), { env, encoding: 'utf8' });
    fs.appendFileSync(log('pg-monitor'), `${created.stdout}${created.stderr}`);
    if (created.status !== 0) throw new Error(`pg_autoctl create monitor failed; see ${log('pg-monitor')}`);
    parts.monitor = launch('monitor', ['run', '--pgdata', path.join(home, 'monitor')]);
    await waitForPort(monitorPort, parts.monitor.child, 60_000, `the pg_auto_failover monitor (see ${parts.monitor.log})`);
    await waitFor('monitor', () => true, 30_000);
    for (const [k, v] of Object.entries(MONITOR_SETTINGS)) await monitorQuery(`ALTER SYSTEM SET ${k} = ${v}`);
    await monitorQuery('SELECT pg_reload_conf()');

    for (let i = 0; i <= replicas; i++) {
      const name = `node${i}`;
      const p = port + 1 + i;
      ha.ports.push(p);
      parts.nodes.push(launch(name, ['create', 'postgres', '--pgdata', path.join(home, name), '--pgport', String(p), '--listen', '127.0.0.1',
        '--hostname', '127.0.0.1', '--name', name, '--auth', 'trust', '--no-ssl', '--monitor', monitorUrl,
        '--pgctl', path.join(PG_BINDIR, 'pg_ctl'), '--run']));
      // One at a time: a standby is cloned from a running primary (pg_basebackup).
      const want = i === 0 ? ['single'] : ['secondary'];
      const ready = (rows) => rows.some((r) => r.name === name && want.includes(r.reported) && r.reported === r.goal);
      await waitFor(`${name} ${want[0]}`, ready, 120_000);
      if (i === 0 && archive) {
        ha.archive = await archiveConfig({ home, port: p, s3: archive.s3, owner });
        await enableArchiving({ port: p, pgdata: path.join(home, name), config: ha.archive });
        await waitFor(`${name} ${want[0]} after the restart for archive_mode`, ready, 60_000);
      }
    }
    const settled = (rows) => rows.length === replicas + 1 && rows.every((r) => r.reported === r.goal && ['primary', 'secondary'].includes(r.reported));
    await waitFor('primary with its standbys', settled, 60_000);
    // With two standbys or more, a write waits for one of them even when another is lost
    // (with one standby, pg_auto_failover already waits for it: ANY 1; the setting needs 2).
    // (The monitor's function: the CLI of Debian's pg_autoctl 2.0 refuses `set formation number-sync-standbys 1`.)
    if (replicas >= 2) await monitorQuery(`SELECT pgautofailover.set_formation_number_sync_standbys('default', 1)`);
    // The primary may be applying that setting (apply_settings): wait until it reports primary again.
    let primary = null;
    await waitFor('primary', async () => (primary = await ha.primary()) !== null, 60_000);
    const admin = new pg.Client({ connectionString: nodeUrl(primary.port, 'postgres') });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${database}`);
    } finally {
      await admin.end();
    }
    return ha;
  } catch (e) {
    await stopReplicated(parts);
    throw e;
  }
}

/** pg_autoctl stops its postgres on SIGTERM (fast shutdown); a group left after 20 s gets SIGKILL. */
async function stopOne(p) {
  if (!p) return;
  if (p.child.exitCode === null && p.child.signalCode === null) {
    const gone = new Promise((r) => p.child.once('exit', r));
    p.child.kill('SIGTERM');
    const timer = setTimeout(() => { try { process.kill(-p.pid, 'SIGKILL'); } catch { /* gone */ } }, 20_000);
    await gone;
    clearTimeout(timer);
  }
  // Anything of its group still there (a postgres whose pg_autoctl was killed) goes too.
  try { process.kill(-p.pid, 'SIGKILL'); } catch { /* none left */ }
}

/** Standbys and primary first (they report to the monitor while stopping), then the monitor. */
export async function stopReplicated(parts) {
  await Promise.all(parts.nodes.map(stopOne));
  await stopOne(parts.monitor);
}
