// npm run db:restore -- --at "2026-12-01 10:15" [--port 5499] [--dir restores/…] [--cluster ID]
// Point-in-time restore from the replicated fleet's archive (scripts/fleet/wal-archiving.mjs):
// the newest base backup that finished before the moment, then the archived WAL replayed
// up to it (restore_command, recovery_target_time, recovery_target_action = promote), as a
// new PostgreSQL server on its own port and folder. It prints the URL; nothing else is touched.
// The moment is India time (IST, +05:30) unless it carries its own offset ("…10:15+00:00", "…Z").
// The store is the app's: S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ARCHIVE_ROOT, archiveStore } from './fleet/wal-archive.mjs';
import { PG_BINDIR } from './fleet/pg-ha.mjs';
import { WAL_ARCHIVE_SCRIPT } from './fleet/wal-archiving.mjs';

const MOMENT = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const ist = (d) => `${new Date(d.getTime() + 330 * 60_000).toISOString().replace('T', ' ').slice(0, 19)} IST`;

/** "YYYY-MM-DD HH:MM[:SS[.fff]]" in IST, or with Z / ±HH:MM: the instant, or an error saying what is wrong. */
export function parseMoment(text) {
  const m = MOMENT.exec(String(text ?? '').trim());
  if (!m) throw new Error(`--at "${text ?? ''}" is not a moment: write "YYYY-MM-DD HH:MM" (India time) or add an offset, as "2026-12-01 10:15+05:30" or "2026-12-01T04:45Z"`);
  const [, y, mo, d, h, mi, s = '00', frac = '', zone] = m;
  const offset = !zone ? '+05:30' : zone.toUpperCase() === 'Z' ? 'Z' : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${frac}${offset}`);
  // Date rolls 31 November over to 1 December: a date that does not exist is refused instead.
  const check = new Date(`${y}-${mo}-${d}T00:00:00Z`);
  if (Number.isNaN(at.getTime()) || Number.isNaN(check.getTime()) || check.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) {
    throw new Error(`--at "${text}" is not a real moment (month, day or time out of range)`);
  }
  return at;
}

/** As postgres when we are root (PostgreSQL refuses to run as root), else as ourselves. */
function asPostgres(cmd, args, options = {}) {
  const root = process.getuid?.() === 0;
  const [c, a] = root ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', cmd, ...args]] : [cmd, args];
  return spawnSync(c, a, { encoding: 'utf8', ...options });
}

function s3FromEnv(env = process.env) {
  return Object.fromEntries(['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((k) => env[k]).map((k) => [k, env[k]]));
}

/** The cluster's archive prefix: the only one in the bucket, or the one --cluster names. */
async function clusterPrefix(store, cluster) {
  const keys = await store.list(`${ARCHIVE_ROOT}/`).catch((e) => {
    throw new Error(`the archive cannot be read: bucket ${store.bucket} at ${store.endpoint} (S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID): ${e?.name ?? ''} ${e?.message ?? e}`);
  });
  const found = [...new Set(keys.map((o) => o.key.split('/')[1]))].sort();
  if (!found.length) throw new Error(`no WAL archive in bucket ${store.bucket} (under ${ARCHIVE_ROOT}/): nothing to restore from`);
  if (cluster) {
    if (!found.includes(cluster)) throw new Error(`no archive of cluster ${cluster} in bucket ${store.bucket}; there are: ${found.join(', ')}`);
    return `${ARCHIVE_ROOT}/${cluster}`;
  }
  if (found.length > 1) throw new Error(`bucket ${store.bucket} holds the archives of ${found.length} clusters (${found.join(', ')}): name one with --cluster`);
  return `${ARCHIVE_ROOT}/${found[0]}`;
}

/** The newest whole base backup that finished at or before `at`, and the newest archived WAL. */
export async function planRestore({ store, prefix, at }) {
  const infos = (await store.list(`${prefix}/base/`)).filter((o) => o.key.endsWith('/backup.json'));
  const backups = [];
  for (const o of infos) {
    const info = JSON.parse((await store.get(o.key)).toString('utf8'));
    backups.push({ ...info, tar: o.key.replace(/backup\.json$/, 'base.tar'), finished: new Date(info.finishedAt) });
  }
  backups.sort((a, b) => a.finished - b.finished);
  if (!backups.length) throw new Error(`no base backup under ${prefix}/base/: nothing to restore from`);
  const backup = backups.filter((b) => b.finished <= at).pop();
  if (!backup) throw new Error(`${ist(at)} is before the oldest base backup (finished ${ist(backups[0].finished)}): nothing restores to that moment`);
  const wal = (await store.list(`${prefix}/wal/`)).filter((o) => !o.key.endsWith('.history'));
  const newest = wal.reduce((a, o) => (!a || o.modified > a ? o.modified : a), null);
  if (!newest || newest < at) {
    throw new Error(`${ist(at)} is after the newest archived WAL (${newest ? ist(newest) : 'none'}): the archive does not reach that moment yet ` +
      '(a segment is archived when full, or after archive_timeout, 60 s, with writes)');
  }
  return { backup, newestWal: newest };
}

function recoverySettings({ port, config, at }) {
  return [
    '', '# point-in-time restore (npm run db:restore -- --at): a server of its own, archiving nothing',
    `port = ${port}`, `listen_addresses = '127.0.0.1'`, `unix_socket_directories = ''`,
    `archive_mode = 'off'`, `synchronous_standby_names = ''`, `logging_collector = 'off'`,
    // Connections only once recovery has ended: pg_ctl -w then returns on the promoted server.
    `hot_standby = 'off'`,
    `restore_command = '${process.execPath} --no-warnings ${WAL_ARCHIVE_SCRIPT} fetch ${config} %f %p'`,
    at ? `recovery_target_time = '${at.toISOString().replace('T', ' ').replace('Z', '+00')}'` : `recovery_target_time = ''`,
    `recovery_target_action = 'promote'`, '',
  ].join('\n');
}

/** Whether the server on `port` ends recovery and takes writes; false once its postmaster is gone. */
async function waitPromoted(port, folder, ms = 3_600_000) {
  const deadline = Date.now() + ms;
  const pidFile = path.join(folder, 'postmaster.pid');
  while (Date.now() < deadline) {
    // Recovery that fails (a FATAL) takes the postmaster down and removes its pid file.
    if (!fs.existsSync(pidFile)) return false;
    // The pid file's last line says "ready" once connections are taken (with hot_standby off: after recovery).
    if (fs.readFileSync(pidFile, 'utf8').split('\n')[7]?.trim() === 'ready') {
      const c = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`, connectionTimeoutMillis: 3000 });
      const done = await c.connect().then(() => c.query('select pg_is_in_recovery() as r')).then((q) => !q.rows[0].r, () => false);
      await c.end().catch(() => {});
      if (done) return true;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

