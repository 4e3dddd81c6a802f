// Applies pending migrations: opening the database migrates it.
//   tsx --conditions=react-server scripts/migrate.ts
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../server/platform/db/client';
import { openForScript, runScript, WHERE } from './open-db';

type Row = { n: number | string; last: number | string | null };
type Journal = { entries: { tag: string; when: number }[] };

function journal(): Journal['entries'] {
  const file = path.join(process.cwd(), 'server/platform/db/migrations/meta/_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as Journal).entries;
}

async function applied(db: Db): Promise<Row> {
  const res = await db.execute(sql`select count(*) as n, max(created_at) as last from drizzle.__drizzle_migrations`);
  return (res as unknown as { rows: Row[] }).rows[0];
}

async function main(): Promise<number> {
  const where = WHERE;
  const started = Date.now();
  const handle = await openForScript();
  if (!handle) return 1;
  try {
    const row = await applied(handle.db);
    const done = journal().filter((e) => row.last != null && e.when <= Number(row.last)).map((e) => e.tag);
    console.log(`Migrated ${where} in ${Date.now() - started} ms: ${row.n} migrations applied.`);
    if (done.length) console.log(`Latest: ${done[done.length - 1]} (${done.join(', ')})`);
    return 0;
  } finally {
    await handle.close();
  }
}

runScript(main);
