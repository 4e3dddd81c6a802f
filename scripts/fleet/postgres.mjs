// The fleet's database on the local (or any named) PostgreSQL server: checked
// before anything starts, created when missing, dropped and re-created with --fresh.
import os from 'node:os';
import pg from 'pg';
import { databaseStatements, settingsFor } from '../../deploy/postgresql/settings.mjs';

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The server URL with another database name. */
export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The machine the settings are derived for: FLEET_PG_MEMORY_GB / FLEET_PG_CORES, else this one (a local server). */
export function machineOf(env = process.env) {
  const memoryGb = Number(env.FLEET_PG_MEMORY_GB) || Math.floor(os.totalmem() / 1024 ** 3);
  const cores = Number(env.FLEET_PG_CORES) || os.cpus().length;
  return { memoryGb: Math.max(1, memoryGb), cores: Math.max(1, cores) };
}

/**
 * The settings of deploy/postgresql/settings.mjs that a database can carry (ALTER DATABASE … SET: planner
 * costs, work memory, JIT), applied to the fleet's database; new sessions read them. The server-wide ones
 * (shared_buffers, WAL, autovacuum workers) belong in the server's configuration
 * (deploy/postgresql/gharbazaar.conf): they are returned so the caller can say they were not applied.
 */
export async function applyDatabaseSettings(admin, name, machine = machineOf()) {
  for (const statement of databaseStatements(name, machine)) await admin.query(statement);
  return {
    applied: settingsFor(machine).filter((s) => s.database).map((s) => `${s.name}=${s.value}`),
    serverOnly: settingsFor(machine).filter((s) => !s.database).map((s) => s.name),
  };
}

/** Makes sure `name` exists on the server (fresh: empty) with the database settings of its machine; returns its URL. */
export async function prepareDatabase({ serverUrl, name, fresh }) {
  if (!NAME.test(name)) throw new Error(`database name ${JSON.stringify(name)}: use lower-case letters, digits and _`);
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres'), connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (e) {
    throw new Error(`PostgreSQL cannot be reached at ${redact(serverUrl)} (FLEET_PG_URL or --pg): ${e?.code ?? ''} ${e?.message ?? e}`.trim());
  }
  try {
    if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
    const settings = await applyDatabaseSettings(admin, name);
    return { url: withDatabase(serverUrl, name), created: fresh || !rowCount, settings };
  } finally {
    await admin.end();
  }
}

/** Whether the database has seeded listings already (a reused fleet database skips the seed). */
export async function isSeeded(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query("SELECT to_regclass('public.localities') IS NOT NULL AS has_table");
    if (!rows[0].has_table) return false;
    const { rows: [r] } = await c.query('SELECT EXISTS (SELECT 1 FROM localities) AS any');
    return r.any;
  } finally {
    await c.end();
  }
}

export const redact = (url) => String(url).replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
