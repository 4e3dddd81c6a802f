// Runs the filter matrix (matrix.ts) against the bench's server: each search alone
// at 1 connection (p50/p95), then all of them mixed over C connections; the five
// slowest get an EXPLAIN (ANALYZE, BUFFERS) of the SQL the app builds for them
// (bench/matrix-explain.ts, once the server has let go of the database).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { check, measure, warm, type Req } from './load';
import type { CpuSource } from './cpu';
import { matrixScenarios, type MatrixKind, type MatrixScenario } from './matrix';
import { runChild, tsxArgs } from './procs';
import type { Database } from './seed';
import type { BenchOptions, HttpFigures } from './types';

export type MatrixRow = {
  id: string; label: string; kind: MatrixKind; group: string; results: number | null; bytes: number | null;
  /** Null in the smoke run: every row is checked, none timed alone. */
  p50: number | null; p95: number | null; p99: number | null; rps: number | null; error?: string;
};
export type MatrixExplain = { id: string; label: string; p95: number | null; statements: { text: string; plan: string }[]; error?: string };
export type MatrixFigures = {
  secondsPerSearch: number; connections: number; loadAvgStart: number[]; loadAvgEnd: number[];
  rows: MatrixRow[]; mixed: HttpFigures | null; explain: MatrixExplain[];
};

const reqOf = (s: MatrixScenario): Req => ({ method: 'POST', path: s.path, body: s.body });
/** At 100k+ listings 146 searches × 5 s would take 12 minutes: 3 s each is enough for a p95 of a few hundred samples. */
export const matrixSeconds = (o: BenchOptions) => (o.smoke ? 0 : Math.min(o.duration, 3));

export async function runMatrix(o: BenchOptions, base: string, cpu: CpuSource[] | undefined, warnings: string[]): Promise<MatrixFigures> {
  const scenarios = matrixScenarios();
  const loadAvgStart = os.loadavg();
  const seconds = matrixSeconds(o);
  const rows: MatrixRow[] = [];
  for (const s of scenarios) {
    const row: MatrixRow = { id: s.id, label: s.label, kind: s.kind, group: s.group, results: null, bytes: null, p50: null, p95: null, p99: null, rps: null };
    const c = await check(base, reqOf(s), 'search').catch((e: Error) => ({ ok: false, results: null, bytes: 0, message: e.message }));
    row.results = c.results;
    row.bytes = c.bytes;
    if (!c.ok) {
      row.error = c.message ?? 'failed';
      warnings.push(`matrix ${s.id}: ${row.error}`);
    } else if (c.results === 0) {
      warnings.push(`matrix ${s.id}: no results on this data (the timing is of an empty search)`);
    }
    if (seconds > 0 && c.ok) {
      await warm(base, [reqOf(s)], 2);
      const { figures } = await measure({ id: s.id, label: s.label, base, requests: [reqOf(s)], connections: 1, seconds, cpu });
      Object.assign(row, { p50: figures.p50, p95: figures.p95, p99: figures.p99, rps: figures.rps });
      if (figures.non2xx || figures.errors) row.error = `${figures.non2xx} non-2xx, ${figures.errors} errors`;
      console.log(`[matrix] ${s.label}: ${c.results} results, p50 ${figures.p50.toFixed(1)} p95 ${figures.p95.toFixed(1)} ms`);
    }
    rows.push(row);
  }
  const { figures: mixed } = await measure({
    id: 'matrix-mixed', label: `the matrix mixed, ${o.connections} connections`, base, requests: scenarios.map(reqOf),
    connections: o.connections, seconds: o.smoke ? 2 : o.duration * 2, cpu,
  });
  console.log(`[matrix] mixed over ${o.connections} connections: p50 ${mixed.p50.toFixed(1)} p95 ${mixed.p95.toFixed(1)} ms, ${mixed.rps.toFixed(0)}/s`);
  return { secondsPerSearch: seconds, connections: o.connections, loadAvgStart, loadAvgEnd: os.loadavg(), rows, mixed, explain: [] };
}