/**
 * Rebuilds the data folder `dir` (new or empty) at moment `at` and starts PostgreSQL on `port`.
 * Returns the server's URL, its postmaster pid and what it was built from.
 */
export async function restoreToMoment({ at, dir, port, s3 = s3FromEnv(), cluster, say = () => {} }) {
  const folder = path.resolve(dir);
  if (fs.existsSync(folder) && fs.readdirSync(folder).length) throw new Error(`${folder} is not empty: restore into a new --dir`);
  const store = archiveStore(s3);
  let plan;
  try {
    const prefix = await clusterPrefix(store, cluster);
    plan = await planRestore({ store, prefix, at });
    say(`base backup ${plan.backup.tar} (finished ${ist(plan.backup.finished)}), WAL archived until ${ist(plan.newestWal)}`);
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    const tar = `${folder}.base.tar`;
    fs.writeFileSync(tar, await store.get(plan.backup.tar));
    const untar = spawnSync('tar', ['-xf', tar, '-C', folder], { encoding: 'utf8' });
    fs.rmSync(tar, { force: true });
    if (untar.status !== 0) throw new Error(`tar could not unpack the base backup: ${untar.stderr}`);
    const config = path.join(folder, 'restore-s3.json');
    fs.writeFileSync(config, JSON.stringify({ s3, prefix }), { mode: 0o600 });
    fs.rmSync(path.join(folder, 'standby.signal'), { force: true });
    fs.writeFileSync(path.join(folder, 'recovery.signal'), '');
    fs.appendFileSync(path.join(folder, 'postgresql.auto.conf'), recoverySettings({ port, config, at }));
  } finally {
    store.close();
  }
  if (process.getuid?.() === 0) {
    const own = spawnSync('chown', ['-R', 'postgres:postgres', folder]);
    if (own.status !== 0) throw new Error(`chown of ${folder} to postgres failed`);
  }
  fs.chmodSync(folder, 0o700);
  const log = path.join(folder, 'restore.log');
  const logText = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '');
  const start = async () => {
    const r = asPostgres(path.join(PG_BINDIR, 'pg_ctl'), ['-D', folder, '-l', log, '-w', '-t', '3600', 'start']);
    return r.status === 0 ? waitPromoted(port, folder) : false;
  };
  let toEnd = false;
  let up = await start();
  if (!up && /recovery ended before configured recovery target was reached/.test(logText())) {
    // No commit after the moment in the archive: every archived change is before it, and the
    // archive reaches past it (planRestore), so the end of the archive is that moment's state.
    toEnd = true;
    fs.appendFileSync(path.join(folder, 'postgresql.auto.conf'), recoverySettings({ port, config: path.join(folder, 'restore-s3.json'), at: null }));
    up = await start();
  }
  if (!up) throw new Error(`PostgreSQL did not come up from the restored folder ${folder}; end of ${log}:\n${logText().split('\n').slice(-15).join('\n')}`);
  const pid = Number(fs.readFileSync(path.join(folder, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, pid, dir: folder, log, backup: plan.backup.tar, newestWal: plan.newestWal, toEnd };
}

export async function main(argv) {
  const flag = (name) => { const i = argv.indexOf(name); return i >= 0 ? argv[i + 1] : undefined; };
  const at = parseMoment(flag('--at'));
  const port = Number(flag('--port') ?? 5499);
  if (!Number.isInteger(port) || port < 1024 || port > 65535) throw new Error(`--port ${flag('--port')} is not a port (1024 to 65535)`);
  const dir = flag('--dir') ?? path.join('restores', `pitr-${at.toISOString().replace(/[:.]/g, '-')}`);
  const r = await restoreToMoment({ at, dir, port, cluster: flag('--cluster'), say: (t) => console.log(t) });
  console.log(`restored to ${ist(at)}${r.toEnd ? ' (no later commit in the archive: replayed to its end)' : ''} in ${r.dir}, postgres pid ${r.pid}, log ${r.log}`);
  console.log(`connect: ${r.url}  (each database of the cluster is there; stop it with: pg_ctl -D ${r.dir} stop, as postgres)`);
}
