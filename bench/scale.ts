// National-scale figures on an already seeded PostgreSQL database:
//   DATABASE_URL=postgres://.../db npx tsx --conditions=react-server bench/scale.ts [--runs R] [--out FILE.json]
//     [--saved N]  saved searches to match against (default listings / 10, at least 1,000)
//     [--only alert-match]  time that path alone: no other paths, sizes or search SQL phase
// Seed first with `npm run db:seed -- --listings N --national` (COPY bulk load).
// Adds the extras (views per day, leads, saved searches: bench/lib/scale-extras.ts),
// then times the hot paths of the table in-process, 1 connection, and
// writes table and index sizes. The search API mix and its EXPLAIN come from
// bench/sql-phase.ts (the same statements the app issues), run as a child.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, useDatabase } from '../server/platform/db/client';
import { loadExtras } from './lib/scale-extras';
import { measurePaths } from './lib/scale-paths';
import { runChild, tsxArgs } from './lib/procs';
import { searchScenarios } from './lib/scenarios';

const argv = process.argv.slice(2);
const opt = (flag: string, dflt: string) => {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] : dflt;
};
const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' / ');

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL must name the seeded PostgreSQL database');
  const runs = Number(opt('--runs', '30'));
  const loadStart = load();
  const handle = await openDatabase();
  useDatabase(handle);
  const db = handle.db;
  const [{ n }] = rowsOf(await db.execute(sql`select count(*)::int n from listings`));
  const log = (m: string) => console.log(m);
  log(`[scale] ${n} listings; load ${loadStart}`);
  const saved = argv.includes('--saved') ? Number(opt('--saved', '')) : undefined;
  if (saved !== undefined && !(Number.isInteger(saved) && saved > 0)) throw new Error('--saved takes a whole number of saved searches');
  const only = argv.includes('--only') ? opt('--only', '') : undefined;
  if (only !== undefined && only !== 'alert-match') throw new Error('--only takes alert-match');
  await loadExtras(db, Number(n), log, saved);
  const paths = await measurePaths(db, runs, log, only);
  if (only) {
    await handle.close();
    const file = opt('--out', `bench/results/scale-postgres-${n}-${only}.json`);
    fs.writeFileSync(file, `${JSON.stringify({ listings: Number(n), at: new Date().toISOString(), cpus: os.cpus().length, loadStart, loadEnd: load(), paths }, null, 2)}\n`);
    log(`[scale] wrote ${file}; load at end ${load()}`);
    return;
  }
  const sizes = rowsOf(await db.execute(sql`
    select c.relname as table, c.reltuples::bigint as rows, pg_table_size(c.oid) as table_bytes, pg_indexes_size(c.oid) as index_bytes
    from pg_class c join pg_namespace s on s.oid = c.relnamespace
    where s.nspname = 'public' and c.relkind = 'r' and pg_total_relation_size(c.oid) > 8 * 1024 * 1024
    order by pg_total_relation_size(c.oid) desc`));
  await handle.close();

  // Search SQL (the bench's mix) with EXPLAIN, in its own process like npm run bench does.
  const input = path.resolve(`bench/data/scale-sql-in-${n}.json`);
  const output = path.resolve(`bench/data/scale-sql-out-${n}.json`);
  fs.mkdirSync(path.dirname(input), { recursive: true });
  fs.writeFileSync(input, JSON.stringify({ searches: searchScenarios(), autocomplete: [], repeats: 15, warmSeconds: 5 }));
  const [cmd, args] = tsxArgs('bench/sql-phase.ts', [input, output]);
  await runChild(cmd, args, { env: {}, logFile: path.resolve(`bench/data/scale-sql-${n}.log`), echo: '' });
  const search = JSON.parse(fs.readFileSync(output, 'utf8')).search;

  const result = { listings: Number(n), at: new Date().toISOString(), cpus: os.cpus().length, loadStart, loadEnd: load(), paths, search, sizes };
  const file = opt('--out', `bench/results/scale-postgres-${n}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  log(`[scale] wrote ${file}; load at end ${result.loadEnd}`);
}

main().then(() => process.exit(0), (e) => {
  console.error(e);
  process.exit(1);
});