/** EXPLAIN of the five slowest searches (by p95), in its own process: PGlite's folder must be free. */
export async function explainSlowest(m: MatrixFigures, db: Database, count = 5): Promise<void> {
  const slowest = [...m.rows].filter((r) => r.p95 !== null).sort((a, b) => b.p95! - a.p95!).slice(0, count);
  const picked = slowest.length ? slowest : m.rows.slice(0, 1);
  const byId = new Map(matrixScenarios().map((s) => [s.id, s]));
  const input = path.resolve(`bench/data/matrix-explain-in-${path.basename(db.name)}.json`);
  const output = path.resolve(`bench/data/matrix-explain-out-${path.basename(db.name)}.json`);
  fs.writeFileSync(input, JSON.stringify(picked.map((r) => ({ ...byId.get(r.id)!, p95: r.p95 }))));
  fs.rmSync(output, { force: true });
  const [cmd, args] = tsxArgs('bench/matrix-explain.ts', [input, output]);
  await runChild(cmd, args, { env: db.env, logFile: path.resolve('bench/data/matrix-explain.log'), echo: '' });
  m.explain = JSON.parse(fs.readFileSync(output, 'utf8'));
}

const ms = (v: number | null) => (v === null ? '–' : v.toFixed(1));
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');

export function renderMatrix(m: MatrixFigures | undefined, title: string): string {
  if (!m) return '';
  const timed = m.rows.filter((r) => r.p95 !== null);
  const over = (t: number) => timed.filter((r) => r.p95! > t).length;
  const lines = [
    `# Filter matrix: ${title}`, '',
    `${m.rows.length} searches (every filter of the four search APIs alone, ${m.rows.filter((r) => r.kind === 'combination').length} common combinations, every sort, pages 5/50/500). ` +
    (m.secondsPerSearch ? `Each alone at 1 connection for ${m.secondsPerSearch} s; then all of them mixed over ${m.connections} connections. `
      : `Smoke run: each checked once, then all of them mixed over ${m.connections} connection(s). `) +
    `Load average ${load(m.loadAvgStart)} at the start, ${load(m.loadAvgEnd)} at the end, on ${os.cpus().length} cores.`, '',
  ];
  if (timed.length) {
    lines.push(`p95 over 20 ms: ${over(20)} of ${timed.length}; over 50 ms: ${over(50)}; over 100 ms: ${over(100)}. ` +
      `Worst p95 ${ms(Math.max(...timed.map((r) => r.p95!)))} ms.`, '');
  }
  if (m.mixed) lines.push(`Mixed, ${m.connections} connections: p50 ${ms(m.mixed.p50)} ms, p95 ${ms(m.mixed.p95)} ms, p99 ${ms(m.mixed.p99)} ms, ${m.mixed.rps.toFixed(0)} searches/s${m.mixed.non2xx || m.mixed.errors ? `, ${m.mixed.non2xx} non-2xx, ${m.mixed.errors} errors` : ''}.`, '');
  lines.push('| search | kind | results | p50 ms | p95 ms |', '|---|---|---:|---:|---:|');
  const sorted = [...m.rows].sort((a, b) => (b.p95 ?? -1) - (a.p95 ?? -1));
  for (const r of sorted) lines.push(`| ${r.label}${r.error ? ` (${r.error})` : ''} | ${r.kind} | ${r.results ?? '?'} | ${ms(r.p50)} | ${ms(r.p95)} |`);
  if (m.explain.length) {
    lines.push('', `## EXPLAIN (ANALYZE, BUFFERS) of the ${m.explain.length} slowest`);
    for (const e of m.explain) {
      lines.push('', `### ${e.label} (p95 ${ms(e.p95)} ms)`);
      if (e.error) lines.push('', `EXPLAIN failed: ${e.error}`);
      for (const s of e.statements) lines.push('', '```sql', s.text, '```', '', '```', s.plan, '```');
    }
  }
  return `${lines.join('\n')}\n`;
}
