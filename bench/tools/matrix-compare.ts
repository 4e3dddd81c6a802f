// Two runs of bench/matrix-sql.ts on one database side by side (two builds, or indexes before and after):
// buffers, EXPLAIN time and the estimate check of each search, and the totals.
//   npx tsx bench/tools/matrix-compare.ts before.json after.json [--title "…"] > compare.md
import fs from 'node:fs';
import type { SqlMatrix, SqlMatrixRow } from '../lib/matrix-sql-report';
import { median } from '../lib/stats';

const [aFile, bFile] = process.argv.slice(2).filter((x) => !x.startsWith('--'));
const ti = process.argv.indexOf('--title');
if (!aFile || !bFile) {
  console.error('usage: matrix-compare.ts before.json after.json [--title "…"]');
  process.exit(64);
}
const a: SqlMatrix = JSON.parse(fs.readFileSync(aFile, 'utf8'));
const b: SqlMatrix = JSON.parse(fs.readFileSync(bFile, 'utf8'));
const byId = new Map(a.rows.map((r) => [r.id, r]));
const f1 = (v: number | null | undefined) => (v === null || v === undefined ? '–' : v.toFixed(1));
const est = (r: SqlMatrixRow | undefined) => (!r?.estimate ? '–' : r.estimate.ok ? '✓' : `✗ ${r.estimate.worst!.ratio.toFixed(0)}×`);
const load = (m: SqlMatrix) => `${m.loadAvgStart[0].toFixed(1)} → ${m.loadAvgEnd[0].toFixed(1)}`;
const sum = (m: SqlMatrix, k: 'buffers' | 'sqlMs') => m.rows.reduce((s, r) => s + (r[k] ?? 0), 0);
const passes = (m: SqlMatrix) => m.rows.filter((r) => r.estimate?.ok).length;
const p95s = (m: SqlMatrix) => m.rows.filter((r) => r.p95 !== null).map((r) => r.p95!);

const lines = [
  `# ${ti > 0 ? process.argv[ti + 1] : 'Filter matrix, two runs'}`, '',
  `A: ${a.title} (\`${aFile}\`), load average ${load(a)}.`, '',
  `B: ${b.title} (\`${bFile}\`), load average ${load(b)}.`, '',
  'Buffers (shared hit + read of every statement of the search) do not change with the load; times do.', '',
  '| | A | B |', '|---|---:|---:|',
  `| buffers, all searches | ${sum(a, 'buffers')} | ${sum(b, 'buffers')} |`,
  `| EXPLAIN ms, all searches | ${sum(a, 'sqlMs').toFixed(0)} | ${sum(b, 'sqlMs').toFixed(0)} |`,
  `| median search p95, ms | ${f1(median(p95s(a)))} | ${f1(median(p95s(b)))} |`,
  `| worst search p95, ms | ${f1(Math.max(...p95s(a)))} | ${f1(Math.max(...p95s(b)))} |`,
  `| estimate check passes | ${passes(a)} of ${a.rows.length} | ${passes(b)} of ${b.rows.length} |`, '',
  '| search | buffers A | buffers B | EXPLAIN ms A | EXPLAIN ms B | p95 ms A | p95 ms B | estimate A | estimate B |',
  '|---|---:|---:|---:|---:|---:|---:|---|---|',
];
const rows = [...b.rows].sort((x, y) => ((byId.get(y.id)?.buffers ?? 0) - (y.buffers ?? 0)) - ((byId.get(x.id)?.buffers ?? 0) - (x.buffers ?? 0)));
for (const r of rows) {
  const o = byId.get(r.id);
  lines.push(`| ${r.label} | ${o?.buffers ?? '–'} | ${r.buffers ?? '–'} | ${f1(o?.sqlMs)} | ${f1(r.sqlMs)} | ${f1(o?.p95)} | ${f1(r.p95)} | ${est(o)} | ${est(r)} |`);
}
process.stdout.write(`${lines.join('\n')}\n`);
