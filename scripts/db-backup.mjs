// npm run db:backup -- [--out PATH]
// npm run db:restore -- PATH [--into URL_OR_FOLDER]
// npm run db:restore -- --at "YYYY-MM-DD HH:MM" [--port P] [--dir D]: point in time, from the
// replicated fleet's WAL archive (scripts/pitr-restore.mjs).
// PostgreSQL (DATABASE_URL set): pg_dump's custom format (one consistent snapshot,
// taken while the app runs), restored with pg_restore into the database named by
// --into (default DATABASE_URL), which should be empty: restore into a fresh
// database, check it, then point the app at it.
// PGlite (no DATABASE_URL): the data folder's database copied while holding its lock,
// so nothing writes during the copy (stop the app first: PGlite is one process).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const USAGE = 'usage: npm run db:backup -- [--out PATH] | npm run db:restore -- PATH [--into DATABASE_URL_OR_DATA_DIR] | npm run db:restore -- --at "YYYY-MM-DD HH:MM" [--port P] [--dir D]';
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');
const dataDir = () => path.resolve(process.env.DATA_DIR || 'data');

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.error?.code === 'ENOENT') throw new Error(`${cmd} is missing: install Debian's postgresql-client (the same major version as the server or newer)`);
  if (r.status !== 0) throw new Error(`${cmd} failed (exit ${r.status})`);
}

function alive(pid) {
  try { process.kill(pid, 0); return true; } catch (e) { return e.code === 'EPERM'; }
}

/** The data folder's lock (same pid file as server/platform/db/data-lock.ts), or an error naming its holder. */
function lockFolder(folder) {
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      const owner = Number(fs.readFileSync(file, 'utf8')) || 0;
      if (owner && alive(owner)) throw new Error(`the embedded database folder ${folder} is in use by process ${owner}: stop the app first (a copy taken while it writes is not consistent)`);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${folder}`);
}

export function backup({ out, url = process.env.DATABASE_URL } = {}) {
  if (url) {
    const file = path.resolve(out ?? path.join('backups', `postgres-${stamp()}.dump`));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    run('pg_dump', ['--format=custom', '--no-owner', '--file', file, '--dbname', url]);
    return file;
  }
  const from = dataDir();
  const db = path.join(from, 'pglite');
  if (!fs.existsSync(db)) throw new Error(`no embedded database at ${db} (DATA_DIR)`);
  const target = path.resolve(out ?? path.join('backups', `pglite-${stamp()}`));
  if (fs.existsSync(target)) throw new Error(`${target} exists already: name a new --out`);
  const release = lockFolder(from);
  try {
    fs.cpSync(db, path.join(target, 'pglite'), { recursive: true });
  } finally {
    release();
  }
  return target;
}

export function restore({ from, into }) {
  if (!from || !fs.existsSync(from)) throw new Error(`no backup at ${from}\n${USAGE}`);
  const source = path.resolve(from);
  if (fs.statSync(source).isFile()) {
    const url = into ?? process.env.DATABASE_URL;
    if (!url || !/^postgres(ql)?:\/\//.test(url)) throw new Error('a pg_dump backup restores into PostgreSQL: set DATABASE_URL or --into postgres://…');
    run('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', '--dbname', url, source]);
    return url;
  }
  const folder = path.resolve(into ?? dataDir());
  const db = path.join(folder, 'pglite');
  if (fs.existsSync(db) && fs.readdirSync(db).length) throw new Error(`${db} is not empty: restore into a new DATA_DIR (--into), then switch the app to it`);
  const release = lockFolder(folder);
  try {
    fs.cpSync(path.join(source, 'pglite'), db, { recursive: true });
  } finally {
    release();
  }
  return folder;
}

async function main(argv) {
  const [command, ...rest] = argv;
  if (command === 'restore' && rest.includes('--at')) return (await import('./pitr-restore.mjs')).main(rest);
  const flag = (name) => { const i = rest.indexOf(name); return i >= 0 ? rest[i + 1] : undefined; };
  if (command === 'backup') console.log(`backup written: ${backup({ out: flag('--out') })}`);
  else if (command === 'restore') console.log(`restored into ${restore({ from: rest.find((a, i) => !a.startsWith('--') && rest[i - 1] !== '--into'), into: flag('--into') }).replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')}`);
  else throw new Error(USAGE);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await main(process.argv.slice(2));
  } catch (e) {
    console.error(`db:${process.argv[2] ?? 'backup'}: ${e.message}`);
    process.exit(1);
  }
}
