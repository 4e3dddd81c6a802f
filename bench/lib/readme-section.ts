// The bench figures of docs/scale-and-benchmarks.md, written from the results files
// (bench/readme.ts) so no figure is typed by hand. Pure; tests/unit/bench-readme.test.ts.

type Summary = { p50: number; p95: number; rps: number; count?: number };
type Section = { overall: Summary | null };
type Route = { route: string; gzipBytes: number; frameworkGzipBytes?: number; error?: string };
type Tp = { label: string; htmlBytes?: number; cached?: Summary | null; uncached?: Summary | null; uncached1?: Summary | null };
export type BenchJson = {
  startedAt: string;
  options: { listings: number; db: string; connections: number };
  machine: { cpus: number; loadAvgStart: number[]; loadAvgEnd: number[] };
  api: { search: Section; autocomplete: Section; pages: Section };
  firstLoadJs: { routes: Route[] };
  throughput?: { connections: number; rows: Tp[] };
  matrix?: { rows: { p95: number | null }[]; mixed: Summary | null; connections: number; loadAvgStart: number[]; loadAvgEnd: number[] };
};
export type SqlMatrixJson = {
  title: string; loadAvgStart: number[]; loadAvgEnd: number[];
  rows: { p95: number | null; buffers: number | null }[]; mixed: Summary & { connections: number };
};
export type Sourced<T> = { file: string; data: T };

/** The docs page that holds the generated block. */
export const FIGURES_PAGE = 'docs/scale-and-benchmarks.md';

export const START = '<!-- bench:start (written by `npm run bench:readme` from bench/results; do not edit by hand) -->';
export const END = '<!-- bench:end -->';

const ms = (v: number | null | undefined) => (v === null || v === undefined || !Number.isFinite(v) ? '–' : `${v.toFixed(1)} ms`);
const kb = (b: number | undefined) => (b === undefined ? '–' : `${(b / 1000).toFixed(1)} kB`);
const load = (a: number[], b: number[]) => `${a[0].toFixed(1)} → ${b[0].toFixed(1)}`;
const mark = (v: number | null | undefined, target: number, lower = true) =>
  (v === null || v === undefined || !Number.isFinite(v) ? '' : (lower ? v <= target : v >= target) ? ' ✓' : ' ✗');
const name = (r: BenchJson) => `${r.options.listings.toLocaleString('en-US')} ${r.options.db === 'postgres' ? 'PostgreSQL' : 'PGlite'}`;

/** One row per results file: the figures that have targets, cached and uncached pages apart. */
export function renderRuns(runs: Sourced<BenchJson>[]): string[] {
  const lines = [
    '| run (results file) | date, load average 1-min start → end (2 cores) | search API p95, 1 connection (≤ 20 ms) | autocomplete p95 (≤ 10 ms) |',
    '|---|---|---|---|',
  ];
  for (const { file, data: r } of runs) {
    const search = r.api.search.overall;
    const ac = r.api.autocomplete.overall;
    lines.push(`| ${name(r)} (\`${file}\`) | ${r.startedAt.slice(0, 10)}, ${load(r.machine.loadAvgStart, r.machine.loadAvgEnd)} | ` +
      `${ms(search?.p95)}${mark(search?.p95, 20)} | ${ms(ac?.p95)}${mark(ac?.p95, 10)} |`);
  }
  return lines;
}

/** Search pages: a page-cache hit and an uncached render are separate rows. */
export function renderPages(runs: Sourced<BenchJson>[]): string[] {
  const lines = ['| run (results file) | load average | search page | connections | p95 | pages/s |', '|---|---|---|---|---|---|'];
  for (const { file, data: r } of runs) {
    const l = load(r.machine.loadAvgStart, r.machine.loadAvgEnd);
    const hit = r.api.pages.overall;
    if (hit) lines.push(`| ${name(r)} (\`${file}\`) | ${l} | 5 searches, page-cache hit | 1 | ${ms(hit.p95)} | ${hit.rps.toFixed(0)} |`);
    for (const t of (r.throughput?.rows ?? []).filter((x) => /search/i.test(x.label))) {
      if (t.cached) lines.push(`| ${name(r)} (\`${file}\`) | ${l} | ${t.label}, page-cache hit | ${r.throughput!.connections} | ${ms(t.cached.p95)} | ${t.cached.rps.toFixed(0)} |`);
      if (t.uncached) lines.push(`| ${name(r)} (\`${file}\`) | ${l} | ${t.label}, uncached (rendered) | ${r.throughput!.connections} | ${ms(t.uncached.p95)} | ${t.uncached.rps.toFixed(0)}${mark(t.uncached.rps, 100, false)} |`);
      if (t.uncached1) lines.push(`| ${name(r)} (\`${file}\`) | ${l} | ${t.label}, uncached (rendered) | 1 | ${ms(t.uncached1.p95)}${mark(t.uncached1.p95, 25)} | ${t.uncached1.rps.toFixed(0)} |`);
    }
    // Detail pages are never page-cached (each counts a view): every answer is a render.
    for (const t of (r.throughput?.rows ?? []).filter((x) => /detail/i.test(x.label))) {
      if (t.uncached1) lines.push(`| ${name(r)} (\`${file}\`) | ${l} | ${t.label}, each a different listing (rendered) | 1 | ${ms(t.uncached1.p95)}${mark(t.uncached1.p95, 30)} | ${t.uncached1.rps.toFixed(0)} |`);
    }
  }
  return lines;
}

