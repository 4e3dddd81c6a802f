// A separate, seeded database per size: PGlite folder bench/data/pglite-N or
// PostgreSQL database bench_N. Reused when it was seeded to completion with
// the same listings, seed and localities (a marker records that: a JSON file
// in the folder, the database's COMMENT on PostgreSQL); otherwise wiped and
// seeded again through scripts/seed.ts (the project's own seeder).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { databaseStatements } from '../../deploy/postgresql/settings.mjs';
import { databaseName } from './args';
import { readSettings, type Setting } from './pg-settings';
import { runChild, tsxArgs } from './procs';
import type { BenchOptions } from './types';

export const DATA_ROOT = path.resolve('bench/data');

type Marker = { listings: number; seed: number; localities: string; national?: boolean; seederHash: string; seededAt: string; seedSeconds: number };

export type Database = {
  kind: BenchOptions['db'];
  name: string;
  /** Env for every process that opens it (seeder, SQL phase, server). */
  env: Record<string, string>;
  reused: boolean;
  seedSeconds: number | null;
  /** PostgreSQL: VACUUM (ANALYZE) before measuring. */
  vacuumSeconds?: number | null;
  /** PostgreSQL: the settings the measurement runs with (per-database ones set from deploy/postgresql). */
  settings?: Setting[];
  warnings: string[];
};

/** Hash of the seeder's sources: a reused database seeded by older code gets a warning. */
function seederHash(): string {
  const h = crypto.createHash('sha1');
  const files = ['scripts/seed.ts', ...fs.readdirSync('server/platform/seed').sort().map((f) => `server/platform/seed/${f}`)];
  for (const f of files) if (fs.statSync(f).isFile()) h.update(f).update(fs.readFileSync(f));
  return h.digest('hex').slice(0, 12);
}

const sameSeed = (m: Partial<Marker> | null, o: BenchOptions) =>
  !!m && m.listings === o.listings && m.seed === o.seed && m.localities === o.localities && !!m.national === o.national;

async function seedWith(env: Record<string, string>, o: BenchOptions, logFile: string): Promise<number> {
  const started = Date.now();
  const [cmd, args] = tsxArgs('scripts/seed.ts', ['--listings', String(o.listings), '--seed', String(o.seed), '--localities', o.localities, ...(o.national ? ['--national'] : [])]);
  console.log(`[bench] seeding ${o.listings} listings (${o.localities} localities); log ${path.relative(process.cwd(), logFile)}`);
  await runChild(cmd, args, { env, logFile, echo: '[seed]' });
  return (Date.now() - started) / 1000;
}

function lockedBy(dir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, '.lock'), 'utf8'));
    if (!pid) return null;
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

