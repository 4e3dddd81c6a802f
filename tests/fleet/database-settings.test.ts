// The fleet's database runs with the settings of deploy/postgresql/settings.mjs that a database can
// carry: every new session of it sees them (the server-wide ones are the server's configuration).
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { machineOf, prepareDatabase, withDatabase } from '@/scripts/fleet/postgres.mjs';
import { settingsFor } from '@/deploy/postgresql/settings.mjs';
import { pgServerUrl, dbPrefix } from '../helpers/fleet';

const name = `${dbPrefix()}_settings`;

afterAll(async () => {
  const admin = new pg.Client({ connectionString: withDatabase(pgServerUrl(), 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe('fleet database settings', () => {
  it('a prepared database gives each new session the per-database settings of its machine', async () => {
    const db = await prepareDatabase({ serverUrl: pgServerUrl(), name, fresh: true });
    const wanted = settingsFor(machineOf()).filter((s) => s.database);
    expect(db.settings.applied).toEqual(wanted.map((s) => `${s.name}=${s.value}`));
    expect(db.settings.serverOnly).toContain('shared_buffers');
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    try {
      const { rows } = await c.query(`select name, setting, unit, source from pg_settings where name = any($1)`, [wanted.map((s) => s.name)]);
      expect(rows).toHaveLength(wanted.length);
      for (const r of rows) expect(r.source, r.name).toBe('database');
      const show = async (n: string) => (await c.query(`show ${n}`)).rows[0][n];
      expect(await show('random_page_cost')).toBe('1.1');
      expect(await show('jit')).toBe('off');
      expect(await show('work_mem')).toBe(wanted.find((s) => s.name === 'work_mem')!.value);
    } finally {
      await c.end();
    }
  });
});