/** First-load JS of the search route: React + Next (rootMainFiles) apart from our own code. */
export function renderFirstLoad(runs: Sourced<BenchJson>[]): string[] {
  const lines = ['| build of run | route | first-load JS (gzip) | framework (React, Next) | ours (search page ≤ 40 kB) |', '|---|---|---|---|---|'];
  for (const { file, data: r } of runs) {
    for (const route of r.firstLoadJs.routes) {
      if (route.error || !['/', '/search/residential/[id]', '/property-details/[slug]'].includes(route.route)) continue;
      const fw = route.frameworkGzipBytes;
      const ours = fw === undefined ? undefined : route.gzipBytes - fw;
      lines.push(`| \`${file}\` | \`${route.route}\` | ${kb(route.gzipBytes)} | ${kb(fw)} | ${kb(ours)}${ours === undefined || !route.route.startsWith('/search') ? '' : mark(ours / 1000, 40)} |`);
    }
  }
  return lines;
}

/** The filter matrix: HTTP runs (bench/run.ts) and the in-process runs (bench/matrix-sql.ts). */
export function renderMatrices(http: Sourced<BenchJson>[], inProcess: Sourced<SqlMatrixJson>[]): string[] {
  const lines = [
    '| matrix run (results file) | load average 1-min start → end | searches with p95 > 20 ms | worst p95 | mixed p95, 8 connections (≤ 60 ms) | most buffers one search read |',
    '|---|---|---|---|---|---|',
  ];
  for (const { file, data: r } of http) {
    const m = r.matrix;
    if (!m) continue;
    const timed = m.rows.filter((x) => x.p95 !== null);
    lines.push(`| HTTP, ${name(r)}, ${r.startedAt.slice(0, 10)} (\`${file}\`) | ${load(m.loadAvgStart, m.loadAvgEnd)} | ` +
      `${timed.filter((x) => x.p95! > 20).length} of ${timed.length} | ${ms(Math.max(...timed.map((x) => x.p95!)))} | ${ms(m.mixed?.p95)}${mark(m.mixed?.p95, 60)} | – |`);
  }
  for (const { file, data: m } of inProcess) {
    const timed = m.rows.filter((x) => x.p95 !== null);
    lines.push(`| search functions, ${m.title} (\`${file}\`) | ${load(m.loadAvgStart, m.loadAvgEnd)} | ` +
      `${timed.filter((x) => x.p95! > 20).length} of ${timed.length} | ${ms(Math.max(...timed.map((x) => x.p95!)))} | ` +
      `${ms(m.mixed.p95)}${mark(m.mixed.p95, 60)} | ${Math.max(0, ...m.rows.map((x) => x.buffers ?? 0))} |`);
  }
  return lines;
}

export function renderSection(runs: Sourced<BenchJson>[], inProcess: Sourced<SqlMatrixJson>[]): string {
  return [
    START,
    '',
    ...renderRuns(runs),
    '',
    ...renderPages(runs),
    '',
    ...renderFirstLoad(runs.filter((r) => r.data.firstLoadJs.routes.some((x) => x.frameworkGzipBytes !== undefined))),
    '',
    ...renderMatrices(runs, inProcess),
    '',
    END,
  ].join('\n');
}

/** The page with the text between the markers replaced; a page without both markers is refused. */
export function spliceSection(page: string, section: string): string {
  const a = page.indexOf(START);
  const b = page.indexOf(END);
  if (a < 0 || b < a) throw new Error(`${FIGURES_PAGE} has no ${START} … ${END} block`);
  return page.slice(0, a) + section + page.slice(b + END.length);
}
