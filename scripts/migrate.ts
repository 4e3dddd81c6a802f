// Applies pending migrations: opening the database migrates it.
//   tsx --conditions=react-server scripts/migrate.ts
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { DataFolderLockedError } from '../server/db/data-lock';

type Row = { n: number | string; last: number | string | null };
type Journal = { entries: { tag: string; when: number }[] };

function journal(): Journal['entries'] {
  const file = path.join(process.cwd(), 'server/db/migrations/meta/_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as Journal).entries;
}

async function applied(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<Row> {
  const res = await db.execute(sql`select count(*) as n, max(created_at) as last from drizzle.__drizzle_migrations`);
  return (res as unknown as { rows: Row[] }).rows[0];
}

async function main(): Promise<number> {
  const where = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (./data or DATA_DIR)';
  const started = Date.now();
  let handle;
  try {
    handle = await openDatabase();
  } catch (e) {
    if (e instanceof DataFolderLockedError) {
      console.error(e.message);
      return 1;
    }
    throw e;
  }
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

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
