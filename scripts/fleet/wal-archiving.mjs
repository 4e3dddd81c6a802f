// Point-in-time backups for the replicated fleet: every node archives its finished WAL
// segments to the object store (wal-archive.mjs), and base backups (pg_basebackup, tar)
// of the primary go there at start and on a schedule. `npm run db:restore -- --at …`
// (scripts/pitr-restore.mjs) rebuilds a data folder from them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ARCHIVE_ROOT, archiveStore } from './wal-archive.mjs';

export const WAL_ARCHIVE_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'wal-archive.mjs');
/** A segment that fills slowly is archived after this long anyway: the most a restore can miss. */
export const ARCHIVE_TIMEOUT_S = 60;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function query(port, text) {
  const c = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`, connectionTimeoutMillis: 3000 });
  await c.connect();
  try {
    return (await c.query(text)).rows;
  } finally {
    await c.end().catch(() => {});
  }
}

/**
 * Writes the archive's settings file (readable by postgres only) and returns what the nodes get.
 * The prefix carries the cluster's system identifier, shared by the primary and its clones.
 */
export async function archiveConfig({ home, port, s3, owner }) {
  const [{ id }] = await query(port, 'select system_identifier::text as id from pg_control_system()');
  const prefix = `${ARCHIVE_ROOT}/${id}`;
  const file = path.join(home, 'wal-archive.json');
  fs.writeFileSync(file, JSON.stringify({ s3, prefix }), { mode: 0o600 });
  if (owner) fs.chownSync(file, owner.uid, owner.gid);
  return { file, prefix, s3, command: `${process.execPath} --no-warnings ${WAL_ARCHIVE_SCRIPT} push ${file} %p %f` };
}

/**
 * archive_mode = on on the one node of a new cluster, before any standby is cloned from it:
 * pg_basebackup copies postgresql.auto.conf, so every standby has the same settings and a
 * promoted one archives too (a standby with archive_mode = on archives nothing until then).
 * archive_mode takes a restart: postgres is stopped (fast) and its pg_autoctl starts it again.
 */
export async function enableArchiving({ port, pgdata, config }) {
  const c = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await c.connect();
  try {
    await c.query(`ALTER SYSTEM SET archive_mode = 'on'`);
    await c.query(`ALTER SYSTEM SET archive_command = ${c.escapeLiteral(config.command)}`);
    await c.query(`ALTER SYSTEM SET archive_timeout = '${ARCHIVE_TIMEOUT_S}s'`);
  } finally {
    await c.end().catch(() => {});
  }
  const postmaster = Number(fs.readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
  process.kill(postmaster, 'SIGINT');
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const on = await query(port, 'show archive_mode').then((r) => r[0].archive_mode === 'on', () => false);
    if (on) return;
    await sleep(500);
  }
  throw new Error(`archive_mode is still off on port ${port} 90 s after the restart (pg_autoctl should have started postgres again)`);
}

function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => { err += d; });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(cmd)} failed (${code}): ${err.trim().slice(-500)}`))));
  });
}

/**
 * A base backup of the node on `port` (the primary) into the store: pg_basebackup in tar
 * format with the WAL it needs (-X fetch), so the backup alone is consistent; backup.json is
 * written last, so a restore only ever sees whole backups. Its time is when it finished: the
 * earliest moment it can restore to.
 */
export async function takeBaseBackup({ bindir, port, dir, config }) {
  const startedAt = new Date();
  const out = fs.mkdtempSync(path.join(dir, 'basebackup-'));
  const store = archiveStore(config.s3);
  try {
    await run(path.join(bindir, 'pg_basebackup'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-D', out, '-F', 't',
      '-X', 'fetch', '--checkpoint=fast', '--no-manifest']);
    const finishedAt = new Date();
    const folder = `${config.prefix}/base/${finishedAt.toISOString()}`;
    const tar = path.join(out, 'base.tar');
    const bytes = fs.statSync(tar).size;
    await store.put(`${folder}/base.tar`, fs.createReadStream(tar), bytes);
    const info = { startedAt: startedAt.toISOString(), finishedAt: finishedAt.toISOString(), bytes, port };
    const body = JSON.stringify(info);
    await store.put(`${folder}/backup.json`, body, Buffer.byteLength(body));
    return { key: `${folder}/base.tar`, ...info };
  } finally {
    store.close();
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/**
 * Base backups every `minutes` (backup() asks whichever node is the primary then); a failed one is
 * logged and the next runs on time. Returns stop().
 */
export function scheduleBaseBackups({ minutes, backup, log }) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const b = await backup();
      fs.appendFileSync(log, `${b.finishedAt} base backup ${b.key} (${b.bytes} bytes)\n`);
    } catch (e) {
      fs.appendFileSync(log, `${new Date().toISOString()} base backup failed: ${e?.message ?? e}\n`);
    } finally {
      running = false;
    }
  }, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
