// Renders bench/results/postgres-10000000.md from the scale runs' JSON
// (bench/results/scale-postgres-N.json, written by bench/scale.ts): the growth
// table of every path at each size measured, the search mix with its scans,
// and table and index sizes. Sizes not measured show as "not measured".
//   npx tsx bench/scale-report.ts [notes.md]
import fs from 'node:fs';

type Path = { id: string; label: string; target: string; runs: number; p50: number; p95: number; note: string };
type Stmt = { text: string; medianMs: number; executionMs: number | null; scans: string[] };
type Search = { id: string; medianMs: number; cpuMs: number | null; statements: Stmt[] };
type Size = { table: string; rows: string; table_bytes: string; index_bytes: string };
type Run = { listings: number; at: string; loadStart: string; loadEnd: string; paths: Path[]; search: Search[]; sizes: Size[] };

const SIZES = [100_000, 1_000_000, 10_000_000];
const runs = new Map<number, Run>();
for (const n of SIZES) {
  const f = `bench/results/scale-postgres-${n}.json`;
  if (fs.existsSync(f)) runs.set(n, JSON.parse(fs.readFileSync(f, 'utf8')));
}
const head = (n: number) => (n >= 1e6 ? `${n / 1e6}M` : `${n / 1e3}k`);
const ms = (v: number | undefined | null) => (v == null || !Number.isFinite(v) ? '–' : v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${v.toFixed(1)} ms`);
const mb = (b: string) => `${(Number(b) / 2 ** 20).toFixed(0)} MB`;

const lines: string[] = ['# National scale on PostgreSQL: 100k, 1M and 10M listings', ''];
const notes = process.argv[2] && fs.existsSync(process.argv[2]) ? fs.readFileSync(process.argv[2], 'utf8').trim() : '';
if (notes) lines.push(notes, '');
lines.push('## Runs', '', '| listings | measured at | load average at start | at end |', '|---:|---|---|---|');
for (const n of SIZES) {
  const r = runs.get(n);
  lines.push(r ? `| ${head(n)} | ${r.at} | ${r.loadStart} | ${r.loadEnd} |` : `| ${head(n)} | not measured | – | – |`);
}
lines.push('', '## Growth table (p95, 1 connection; in-process domain calls)', '');
const ids = [...new Map([...runs.values()].flatMap((r) => r.paths.map((p) => [p.id.replace(/-\d+$/, (m) => (m === '-0' ? '-first' : '-last')), p]))).entries()];
lines.push(`| path | target | ${SIZES.map(head).join(' | ')} | notes (largest run) |`, `|---|---|${SIZES.map(() => '---:').join('|')}|---|`);
const find = (r: Run | undefined, id: string) => r?.paths.find((p) => p.id.replace(/-\d+$/, (m) => (m === '-0' ? '-first' : '-last')) === id);
for (const [id, p] of ids) {
  const last = [...SIZES].reverse().map((n) => find(runs.get(n), id)).find(Boolean);
  lines.push(`| ${p.label.replace(/\(.*\)/, '').trim()} | ${p.target} | ${SIZES.map((n) => ms(find(runs.get(n), id)?.p95)).join(' | ')} | ${last?.label ?? ''}${last?.note ? `; ${last.note}` : ''} |`);
}
// The HTTP paths of the same table, from `npm run bench -- --national` at each size (production server, 1 connection).
type Fig = { p95: number } | null | undefined;
type BenchRun = { startedAt: string; machine: { loadAvgStart: number[]; loadAvgEnd: number[] }; api: { search: { overall: Fig } };
  posting: { create: Fig }; throughput?: { rows: { id: string; uncached1?: Fig }[] } };
const benches = new Map<number, BenchRun>();
for (const n of SIZES) {
  const f = `bench/results/postgres-${n}-national.json`;
  if (fs.existsSync(f)) benches.set(n, JSON.parse(fs.readFileSync(f, 'utf8')));
}
if (benches.size) {
  lines.push('', '## HTTP paths (production server, 1 connection, p95; `npm run bench -- --db postgres --national`)', '');
  lines.push(`| path | target | ${SIZES.map(head).join(' | ')} |`, `|---|---|${SIZES.map(() => '---:').join('|')}|`);
  const tp = (b: BenchRun | undefined, id: string) => b?.throughput?.rows.find((r) => r.id === id)?.uncached1?.p95;
  const rowsOfHttp: [string, string, (b: BenchRun | undefined) => number | undefined][] = [
    ['Search API, the bench\'s mix (pooled)', '≤ 20 ms', (b) => b?.api.search.overall?.p95],
    ['Uncached search page render (Bengaluru rent, unseen budgets)', '≤ 25 ms', (b) => tp(b, 'tp-city-rent')],
    ['Uncached property detail page (each a different listing)', '≤ 50 ms', (b) => tp(b, 'tp-detail')],
    ['Create call with 6 photos', '≤ 50 ms', (b) => b?.posting.create?.p95],
  ];
  for (const [label, target, get] of rowsOfHttp) lines.push(`| ${label} | ${target} | ${SIZES.map((n) => ms(get(benches.get(n)))).join(' | ')} |`);
  lines.push('', SIZES.filter((n) => benches.has(n)).map((n) => {
    const b = benches.get(n)!;
    return `${head(n)}: ${b.startedAt.slice(0, 16)}Z, load average ${b.machine.loadAvgStart[0].toFixed(1)} → ${b.machine.loadAvgEnd[0].toFixed(1)}`;
  }).join('; ') + '.');
}
lines.push('', '## Search API mix: SQL per search (median wall ms / server CPU ms) and scans', '');
lines.push(`| search | ${SIZES.map(head).join(' | ')} | scans (largest run) | sequential scan on an item table |`, `|---|${SIZES.map(() => '---:').join('|')}|---|---|`);
const searchIds = [...new Set([...runs.values()].flatMap((r) => r.search.map((s) => s.id)))];
for (const id of searchIds) {
  const cells = SIZES.map((n) => {
    const s = runs.get(n)?.search.find((x) => x.id === id);
    return s ? `${ms(s.medianMs)} / ${ms(s.cpuMs)}` : '–';
  });
  const last = [...SIZES].reverse().map((n) => runs.get(n)?.search.find((x) => x.id === id)).find(Boolean);
  const scans = [...new Set(last?.statements.flatMap((s) => s.scans) ?? [])];
  const seq = scans.filter((s) => /^Seq Scan on (listings|pgs|pg_rooms|projects|listing_images|residential_details|commercial_details|agriculture_details)$/.test(s));
  lines.push(`| ${id} | ${cells.join(' | ')} | ${scans.join('; ')} | ${seq.length ? seq.join('; ') : 'none'} |`);
}
for (const n of SIZES) {
  const r = runs.get(n);
  if (!r) continue;
  lines.push('', `## Table and index sizes at ${head(n)} (tables over 8 MB)`, '', '| table | rows (estimate) | table | indexes |', '|---|---:|---:|---:|');
  for (const s of r.sizes) lines.push(`| ${s.table} | ${Number(s.rows).toLocaleString('en-US')} | ${mb(s.table_bytes)} | ${mb(s.index_bytes)} |`);
}
fs.writeFileSync('bench/results/postgres-10000000.md', `${lines.join('\n')}\n`);
console.log('wrote bench/results/postgres-10000000.md');
