// The filter matrix (bench/lib/matrix.ts) through the app's own search functions in
// one process, without the HTTP server or a build: each search timed alone, its SQL's
// buffers from EXPLAIN (ANALYZE, BUFFERS) (what a search reads does not change with
// the machine's load, its time does), then all of them mixed over C concurrent calls.
//   DATABASE_URL=postgres://…/db npx tsx --conditions=react-server bench/matrix-sql.ts \
//     --out bench/results/matrix/postgres-1000000-sql [--repeats 15] [--seconds 10] [--connections 8] [--note "…"]
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase, useDatabase } from '../server/platform/db/client';
import { searchListingsOfBody, searchPgsOfBody } from '../server/catalog/search';
import { hookQueries, inline } from './lib/capture';
import { matrixScenarios, type MatrixScenario } from './lib/matrix';
import { renderMatrixSql, type SqlMatrix, type SqlMatrixRow } from './lib/matrix-sql-report';
import { median, summarise } from './lib/stats';
import { checkEstimates, mergeChecks, type EstimateCheck, type PlanNode } from './lib/estimates';
import { readSettings } from './lib/pg-settings';

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}

type Plan = { Plan: PlanNode & { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number }; 'Execution Time': number };

async function main() {
  const out = flag('out', '');
  if (!out) throw new Error('--out <path without extension> is required');
  const repeats = Number(flag('repeats', '15'));
  const seconds = Number(flag('seconds', '10'));
  const connections = Number(flag('connections', '8'));
  const handle = await openDatabase();
  useDatabase(handle);
  const hook = hookQueries(handle);
  const settings = await readSettings((text) => hook.original(text, []));
  const call = (s: MatrixScenario) => (s.group === 'pg' ? searchPgsOfBody(s.body) : searchListingsOfBody(s.group as 'residential', s.body));
  const loadAvgStart = os.loadavg();
  const started = new Date();
  const rows: SqlMatrixRow[] = [];
  const statementsOf = new Map<string, { text: string; params: unknown[] }[]>();
  for (const s of matrixScenarios()) {
    const row: SqlMatrixRow = { id: s.id, label: s.label, kind: s.kind, results: null, p50: null, p95: null, sqlMs: null, buffers: null };
    try {
      await call(s);
      hook.record = [];
      const first = await call(s);
      statementsOf.set(s.id, hook.record);
      hook.record = null;
      row.results = first.total;
      const times: number[] = [];
      for (let i = 0; i < repeats; i++) {
        const t = performance.now();
        await call(s);
        times.push(performance.now() - t);
      }
      const sum = summarise(times, 0);
      row.p50 = sum.p50;
      row.p95 = sum.p95;
      let sqlMs = 0;
      let buffers = 0;
      const checks: EstimateCheck[] = [];
      for (const st of statementsOf.get(s.id)!) {
        const res = await hook.original(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${st.text}`, st.params);
        const raw = Object.values(res.rows[0])[0];
        const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Plan[];
        sqlMs += plan['Execution Time'];
        buffers += (plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0);
        checks.push(checkEstimates(plan.Plan));
      }
      row.estimate = mergeChecks(checks);
      row.sqlMs = sqlMs;
      row.buffers = buffers;
    } catch (e) {
      hook.record = null;
      row.error = (e as Error).message.split('\n')[0];
    }
    const est = row.estimate ? `, estimate ${row.estimate.ok ? 'ok' : 'MISS'}${row.estimate.worst ? ` (worst ${row.estimate.worst.ratio.toFixed(1)}x)` : ''}` : '';
    console.log(`[matrix-sql] ${s.label}: ${row.error ?? `${row.results} results, p50 ${row.p50!.toFixed(1)} p95 ${row.p95!.toFixed(1)} ms, SQL ${row.sqlMs!.toFixed(1)} ms, ${row.buffers} buffers${est}`}`);
    rows.push(row);
  }

  // Mixed: C calls in flight at once, each worker rotating through the matrix.
  const scenarios = matrixScenarios();
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const mixedStart = performance.now();
  await Promise.all(Array.from({ length: connections }, async (_, w) => {
    for (let i = w; performance.now() < until; i += connections) {
      const t = performance.now();
      try {
        await call(scenarios[i % scenarios.length]);
        latencies.push(performance.now() - t);
      } catch {
        errors++;
      }
    }
  }));
  const mixed = { ...summarise(latencies, (performance.now() - mixedStart) / 1000), errors, connections };

  const slowest = rows.filter((r) => r.p95 !== null).sort((a, b) => b.p95! - a.p95!).slice(0, 5);
  const explain = [];
  for (const r of slowest) {
    const statements = [];
    for (const st of statementsOf.get(r.id) ?? []) {
      const res = await hook.original(`EXPLAIN (ANALYZE, BUFFERS) ${st.text}`, st.params);
      statements.push({ text: inline(st).replace(/\s+/g, ' ').trim(), plan: res.rows.map((x) => String(Object.values(x)[0])).join('\n') });
    }
    explain.push({ id: r.id, label: r.label, p95: r.p95, statements });
  }
  const result: SqlMatrix = {
    title: flag('note', `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${started.toISOString().slice(0, 16)}Z`),
    repeats, loadAvgStart, loadAvgEnd: os.loadavg(), cores: os.cpus().length, rows, mixed, explain, settings,
  };
  fs.writeFileSync(`${out}.json`, `${JSON.stringify(result, null, 2)}\n`);
  fs.writeFileSync(`${out}.md`, renderMatrixSql(result));
  console.log(`[matrix-sql] wrote ${out}.md`);
  await handle.close();
  // The bench's own checks (not CI's): every plan's guess within 10x or index-only, and no search
  // slower than twice the median search (the target at 1M listings).
  const misses = rows.filter((r) => r.estimate && !r.estimate.ok);
  const mid = median(rows.filter((r) => r.p95 !== null).map((r) => r.p95!));
  const slow = rows.filter((r) => r.p95 !== null && r.p95 > 2 * mid);
  console.log(`[matrix-sql] estimate check: ${rows.length - misses.length} of ${rows.length} pass` +
    `${misses.length ? `; misses: ${misses.map((r) => r.label).join('; ')}` : ''}`);
  console.log(`[matrix-sql] median p95 ${mid.toFixed(1)} ms; over 2x the median: ${slow.length}`);
  return misses.length ? 3 : 0;
}

main().then((code) => process.exit(code), (e) => {
  console.error(e instanceof Error ? e.stack ?? e.message : e);
  process.exit(1);
});
