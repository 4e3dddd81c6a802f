// The fleet's database on the local (or any named) PostgreSQL server: checked
// before anything starts, created when missing, dropped and re-created with --fresh.
import pg from 'pg';

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The server URL with another database name. */
export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Makes sure `name` exists on the server (fresh: empty); returns its URL. */
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
    return { url: withDatabase(serverUrl, name), created: fresh || !rowCount };
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
