// The SQL of the bench's map scenarios (bench/lib/scenarios.ts mapScenarios), captured from the
// app's own mapSearch with a hook on the driver, then timed and EXPLAINed on PostgreSQL:
//   DATABASE_URL=postgres://… npx tsx --conditions=react-server bench/tools/map-sql.ts [repeats] [--explain] [--as-is]
// Each statement runs `repeats` times on one connection of its own: wall time (p50, p95) and the
// CPU its server process spent per run (from /proc, so a busy machine inflates it less than the
// wall time), and the buffers of EXPLAIN (ANALYZE, BUFFERS). --explain prints the plans;
// --as-is leaves the database's migrations as they are (to measure before a new one).
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../server/platform/db/schema';
import { openDatabase, useDatabase, type Db } from '../../server/platform/db/client';
import { mapSearch } from '../../server/catalog/map/map-search';
import { hookQueries, inline, type Captured } from '../lib/capture';
import { mapScenarios } from '../lib/scenarios';

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

/** User + system CPU of a local server process, in ms (Linux clock ticks are 10 ms). */
function cpuMs(pid: number): number {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
}

async function open(url: string, asIs: boolean) {
  if (!asIs) return openDatabase();
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return { db: drizzle(pool, { schema, casing: 'snake_case' }) satisfies Db, close: () => pool.end() };
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must name a PostgreSQL database');
  const args = process.argv.slice(2);
  const repeats = Number(args.find((a) => /^\d+$/.test(a)) ?? 30);
  const handle = await open(url, args.includes('--as-is'));
  useDatabase(handle);
  const hook = hookQueries(handle);
  const timer = new pg.Client({ connectionString: url });
  await timer.connect();
  const pid = Number((await timer.query('select pg_backend_pid() as p')).rows[0].p);
  const local = fs.existsSync(`/proc/${pid}/stat`);
  for (const s of mapScenarios()) {
    const r = await mapSearch(s.body); // warm (city names, plans)
    hook.record = [];
    await mapSearch(s.body);
    const statements: Captured[] = hook.record;
    hook.record = null;
    console.log(`\n## ${s.label}: ${r.inBox} in box, ${r.cells.length} cells, ${r.unlocated}${r.unlocatedCapped ? '+' : ''} unlocated`);
    for (const st of statements) {
      const run = () => timer.query(st.text, st.params as unknown[]);
      await run();
      const wall: number[] = [];
      const cpu0 = local ? cpuMs(pid) : 0;
      for (let i = 0; i < repeats; i++) {
        const t0 = performance.now();
        await run();
        wall.push(performance.now() - t0);
      }
      const cpu = local ? `CPU ${((cpuMs(pid) - cpu0) / repeats).toFixed(2)} ms, ` : '';
      const plan = (await timer.query(`EXPLAIN (ANALYZE, BUFFERS) ${st.text}`, st.params as unknown[])).rows.map((row) => String(Object.values(row)[0]));
      const buffers = plan.find((l) => /Buffers:/.test(l))?.trim() ?? 'Buffers: none';
      const scans = plan.filter((l) => / on (listings|pgs|projects)\b/.test(l)).map((l) => l.trim().replace(/\s+\(cost.*$/, '').replace(/^->\s*/, ''));
      console.log(`- ${cpu}p50 ${pct(wall, 50).toFixed(2)} ms, p95 ${pct(wall, 95).toFixed(2)} ms; ${buffers}; ${scans.join(', ')}`);
      console.log(`  ${inline(st).replace(/\s+/g, ' ').trim().slice(0, args.includes('--explain') ? 4000 : 240)}`);
      if (args.includes('--explain')) console.log(plan.map((l) => `    ${l}`).join('\n'));
    }
  }
  await timer.end();
  await handle.close();
}

main().catch((e) => { console.error(e); process.exit(1); });