async function ensurePglite(o: BenchOptions): Promise<Database> {
  const name = databaseName(o);
  const dir = path.join(DATA_ROOT, name);
  const markerFile = path.join(dir, 'bench-seed.json');
  const env = { DATA_DIR: dir, DATABASE_URL: '' };
  const warnings: string[] = [];
  const pid = lockedBy(dir);
  if (pid) throw new Error(`${dir} is in use by process ${pid} (a server or seeder still running?)`);
  const marker: Marker | null = fs.existsSync(markerFile) ? JSON.parse(fs.readFileSync(markerFile, 'utf8')) : null;
  const hash = seederHash();
  if (sameSeed(marker, o)) {
    if (marker!.seederHash !== hash) warnings.push(`${name} was seeded by an older seeder (${marker!.seederHash}, now ${hash}); delete the folder to reseed`);
    console.log(`[bench] reusing ${path.relative(process.cwd(), dir)} (seeded ${marker!.seededAt})`);
    return { kind: 'pglite', name: path.relative(process.cwd(), dir), env, reused: true, seedSeconds: marker!.seedSeconds, warnings };
  }
  if (fs.existsSync(dir)) {
    console.log(`[bench] ${path.relative(process.cwd(), dir)} is not a complete seed of this size: wiping it`);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  fs.mkdirSync(dir, { recursive: true });
  const seconds = await seedWith(env, o, path.join(DATA_ROOT, `${name}.seed.log`));
  const m: Marker = { listings: o.listings, seed: o.seed, localities: o.localities, national: o.national, seederHash: hash, seededAt: new Date().toISOString(), seedSeconds: seconds };
  fs.writeFileSync(markerFile, `${JSON.stringify(m, null, 2)}\n`);
  return { kind: 'pglite', name: path.relative(process.cwd(), dir), env, reused: false, seedSeconds: seconds, warnings };
}

const withDb = (serverUrl: string, db: string) => {
  const u = new URL(serverUrl);
  u.pathname = `/${db}`;
  return u.toString();
};

async function ensurePostgres(o: BenchOptions): Promise<Database> {
  const { default: pg } = await import('pg');
  const name = databaseName(o);
  const filesDir = path.join(DATA_ROOT, `${name}-files`); // JWT secret, uploads
  fs.mkdirSync(filesDir, { recursive: true });
  const env = { DATABASE_URL: withDb(o.pgUrl, name), DATA_DIR: filesDir };
  const warnings: string[] = [];
  const hash = seederHash();
  let admin: InstanceType<typeof pg.Client> | null = null;
  for (const maintenance of ['postgres', 'test', 'template1']) {
    const c = new pg.Client({ connectionString: withDb(o.pgUrl, maintenance) });
    try {
      await c.connect();
      admin = c;
      break;
    } catch (e) {
      await c.end().catch(() => {});
      if (maintenance === 'template1') throw new Error(`cannot reach PostgreSQL at ${o.pgUrl}: ${(e as Error).message}`);
    }
  }
  try {
    const found = await admin!.query(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`, [name]);
    let marker: Marker | null = null;
    try {
      marker = found.rows[0]?.comment ? JSON.parse(found.rows[0].comment) : null;
    } catch {
      marker = null;
    }
    if (found.rows.length && sameSeed(marker, o)) {
      if (marker!.seederHash !== hash) warnings.push(`${name} was seeded by an older seeder (${marker!.seederHash}, now ${hash}); drop it to reseed`);
      console.log(`[bench] reusing database ${name} (seeded ${marker!.seededAt})`);
      const settings = await configure(name, env.DATABASE_URL);
      const vacuumSeconds = await vacuum(env.DATABASE_URL);
      return { kind: 'postgres', name, env, reused: true, seedSeconds: marker!.seedSeconds, vacuumSeconds, settings, warnings };
    }
    if (found.rows.length) {
      console.log(`[bench] database ${name} is not a complete seed of this size: dropping it`);
      await admin!.query(`drop database "${name}" with (force)`);
    }
    await admin!.query(`create database "${name}"`);
  } finally {
    await admin!.end().catch(() => {});
  }
  const seconds = await seedWith(env, o, path.join(DATA_ROOT, `${name}.seed.log`));
  const m: Marker = { listings: o.listings, seed: o.seed, localities: o.localities, national: o.national, seederHash: hash, seededAt: new Date().toISOString(), seedSeconds: seconds };
  const c = new pg.Client({ connectionString: env.DATABASE_URL });
  await c.connect();
  try {
    await c.query(`comment on database "${name}" is ${pgLiteral(JSON.stringify(m))}`);
  } finally {
    await c.end();
  }
  const settings = await configure(name, env.DATABASE_URL);
  const vacuumSeconds = await vacuum(env.DATABASE_URL);
  return { kind: 'postgres', name, env, reused: false, seedSeconds: seconds, vacuumSeconds, settings, warnings };
}

/**
 * The database's own settings for this machine (deploy/postgresql/settings.mjs: planner costs, work
 * memory, JIT), as the fleet sets them; then what a new session sees, server-wide ones included.
 */
async function configure(name: string, url: string): Promise<Setting[]> {
  const { default: pg } = await import('pg');
  const machine = { memoryGb: Math.max(1, Math.floor(os.totalmem() / 2 ** 30)), cores: os.cpus().length };
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    for (const st of databaseStatements(name, machine)) await c.query(st.replace(`DATABASE ${name} `, `DATABASE "${name}" `));
  } finally {
    await c.end();
  }
  const r = new pg.Client({ connectionString: url });
  await r.connect();
  try {
    return await readSettings((text) => r.query(text));
  } finally {
    await r.end();
  }
}

/**
 * PostgreSQL only: VACUUM (ANALYZE) before measuring. Right after a bulk load
 * the visibility map is empty (index-only scans fetch every heap row) and
 * autovacuum would set it at some unknown moment, in the middle of a run. A
 * production server reaches this state by itself; after the first time it
 * takes seconds. PGlite has no autovacuum, so it is left as the app leaves it.
 */
async function vacuum(url: string): Promise<number> {
  const { default: pg } = await import('pg');
  const started = Date.now();
  console.log('[bench] VACUUM (ANALYZE) (PostgreSQL steady state; see bench/README.md)');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('vacuum (analyze)');
  } finally {
    await c.end();
  }
  return (Date.now() - started) / 1000;
}

const pgLiteral = (s: string) => `'${s.replace(/'/g, "''")}'`;

export function ensureDatabase(o: BenchOptions): Promise<Database> {
  return o.db === 'pglite' ? ensurePglite(o) : ensurePostgres(o);
}
