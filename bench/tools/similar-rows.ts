// Rows read and time of the similar-listings statement over random detail pages:
//   DATA_DIR=bench/data/pglite-100000 node node_modules/tsx/dist/cli.mjs --conditions=react-server bench/tools/similar-rows.ts [N]
// (or DATABASE_URL=postgres://…/bench_1000000). Prints p50/p95/max of rows read and of execution time.
import { performance } from 'node:perf_hooks';
import { openDatabase, useDatabase } from '../../server/platform/db/client';
import { rawClient } from '../lib/capture';
import { getListingDetail } from '../../server/catalog/detail/detail';

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

const rowsRead = (n: PlanNode): number =>
  (n['Relation Name'] !== undefined && n['Relation Name'] !== 'listing_images'
    ? (Number(n['Actual Rows'] ?? 0) + Number(n['Rows Removed by Filter'] ?? 0)) * Number(n['Actual Loops'] ?? 1) : 0)
  + (n.Plans ?? []).reduce((s, c) => s + rowsRead(c), 0);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

async function main() {
  const n = Number(process.argv[2] ?? 100);
  const handle = await openDatabase();
  useDatabase(handle);
  const client = rawClient(handle.db);
  const original = client.query.bind(client);
  let captured: { text: string; params: unknown[] } | null = null;
  client.query = (...args: unknown[]) => {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : (first as { text: string }).text;
    const params = (Array.isArray(second) ? second : (first as { values?: unknown[] }).values) ?? [];
    if (text.includes(' as near')) captured = { text, params };
    return original(...args);
  };
  const ids = (await original(`select id from listings where status = 'approved' order by random() limit ${n}`)).rows.map((r) => Number(r.id));
  const reads: number[] = [];
  const times: number[] = [];
  const execution: number[] = [];
  for (const id of ids) {
    captured = null;
    await getListingDetail('property', id);
    const c = captured as { text: string; params: unknown[] } | null;
    if (!c) continue;
    const t0 = performance.now();
    await original(c.text, c.params);
    times.push(performance.now() - t0);
    const res = await original(`EXPLAIN (ANALYZE, FORMAT JSON) ${c.text}`, c.params);
    const cell = Object.values(res.rows[0])[0];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode; 'Execution Time': number }[];
    reads.push(rowsRead(plan[0].Plan));
    execution.push(plan[0]['Execution Time']);
  }
  console.log(`${reads.length} detail pages: rows read p50 ${pct(reads, 50)}, p95 ${pct(reads, 95)}, max ${Math.max(...reads)}; ` +
    `time p50 ${pct(times, 50).toFixed(2)} ms, p95 ${pct(times, 95).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms; ` +
    `server execution p50 ${pct(execution, 50).toFixed(2)} ms, p95 ${pct(execution, 95).toFixed(2)} ms`);
  await handle.close();
}

main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
