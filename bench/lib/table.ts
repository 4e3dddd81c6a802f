// Markdown rendering of the results (pure; unit-tested in tests/unit/bench-table.test.ts).
import { renderSettings } from './pg-settings';
import type { LatencySummary } from './stats';
import { TARGETS, type BenchResults, type HttpFigures, type Section, type SqlFigures } from './types';

type Cell = string | number | null | undefined;

const escapeCell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A GitHub-flavoured markdown table; `align` per column, 'r' for numbers. */
export function markdownTable(headers: string[], rows: Cell[][], align: ('l' | 'r')[] = []): string {
  const text = (c: Cell) => (c === null || c === undefined || c === '' ? '–' : escapeCell(String(c)));
  const body = rows.map((r) => headers.map((_, i) => text(r[i])));
  const widths = headers.map((h, i) => Math.max(3, h.length, ...body.map((r) => r[i].length)));
  const pad = (s: string, i: number) => (align[i] === 'r' ? s.padStart(widths[i]) : s.padEnd(widths[i]));
  const line = (cells: string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (align[i] === 'r' ? `${'-'.repeat(w + 1)}:` : `${'-'.repeat(w + 2)}`)).join('|')}|`;
  return [line(headers), rule, ...body.map(line)].join('\n');
}

/** Milliseconds: one decimal below 100, whole above; '–' when missing. */
export function fmtMs(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '–';
  return n < 100 ? n.toFixed(1) : String(Math.round(n));
}

export function fmtRate(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '–';
  return n < 10 ? n.toFixed(1) : String(Math.round(n));
}

/** Bytes as kB (1 kB = 1000 bytes, as Next's build output), one decimal. */
export function fmtKb(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '–';
  return (bytes / 1000).toFixed(1);
}

export function fmtRatio(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '–';
  return `${n < 10 ? n.toFixed(1) : Math.round(n)}×`;
}

export function fmtInt(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '–';
  return new Intl.NumberFormat('en-US').format(Math.round(n));
}

/** 'within' / 'over' against an upper-bound target, 'no data' without a value. */
export function targetStatus(value: number | null | undefined, max: number): 'within' | 'over' | 'no data' {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'no data';
  return value <= max ? 'within' : 'over';
}

const statusMark = (s: ReturnType<typeof targetStatus>) => (s === 'within' ? '✓ within' : s === 'over' ? '✗ over' : '– no data');

function failures(f: HttpFigures): string {
  const parts = [];
  if (f.errors) parts.push(`${f.errors} errors`);
  if (f.non2xx) parts.push(`${f.non2xx} non-2xx`);
  if (f.error) parts.push(f.error);
  return parts.join(', ');
}

/** CPU ms per request over several runs, weighted by their request counts. */
export function pooledCpu(list: HttpFigures[]): number | null {
  const known = list.filter((f) => f.cpuMsPerReq != null && f.count > 0);
  const n = known.reduce((a, f) => a + f.count, 0);
  return n ? known.reduce((a, f) => a + f.cpuMsPerReq! * f.count, 0) / n : null;
}

function scenarioRows(section: Section, withSql: boolean): Cell[][] {
  const sqlCells = (f: HttpFigures | null): Cell[] => (withSql
    ? [fmtMs(f?.sqlMs), fmtRatio(f?.apiOverSql), fmtMs(f?.cpuMsPerReq), fmtMs(f?.sqlCpuMs), fmtRatio(f?.cpuApiOverSql)]
    : [fmtKb(f?.bytes ?? null), fmtMs(f?.cpuMsPerReq), fmtMs(f?.sqlCpuMs), fmtRatio(f?.cpuApiOverSql)]);
  const rows: Cell[][] = section.scenarios.map((f) => [
    f.label, f.results === undefined ? undefined : fmtInt(f.results ?? null), fmtMs(f.p50), fmtMs(f.p95), fmtMs(f.p99),
    fmtRate(f.rps), ...sqlCells(f), failures(f),
  ]);
  if (section.overall) {
    const o = section.overall;
    const cpu = pooledCpu(section.scenarios.filter((f) => f.pooled !== false));
    const cells = sqlCells(null).map(() => '' as Cell);
    cells[withSql ? 2 : 1] = fmtMs(cpu);
    rows.push([`**all of the above (pooled)**`, '', fmtMs(o.p50), fmtMs(o.p95), fmtMs(o.p99), fmtRate(o.rps), ...cells, '']);
  }
  if (section.loaded) {
    const l = section.loaded;
    const cells = sqlCells(null).map(() => '' as Cell);
    cells[withSql ? 2 : 1] = fmtMs(l.cpuMsPerReq);
    rows.push([`**mixed, ${l.connections} connections**`, '', fmtMs(l.p50), fmtMs(l.p95), fmtMs(l.p99), fmtRate(l.rps),
      ...cells, failures(l)]);
  }
  return rows;
}

function sqlRows(list: SqlFigures[], labels: Map<string, string>): Cell[][] {
  return list.map((s) => {
    const scans = [...new Set(s.statements.flatMap((st) => st.scans))];
    const exec = s.statements.reduce((a, st) => a + (st.executionMs ?? 0), 0);
    return [labels.get(s.id) ?? s.id, s.statements.length, fmtMs(s.medianMs), fmtMs(s.slowestMs), fmtMs(exec),
      fmtMs(s.domainMs), fmtMs(s.cpuMs), fmtMs(s.domainCpuMs), s.error ?? scans.join('; ')];
  });
}

const p95Of = (s: LatencySummary | null | undefined) => s?.p95 ?? null;

/** The three posting rows of the targets table. */
function postingTargetRows(r: BenchResults): Cell[][] {
  const p = r.posting;
  if (!p) return [];
  const photo = p.photo;
  const mp = photo ? `${((photo.width * photo.height) / 1e6).toFixed(0)}-MP` : '12-MP';
  return [
    ['Create call p95 (apartment, 6 photos uploaded before)', `${fmtMs(p95Of(p.create))} ms`, `≤ ${TARGETS.createP95Ms} ms`,
      statusMark(targetStatus(p95Of(p.create), TARGETS.createP95Ms)), `${p.create?.count ?? 0} creates, 1 connection; moderation and photo attach included`],
    [`Photo processing per ${mp} JPEG (median, all renditions)`, `${fmtMs(photo?.medianMs)} ms`, `≤ ${TARGETS.photoMs} ms`,
      statusMark(targetStatus(photo?.medianMs, TARGETS.photoMs)),
      photo ? `p95 ${fmtMs(photo.p95Ms)} ms over ${photo.repeats}; ${fmtKb(photo.bytes)} kB in, WebP ${photo.renditions.join('/')} px` : (p.error ?? 'not measured')],
    ['Create to searchable (slowest)', `${fmtMs(p.searchable?.max)} ms`, `≤ ${TARGETS.searchableMs} ms`,
      statusMark(targetStatus(p.searchable?.max, TARGETS.searchableMs)),
      p.searchable ? `median ${fmtMs(p.searchable.p50)} ms over ${p.searchable.count}; from sending the create call to the search API listing it` : 'not measured'],
  ];
}

/** The posting section: every figure, including the upload call over HTTP. */
function postingSection(r: BenchResults): string[] {
  const p = r.posting;
  if (!p) return [];
  const row = (label: string, s: LatencySummary | null): Cell[] =>
    [label, s ? fmtInt(s.count) : '', fmtMs(s?.p50), fmtMs(s?.p95), fmtMs(s?.max)];
  const photo = p.photo;
  return [
    '## Posting',
    '',
    'Photo processing = server/listings/media processPhoto in-process on a generated 4000×3000 JPEG (decode, upright, EXIF dropped, every WebP ' +
      'rendition, pHash). Over HTTP, a fresh owner signs up through the OTP calls, uploads the photos, then creates apartment-for-rent ' +
      'listings with the same 6 photos one after another (each deleted again after it is measured).',
    '',
    markdownTable(['figure', 'n', 'p50 ms', 'p95 ms', 'max ms'], [
      ['processPhoto, 12-MP JPEG', photo ? fmtInt(photo.repeats) : '', fmtMs(photo?.medianMs), fmtMs(photo?.p95Ms), fmtMs(photo?.maxMs)],
      row('upload call, 12-MP JPEG (HTTP)', p.upload),
      row('create call, 6 photos', p.create),
      row('create → searchable', p.searchable),
    ], ['l', 'r', 'r', 'r', 'r']),
    '',
    `Moderation outcome of the created listings: ${Object.entries(p.statuses).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}.` +
      `${photo ? ` Renditions of the 12-MP photo: ${fmtKb(photo.renditionBytes)} kB in all.` : ''}${p.error ? ` Error: ${p.error}` : ''}`,
    '',
  ];
}

/** The whole readable report. */
export function renderReport(r: BenchResults): string {
  const o = r.options;
  const size = `${fmtInt(o.listings)} listings on ${o.db === 'pglite' ? 'PGlite' : 'PostgreSQL'}`;
  const searchJs = r.firstLoadJs.routes.filter((x) => x.route.startsWith('/search/'));
  const worst = searchJs.length ? searchJs.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a)) : null;
  const worstSearchJs = worst ? worst.gzipBytes : null;
  const jsNote = worst?.frameworkGzipBytes != null
    ? `${worst.route}; ${fmtKb(worst.frameworkGzipBytes)} kB of it is React + Next runtime (rootMainFiles), ${fmtKb(worst.gzipBytes - worst.frameworkGzipBytes)} kB app`
    : 'from the build manifests';
  const apiTargetNote = o.db === 'pglite' ? 'target set for 100k on PGlite' : 'target set for 1M on PostgreSQL';

  const summary = markdownTable(
    ['metric', 'measured', 'target', 'status', 'note'],
    [
      ['Search API p95 (1 connection, all searches)', `${fmtMs(p95Of(r.api.search.overall))} ms`, `≤ ${TARGETS.searchApiP95Ms} ms`,
        statusMark(targetStatus(p95Of(r.api.search.overall), TARGETS.searchApiP95Ms)), `${apiTargetNote}; this run ${size}`],
      ['Search page p95 (1 connection, all pages)', `${fmtMs(p95Of(r.api.pages.overall))} ms`, `≤ ${TARGETS.searchPageP95Ms} ms`,
        statusMark(targetStatus(p95Of(r.api.pages.overall), TARGETS.searchPageP95Ms)), 'signed-out visitor (no cookie): from the page cache; a render: throughput table, uncached'],
      ['Autocomplete p95 (1 connection, all queries)', `${fmtMs(p95Of(r.api.autocomplete.overall))} ms`,
        `≤ ${TARGETS.autocompleteP95Ms} ms`, statusMark(targetStatus(p95Of(r.api.autocomplete.overall), TARGETS.autocompleteP95Ms)),
        '151k localities with --localities all'],
      ['First-load JS, search pages (gzip, largest)', `${fmtKb(worstSearchJs)} kB`, `≤ ${TARGETS.searchFirstLoadKb} kB`,
        statusMark(targetStatus(worstSearchJs === null ? null : worstSearchJs / 1000, TARGETS.searchFirstLoadKb)), jsNote],
      ...postingTargetRows(r),
      ...(r.api.map?.scenarios.length ? [['Map search p95 (1 connection, all boxes)', `${fmtMs(p95Of(r.api.map.overall))} ms`, `≤ ${TARGETS.mapP95Ms} ms`,
        statusMark(targetStatus(p95Of(r.api.map.overall), TARGETS.mapP95Ms)), `target set for a city-wide box at 1M on PostgreSQL; this run ${size}`]] : []),
    ],
    ['l', 'r', 'r', 'l', 'l'],
  );

  const searchLabels = new Map(r.api.search.scenarios.map((s) => [s.id, s.label]));
  const acLabels = new Map(r.api.autocomplete.scenarios.map((s) => [s.id, s.label]));
  const httpHead = ['scenario', 'results', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'SQL ms', 'API÷SQL', 'CPU ms/req', 'SQL CPU ms', 'CPU API÷SQL', 'failures'];
  const httpAlign: ('l' | 'r')[] = ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'];
  const pageHead = ['page', 'results', 'p50 ms', 'p95 ms', 'p99 ms', 'pages/s', 'HTML kB', 'CPU ms/page', 'SQL CPU ms', 'CPU page÷SQL', 'failures'];
  const m = r.machine;

  const lines = [
    `# Benchmark: ${size}`,
    '',
    `${r.startedAt} → ${r.finishedAt} (${Math.round(r.wallSeconds)} s). ${m.cpus} × ${m.cpuModel}, ${m.totalMemGb} GB, Node ${m.node}. ` +
      `Load average at start ${m.loadAvgStart.map((x) => x.toFixed(1)).join(' / ')}, at end ${m.loadAvgEnd.map((x) => x.toFixed(1)).join(' / ')} ` +
      '(1/5/15 min; anything near or above the core count means the figures include other work on the machine).',
    '',
    `Database \`${r.database.name}\` (${r.database.reused ? `reused, seeded in ${fmtInt(r.database.seedSeconds)} s` : `seeded in ${fmtInt(r.database.seedSeconds)} s`}` +
      `${r.database.vacuumSeconds != null ? `; VACUUM (ANALYZE) ${fmtInt(r.database.vacuumSeconds)} s` : r.database.kind === 'pglite' ? '; not vacuumed: PGlite has no autovacuum' : ''}); ` +
      `build \`${r.build.distDir}\` (${r.build.note}). ${o.duration} s per scenario; latency runs use 1 connection, ` +
      `the "mixed" rows ${o.connections} connections rotating through every scenario. Not a pass/fail test.`,
    '',
    ...(r.database.settings?.length ? ['PostgreSQL settings of the run:', '', ...renderSettings(r.database.settings), ''] : []),
    '## Against the targets',
    '',
    summary,
    '',
    '## Search API',
    '',
    'SQL ms = median over repeats of the same statements the domain function issues, run one after another on the same database ' +
      'in-process (PGlite: before the server holds the folder). API÷SQL = API p50 ÷ SQL ms: the app\'s own overhead (HTTP, Next routing, validation, JSON). ' +
      'CPU ms/req = CPU the server (its process group, plus its PostgreSQL backends) spent per answer, from /proc; SQL CPU ms = CPU of the same statements in the SQL phase; ' +
      'CPU API÷SQL = their ratio. CPU figures hardly move with machine load, wall-clock ones do: on a busy machine compare the CPU columns.',
    '',
    markdownTable(httpHead, scenarioRows(r.api.search, true), httpAlign),
    '',
    '## Autocomplete',
    '',
    markdownTable(httpHead, scenarioRows(r.api.autocomplete, true), httpAlign),
    '',
    '## Search pages (server-rendered)',
    '',
    'Asked for as a signed-out browser does (HTML, gzip), one URL again and again: after the first, each answer comes from ' +
      "the production server's page cache (server/platform/runtime/page-cache.ts) with a fresh CSP nonce. What a render costs shows in the " +
      'page throughput table\'s "uncached" column.',
    '',
    markdownTable(pageHead, scenarioRows(r.api.pages, false), ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l']),
    '',
    ...(r.api.map?.scenarios.length ? ['## Map search', '',
      'POST /api/map/search as the map view sends it: the results page\'s search-v2 body, the visible box and zoom; the answer is ' +
        'the clusters of ~60 px cells (server/catalog/map). results = listings inside the box.', '',
      markdownTable(httpHead, scenarioRows(r.api.map, true), httpAlign), ''] : []),
    ...postingSection(r),
    '## SQL detail',
    '',
    'statements = SQL statements one call issues; sum/slowest = median client wall time; EXPLAIN = summed server execution time ' +
      '(EXPLAIN ANALYZE); domain = the domain function in-process (validation + SQL + shaping).',
    '',
    markdownTable(['query', 'statements', 'sum ms', 'slowest ms', 'EXPLAIN ms', 'domain ms', 'CPU ms', 'domain CPU ms', 'scans'],
      [...sqlRows(r.sql.search, searchLabels), ...sqlRows(r.sql.autocomplete, acLabels)],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l']),
    '',
    '## First-load JavaScript (gzip)',
    '',
    r.firstLoadJs.method,
    '',
    markdownTable(['route', 'files', 'raw kB', 'gzip kB', 'framework kB', 'app kB', 'served HTML gzip kB', 'target'],
      r.firstLoadJs.routes.map((x) => [x.route, x.files, fmtKb(x.rawBytes), fmtKb(x.gzipBytes),
        fmtKb(x.frameworkGzipBytes ?? null), fmtKb(x.frameworkGzipBytes == null ? null : x.gzipBytes - x.frameworkGzipBytes),
        x.htmlGzipBytes == null ? '' : `${fmtKb(x.htmlGzipBytes)} (${x.htmlFiles} files)`,
        x.error ?? (x.route.startsWith('/search/') ? `≤ ${TARGETS.searchFirstLoadKb} kB: ${statusMark(targetStatus(x.gzipBytes / 1000, TARGETS.searchFirstLoadKb))}` : '')]),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'l']),
    '',
    `Phases (s): ${Object.entries(r.phases).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}.`,
  ];
  if (r.warnings.length) lines.push('', '## Warnings', '', ...r.warnings.map((w) => `- ${w}`));
  return `${lines.join('\n')}\n`;
}
