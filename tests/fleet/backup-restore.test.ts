import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openPglite, type Db } from '@/server/platform/db/client';
import { localities, users } from '@/server/platform/db/schema';
import { pgServerUrl, dbPrefix } from '../helpers/fleet';
import { prepareDatabase } from '@/scripts/fleet/postgres.mjs';

// npm run db:backup / db:restore as an operator runs them: the real scripts as
// processes, on a database with rows, restored into a fresh one.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-backup-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function npmScript(args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, ['scripts/db-backup.mjs', ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
  return { ok: r.status === 0, out: `${r.stdout}${r.stderr}` };
}

/** Every table's row count and an md5 of its rows in a stable order. */
async function fingerprint(query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>) {
  const { rows: tables } = await query(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  const out: Record<string, string> = {};
  for (const { table_name: t } of tables) {
    const { rows } = await query(`select count(*)::text as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from "${t}" r`);
    out[t as string] = `${rows[0].n}:${rows[0].h}`;
  }
  return out;
}

async function addRows(db: Db) {
  await db.insert(users).values([
    { phoneNumber: '9800000001', name: 'Backup One', roleType: 'owner' },
    { phoneNumber: '9800000002', name: 'Backup Two', roleType: 'agent' },
  ]);
  await db.insert(localities).values({
    name: 'Backup Nagar', nameLower: 'backup nagar', cityName: 'Mysuru', district: 'Mysuru', state: 'Karnataka', pincode: '570017', lat: 12.3, lng: 76.6,
  });
}

describe('db:backup and db:restore on PostgreSQL', () => {
  it('restores a pg_dump into a fresh database with the same rows in every table', async () => {
    const src = await prepareDatabase({ serverUrl: pgServerUrl(), name: `${dbPrefix()}_backup_src`, fresh: true });
    const dst = await prepareDatabase({ serverUrl: pgServerUrl(), name: `${dbPrefix()}_backup_dst`, fresh: true });
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const schema = await import('@/server/platform/db/schema');
    const pool = new pg.Pool({ connectionString: src.url, max: 2 });
    const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    await migrate(db as never, { migrationsFolder: path.join(process.cwd(), 'server/platform/db/migrations') });
    await addRows(db);
    const file = path.join(work, 'pg.dump');
    const b = npmScript(['backup', '--out', file], { DATABASE_URL: src.url });
    expect(b.out).toContain('backup written');
    const r = npmScript(['restore', file, '--into', dst.url], { DATABASE_URL: src.url });
    expect(r.out).toContain('restored into');
    const restored = new pg.Pool({ connectionString: dst.url, max: 2 });
    try {
      const before = await fingerprint((q) => pool.query(q));
      const after = await fingerprint((q) => restored.query(q));
      expect(Object.keys(before).length).toBeGreaterThan(20);
      expect(after).toEqual(before);
      const { rows } = await restored.query(`select name from users where phone_number = '9800000002'`);
      expect(rows).toEqual([{ name: 'Backup Two' }]);
    } finally {
      await pool.end();
      await restored.end();
    }
  });
});

describe('db:backup and db:restore on PGlite', () => {
  it('copies the data folder under its lock and restores it into a new DATA_DIR with the same rows', { timeout: 480_000 }, async () => {
    const dataDir = path.join(work, 'data');
    const h = await openPglite(dataDir);
    await addRows(h.db);
    const query = (q: string) => h.db.execute(sql.raw(q)) as unknown as Promise<{ rows: Record<string, unknown>[] }>;
    const before = await fingerprint(query);

    // While the app holds the folder the copy is refused: it would not be consistent.
    const locked = npmScript(['backup', '--out', path.join(work, 'locked')], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(locked.ok).toBe(false);
    expect(locked.out).toContain(`is in use by process ${process.pid}: stop the app first`);
    await h.close();

    const out = path.join(work, 'pglite-backup');
    expect(npmScript(['backup', '--out', out], { DATA_DIR: dataDir, DATABASE_URL: '' }).out).toContain('backup written');
    const fresh = path.join(work, 'restored');
    expect(npmScript(['restore', out, '--into', fresh], { DATABASE_URL: '' }).out).toContain(`restored into ${fresh}`);
    const again = await openPglite(fresh);
    try {
      const after = await fingerprint((q) => again.db.execute(sql.raw(q)) as unknown as Promise<{ rows: Record<string, unknown>[] }>);
      expect(after).toEqual(before);
    } finally {
      await again.close();
    }
    // A restore never overwrites a database that is there.
    const twice = npmScript(['restore', out, '--into', fresh], { DATABASE_URL: '' });
    expect(twice.ok).toBe(false);
    expect(twice.out).toContain('is not empty');
  });
});
