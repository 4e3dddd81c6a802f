// The report of bench/matrix-sql.ts (pure; tests/unit/bench-matrix-sql.test.ts).
import type { EstimateCheck } from './estimates';
import { renderSettings, type Setting } from './pg-settings';
import { median, type LatencySummary } from './stats';

export type SqlMatrixRow = {
  id: string; label: string; kind: string; results: number | null;
  /** The search function's wall time (validation, SQL, cards), ms. */
  p50: number | null; p95: number | null;
  /** EXPLAIN ANALYZE: summed execution time and shared buffers (hit + read) of its statements. */
  sqlMs: number | null; buffers: number | null; error?: string;
  /** EXPLAIN's estimated rows against the actual ones (bench/lib/estimates.ts). */
  estimate?: EstimateCheck;
};
export type SqlMatrix = {
  title: string; repeats: number; loadAvgStart: number[]; loadAvgEnd: number[]; cores: number;
  rows: SqlMatrixRow[]; mixed: LatencySummary & { errors: number; connections: number };
  explain: { id: string; label: string; p95: number | null; statements: { text: string; plan: string }[] }[];
  settings?: Setting[];
};

function estimateCell(e: EstimateCheck | undefined): string {
  if (!e) return '–';
  if (e.indexOnly) return `✓ index-only${e.worst ? ` (${e.worst.ratio.toFixed(1)}×)` : ''}`;
  if (!e.worst) return '✓';
  return `${e.ok ? '✓' : '✗'} ${e.worst.ratio.toFixed(1)}× (${e.worst.node}: ${e.worst.estimated} est., ${e.worst.actual} actual)`;
}

const ms = (v: number | null) => (v === null || !Number.isFinite(v) ? '–' : v.toFixed(1));
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');

export function renderMatrixSql(m: SqlMatrix): string {
  const timed = m.rows.filter((r) => r.p95 !== null);
  const over = (t: number) => timed.filter((r) => r.p95! > t).length;
  const worstBuffers = Math.max(0, ...timed.map((r) => r.buffers ?? 0));
  const mid = median(timed.map((r) => r.p95!));
  const worst = Math.max(...timed.map((r) => r.p95!));
  const checked = m.rows.filter((r) => r.estimate);
  const misses = checked.filter((r) => !r.estimate!.ok);
  const lines = [
    `# Filter matrix through the search functions: ${m.title}`, '',
    `${m.rows.length} searches, each called ${m.repeats} times in a row in one process (the app's searchListings/searchPgs: ` +
    `validation, SQL, cards; no HTTP), then all of them mixed over ${m.mixed.connections} concurrent calls. ` +
    `Load average ${load(m.loadAvgStart)} at the start, ${load(m.loadAvgEnd)} at the end, on ${m.cores} cores: ` +
    'times grow with the load, buffers do not.', '',
    `p95 over 20 ms: ${over(20)} of ${timed.length}; over 50 ms: ${over(50)}; worst p95 ${ms(Math.max(...timed.map((r) => r.p95!)))} ms. ` +
    `Most buffers read by one search: ${worstBuffers}.`, '',
    `Median search p95 ${ms(mid)} ms; the worst is ${(worst / mid).toFixed(1)}× it (target at 1M: ≤ 2×, at 10M: ≤ 3×); ` +
    `over 2× the median: ${over(2 * mid)}.`, '',
    `Estimate check (EXPLAIN's rows within 10× of the actual rows, or an index-only plan): ` +
    `${checked.length - misses.length} of ${checked.length} pass${misses.length ? ` ✗; misses: ${misses.map((r) => r.label).join('; ')}` : ' ✓'}.`, '',
    ...(m.settings?.length ? ['PostgreSQL settings of the run:', '', ...renderSettings(m.settings), ''] : []),
    `Mixed, ${m.mixed.connections} concurrent: p50 ${ms(m.mixed.p50)} ms, p95 ${ms(m.mixed.p95)} ms, p99 ${ms(m.mixed.p99)} ms, ` +
    `${m.mixed.rps.toFixed(0)} searches/s, ${m.mixed.errors} errors.`, '',
    '| search | kind | results | p50 ms | p95 ms | SQL ms (EXPLAIN) | buffers | estimate |', '|---|---|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of [...m.rows].sort((a, b) => (b.p95 ?? -1) - (a.p95 ?? -1))) {
    lines.push(`| ${r.label}${r.error ? ` (${r.error})` : ''} | ${r.kind} | ${r.results ?? '?'} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.sqlMs)} | ${r.buffers ?? '–'} | ${estimateCell(r.estimate)} |`);
  }
  if (m.explain.length) {
    lines.push('', `## EXPLAIN (ANALYZE, BUFFERS) of the ${m.explain.length} slowest`);
    for (const e of m.explain) {
      lines.push('', `### ${e.label} (p95 ${ms(e.p95)} ms)`);
      for (const s of e.statements) lines.push('', '```sql', s.text, '```', '', '```', s.plan, '```');
    }
  }
  return `${lines.join('\n')}\n`;
}
