// npm run bench -- [--listings N] [--db pglite|postgres] [--duration S] [--smoke] ...
// See bench/README.md. Order of work:
//   1. seed (or reuse) a separate database of N listings;
//   2. SQL phase in its own process (PGlite: before the server locks the folder);
//   3. build .next-bench when missing or stale, read first-load JS from it;
//   4. next start on 127.0.0.1, autocannon per scenario (1 connection) and mixed (C connections);
//   5. stop the server (always), write results, print the table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, USAGE, UsageError } from './lib/args';
import { ensureBuild, type BuildInfo } from './lib/build';
import { FIRST_LOAD_METHOD, firstLoadJs, htmlJs } from './lib/first-load';
import { check, measure, warm, type Req } from './lib/load';
import { runChild, stopAll, tsxArgs } from './lib/procs';
import { autocompleteRedirectScenario, autocompleteScenarios, mapScenarios, pageScenarios, referencePages, searchScenarios } from './lib/scenarios';
import { ensureDatabase, type Database } from './lib/seed';
import { startServer, type Server } from './lib/server';
import { ratio, summarise } from './lib/stats';
import { groupCpu, postgresCpu, procAvailable, type CpuSource } from './lib/cpu';
import { renderReport } from './lib/table';
import { postingHttp } from './lib/posting';
import { measureCeiling, measureThroughput, removeStaticCopy, renderThroughput, writeStaticCopy, type ThroughputFigures } from './lib/throughput';
import { explainSlowest, renderMatrix, runMatrix, type MatrixFigures } from './lib/matrix-run';
import type { BenchOptions, BenchResults, HttpFigures, PhotoFigures, PostingFigures, Section, SqlFigures } from './lib/types';

const phases: Record<string, number> = {};

/** The smoke proves every kind of request works (listing and PG search, sort, autocomplete, typo, redirect, pages), briefly. */
const SMOKE_IDS = new Set(['blr-rent-2bhk', 'pg-male-2sharing', 'blr-sale-price-asc', 'ac-ko', 'ac-typo-koramangla',
  'page-blr-rent-2bhk', 'page-pg-male-2sharing']);
async function phase<T>(name: string, run: () => Promise<T>): Promise<T> {
  const t0 = Date.now();
  try {
    return await run();
  } finally {
    phases[name] = (Date.now() - t0) / 1000;
  }
}

async function sqlPhase(o: BenchOptions, db: Database): Promise<{ search: SqlFigures[]; autocomplete: SqlFigures[] }> {
  const tag = path.basename(db.name);
  const input = path.resolve(`bench/data/sql-in-${tag}.json`);
  const output = path.resolve(`bench/data/sql-out-${tag}.json`);
  fs.writeFileSync(input, JSON.stringify({
    searches: searchScenarios().filter((x) => !o.smoke || SMOKE_IDS.has(x.id)),
    autocomplete: autocompleteScenarios().filter((x) => !o.smoke || SMOKE_IDS.has(x.id)),
    repeats: o.sqlRepeats, warmSeconds: o.smoke ? 1 : 10,
  }));
  fs.rmSync(output, { force: true });
  const [cmd, args] = tsxArgs('bench/sql-phase.ts', [input, output]);
  await runChild(cmd, args, { env: db.env, logFile: path.resolve(`bench/data/sql-${tag}.log`), echo: '' });
  return JSON.parse(fs.readFileSync(output, 'utf8'));
}

/** processPhoto on a 12-MP JPEG, in its own process (server code needs the react-server condition). */
async function photoPhase(o: BenchOptions): Promise<PhotoFigures> {
  const output = path.resolve('bench/data/photo-out.json');
  fs.rmSync(output, { force: true });
  const [cmd, args] = tsxArgs('bench/photo-phase.ts', [output, String(o.smoke ? 2 : 8)]);
  await runChild(cmd, args, { env: {}, logFile: path.resolve('bench/data/photo.log'), echo: '' });
  return JSON.parse(fs.readFileSync(output, 'utf8'));
}

type Item = { id: string; label: string; req: Req; sqlMs?: number | null; sqlCpuMs?: number | null; expectStatus?: number; /** In the pooled figures and the mixed run (default yes). */ pooled?: boolean };

async function section(
  o: BenchOptions, server: Server, kind: 'search' | 'autocomplete' | 'page' | 'map', items: Item[], warnings: string[],
  onCheck?: (id: string, c: Awaited<ReturnType<typeof check>>) => void,
): Promise<Section> {
  const scenarios: HttpFigures[] = [];
  const pooled: number[] = [];
  let pooledSeconds = 0;
  for (const original of items) {
    let it = original;
    if (it.expectStatus === 308) {
      // The trailing-slash path: a 308 (the client pays a second round trip) or, once next.config
      // skips that redirect, a plain answer measured like the others.
      const status = await fetch(new URL(it.req.path, server.base), {
        method: it.req.method, redirect: 'manual', headers: { 'content-type': 'application/json' }, body: JSON.stringify(it.req.body),
      }).then(async (r) => { await r.arrayBuffer(); return r.status; }).catch(() => 0);
      if (status === 308) {
        it = { ...it, label: `${it.label}: 308 redirect only, the browser then repeats the POST` };
        warnings.push(`${it.req.path} answers 308: every autocomplete call pays one more round trip (next.config skipTrailingSlashRedirect)`);
      } else {
        it = { ...it, expectStatus: undefined };
      }
    }
    const c = await check(server.base, it.req, kind, it.expectStatus).catch((e: Error) => ({ ok: false, status: 0, bytes: 0, results: null, message: e.message }));
    onCheck?.(it.id, c);
    if (!c.ok) warnings.push(`${it.label}: ${c.message ?? 'failed'}`);
    else if (c.results === 0) warnings.push(`${it.label}: no results on this data (the timing is of an empty search)`);
    await warm(server.base, [it.req], 3);
    const { figures, latencies } = await measure({
      id: it.id, label: it.label, base: server.base, requests: [it.req], connections: 1, seconds: o.duration,
      expectStatus: it.expectStatus, cpu: serverCpu(server),
    });
    figures.results = c.results;
    if (it.pooled === false) figures.pooled = false;
    figures.bytes = c.bytes;
    if (!c.ok) figures.error = c.message;
    if (it.sqlMs !== undefined) {
      figures.sqlMs = it.sqlMs;
      figures.apiOverSql = it.sqlMs === null ? null : ratio(figures.p50, it.sqlMs);
    }
    if (it.sqlCpuMs !== undefined) {
      figures.sqlCpuMs = it.sqlCpuMs;
      const r = it.sqlCpuMs === null || figures.cpuMsPerReq == null ? Number.NaN : ratio(figures.cpuMsPerReq, it.sqlCpuMs);
      figures.cpuApiOverSql = Number.isFinite(r) ? r : null;
    }
    if (it.pooled !== false) {
      pooled.push(...latencies);
      pooledSeconds += figures.seconds;
    }
    scenarios.push(figures);
    console.log(`[bench] ${it.label}: p50 ${figures.p50.toFixed(1)} p95 ${figures.p95.toFixed(1)} p99 ${figures.p99.toFixed(1)} ms, ` +
      `${figures.rps.toFixed(0)}/s, CPU ${figures.cpuMsPerReq?.toFixed(1) ?? '?'} ms/req${figures.non2xx || figures.errors ? `, ${figures.non2xx} non-2xx, ${figures.errors} errors` : ''}`);
  }
  const { figures: loaded } = await measure({
    id: `${kind}-mixed`, label: `mixed ${kind}`, base: server.base, requests: items.filter((i) => i.pooled !== false).map((i) => i.req),
    connections: o.connections, seconds: o.duration * (o.smoke ? 1 : 2), cpu: serverCpu(server),
  });
  console.log(`[bench] mixed ${kind}, ${o.connections} connections: p50 ${loaded.p50.toFixed(1)} p95 ${loaded.p95.toFixed(1)} ms, ${loaded.rps.toFixed(0)}/s`);
  return { scenarios, overall: pooled.length ? summarise(pooled, pooledSeconds) : null, loaded };
}

/** Server-side CPU: the server's process group, plus its PostgreSQL backends. */
let pgDatabase: string | null = null;
function serverCpu(server: Server): CpuSource[] | undefined {
  const pgid = server.child.pid;
  if (!procAvailable() || pgid === undefined) return undefined;
  return [groupCpu(pgid), ...(pgDatabase ? [postgresCpu(pgDatabase)] : [])];
}

const emptySection = (): Section => ({ scenarios: [], overall: null, loaded: null });

async function main(): Promise<number> {
  const startedAt = new Date();
  const o = parseArgs(process.argv.slice(2), process.env);
  fs.mkdirSync('bench/data', { recursive: true });
  const loadAvgStart = os.loadavg();
  console.log(`[bench] ${o.smoke ? 'SMOKE ' : ''}${o.listings} listings on ${o.db}, ${o.duration} s per scenario, ` +
    `${o.connections} connections in mixed runs; load average ${loadAvgStart.map((x) => x.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
  const warnings: string[] = [];
  const sql = { search: [] as SqlFigures[], autocomplete: [] as SqlFigures[] };
  const api = { search: emptySection(), autocomplete: emptySection(), pages: emptySection(), map: emptySection() };
  let db: Database | null = null;
  let build: BuildInfo | null = null;
  let routes: BenchResults['firstLoadJs']['routes'] = [];
  let server: Server | null = null;
  let failed: Error | null = null;
  const posting: PostingFigures = { photo: null, upload: null, create: null, searchable: null, statuses: {} };
  let throughput: ThroughputFigures | undefined;
  let matrix: MatrixFigures | undefined;

  try {
    db = await phase('seed', () => ensureDatabase(o));
    // A 10M seed takes ~20 min: it can be made ahead, and measured later on a quiet machine.
    if (o.seedOnly) {
      console.log(`[bench] --seed-only: ${db.name} is ready (${db.reused ? 'reused' : `seeded in ${db.seedSeconds?.toFixed(0)} s`})`);
      return 0;
    }
    pgDatabase = db.kind === 'postgres' ? db.name : null;
    warnings.push(...db.warnings);
    Object.assign(sql, await phase('sql', () => sqlPhase(o, db!)));
    for (const f of [...sql.search, ...sql.autocomplete]) if (f.error) warnings.push(`SQL phase, ${f.id}: ${f.error}`);
    posting.photo = await phase('photo', () => photoPhase(o)).catch((e: Error) => {
      warnings.push(`photo phase: ${e.message.split('\n')[0]}`);
      return null;
    });
    build = await phase('build', () => ensureBuild(o));
    warnings.push(...build.warnings);
    routes = firstLoadJs(build.distDir);
    server = await phase('serverStart', () => startServer({
      distDir: build!.distDir, port: o.port, env: db!.env, logFile: path.resolve(`bench/data/server-${o.port}.log`),
    }));
    console.log(`[bench] server up on ${server.base} in ${server.startSeconds.toFixed(1)} s`);

    const sqlOf = (list: SqlFigures[], id: string) => {
      const f = list.find((x) => x.id === id);
      return f && Number.isFinite(f.medianMs) ? f.medianMs : null;
    };
    const sqlCpuOf = (list: SqlFigures[], id: string) => list.find((x) => x.id === id)?.cpuMs ?? null;
    const only = <T extends { id: string }>(list: T[]) => (o.smoke ? list.filter((x) => SMOKE_IDS.has(x.id)) : list);
    const searches = only(searchScenarios());
    const completions = only(autocompleteScenarios());
    const pages = only(pageScenarios());
    // Warm the server (JIT, Next's route modules, PGlite's WebAssembly) on every request before timing any.
    await phase('serverWarmUp', async () => {
      const until = Date.now() + (o.smoke ? 1 : 10) * 1000;
      const all: Req[] = [
        ...searches.map((s): Req => ({ method: 'POST', path: s.path, body: s.body })),
        ...completions.map((a): Req => ({ method: 'POST', path: a.path, body: a.body })),
        ...pages.map((p): Req => ({ method: 'GET', path: p.path })),
      ];
      do await warm(server!.base, all, 1); while (Date.now() < until);
    });
    let detailUrl: string | undefined;
    api.search = await phase('searchApi', () => section(o, server!, 'search',
      searches.map((s): Item => ({ id: s.id, label: s.label, req: { method: 'POST', path: s.path, body: s.body }, sqlMs: sqlOf(sql.search, s.id), sqlCpuMs: sqlCpuOf(sql.search, s.id) })),
      warnings, (id, c) => { if (!detailUrl && id !== 'pg-male-2sharing') detailUrl = c.firstUrl; }));
    api.autocomplete = await phase('autocomplete', () => section(o, server!, 'autocomplete',
      [
        ...completions.map((a): Item => ({ id: a.id, label: a.label, req: { method: 'POST', path: a.path, body: a.body }, sqlMs: sqlOf(sql.autocomplete, a.id), sqlCpuMs: sqlCpuOf(sql.autocomplete, a.id) })),
        ((a): Item => ({ id: a.id, label: a.label, req: { method: 'POST', path: a.path, body: a.body }, expectStatus: a.expectStatus, pooled: false }))(autocompleteRedirectScenario()),
      ],
      warnings));
    // The map view's call (clusters of the same search inside a box), not in the smoke.
    if (!o.smoke) api.map = await phase('map', () => section(o, server!, 'map',
      mapScenarios().map((m): Item => ({ id: m.id, label: m.label, req: { method: 'POST', path: m.path, body: m.body } })), warnings));
    const htmlByRoute = new Map<string, string>();
    api.pages = await phase('pages', () => section(o, server!, 'page',
      [
        ...pages.map((p): Item => ({ id: p.id, label: p.label, req: { method: 'GET', path: p.path }, sqlMs: sqlOf(sql.search, p.searchId), sqlCpuMs: sqlCpuOf(sql.search, p.searchId) })),
        ...(o.smoke ? [] : referencePages().map((p): Item => ({ id: p.id, label: p.label, req: { method: 'GET', path: p.path }, pooled: false }))),
      ],
      warnings, (id, c) => {
        const path = pages.find((p) => p.id === id)?.path;
        if (!path) return;
        const route = `${path.split('/').slice(0, 3).join('/')}/[id]`;
        if (c.ok && c.body && !htmlByRoute.has(route)) htmlByRoute.set(route, c.body);
      }));

    // Every filter, combination, sort and deep page (bench/lib/matrix.ts; checked only, in the smoke).
    matrix = await phase('matrix', () => runMatrix(o, server!.base, serverCpu(server!), warnings));
    // Cross-check of the first-load JS against what the server really sends.
    await phase('htmlCheck', async () => {
      const extra: [string, string | undefined][] = [['/', '/'], ['/property-details/[slug]', detailUrl]];
      for (const [route, url] of extra) {
        if (!url) continue;
        const res = await fetch(new URL(url, server!.base), { signal: AbortSignal.timeout(60_000) }).catch(() => null);
        if (res?.ok) htmlByRoute.set(route, await res.text());
      }
      for (const r of routes) {
        const html = htmlByRoute.get(r.route);
        if (!html || r.error) continue;
        const h = htmlJs(build!.distDir, html);
        r.htmlGzipBytes = h.gzipBytes;
        r.htmlFiles = h.files;
      }
    });
    // Page throughput at C connections, then the static-file ceiling (public/ is read at start: one restart).
    // Not in the smoke run: its 1-connection, 2-second runs would say nothing about throughput.
    if (!o.smoke) throughput = await phase('throughput', async () => {
      const t: ThroughputFigures = { connections: o.connections, rows: [], ceiling: null, ceilingOf: null };
      try {
        const { rows, html } = await measureThroughput({ base: server!.base, connections: o.connections, seconds: o.duration, cpu: serverCpu(server!) });
        t.rows = rows;
        const first = rows[0];
        const copy = first ? html.get(first.id) : undefined;
        if (copy) {
          const staticPath = writeStaticCopy(copy);
          await server!.stop();
          server = await startServer({ distDir: build!.distDir, port: o.port, env: db!.env, logFile: path.resolve(`bench/data/server-${o.port}.log`) });
          t.ceiling = await measureCeiling({ base: server.base, connections: o.connections, seconds: o.duration, cpu: serverCpu(server) }, staticPath);
          t.ceilingOf = first.label;
        }
      } catch (e) {
        t.error = (e as Error).message.split('\n')[0];
        warnings.push(`throughput phase: ${t.error}`);
      } finally {
        removeStaticCopy();
      }
      return t;
    });
    // Last: it writes (and soft-deletes) listings, so nothing measured earlier sees them.
    await phase('posting', () => postingHttp(server!.base,
      o.smoke ? { creates: 3, searchables: 2, uploads: 1 } : { creates: 40, searchables: 10, uploads: 3 }, warnings))
      .then((p) => Object.assign(posting, p))
      .catch((e: Error) => {
        posting.error = e.message.split('\n')[0];
        warnings.push(`posting phase: ${posting.error}`);
      });
  } catch (e) {
    failed = e as Error;
    console.error(`[bench] FAILED: ${failed.message}`);
    warnings.push(`run failed: ${failed.message.split('\n')[0]}`);
  } finally {
    if (server) await phase('serverStop', () => server!.stop());
    await stopAll();
  }
  if (matrix && db) {
    await phase('matrixExplain', () => explainSlowest(matrix!, db!)).catch((e: Error) => {
      warnings.push(`matrix EXPLAIN: ${e.message.split('\n')[0]}`);
    });
  }

  const finishedAt = new Date();
  phases.total = (finishedAt.getTime() - startedAt.getTime()) / 1000;
  const cpus = os.cpus();
  const results: BenchResults & { matrix?: MatrixFigures } = {
    version: 1,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    wallSeconds: phases.total,
    options: o,
    machine: {
      cpus: cpus.length, cpuModel: cpus[0]?.model.trim() ?? 'unknown', totalMemGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version, loadAvgStart, loadAvgEnd: os.loadavg(),
    },
    database: { kind: o.db, name: db?.name ?? '(not reached)', reused: db?.reused ?? false, seedSeconds: db?.seedSeconds ?? null, vacuumSeconds: db?.vacuumSeconds ?? null, settings: db?.settings },
    build: build
      ? { distDir: build.distDir, built: build.built, seconds: build.seconds, note: build.note }
      : { distDir: '(not reached)', built: false, seconds: null, note: 'not reached' },
    phases,
    sql,
    api,
    firstLoadJs: { method: FIRST_LOAD_METHOD, routes },
    posting,
    throughput,
    matrix,
    warnings,
  };
  fs.mkdirSync(o.outDir, { recursive: true });
  const md = `${renderReport(results)}\n${renderThroughput(results.throughput)}`;
  // latest.* is the last run; <db>-<N>.* keeps the last run of each size (100k PGlite and 1M PostgreSQL side by side).
  const named = `${o.db}-${o.listings}${o.localities === 'demo' ? '-demo' : ''}${o.national ? '-national' : ''}`;
  for (const base of ['latest', named]) {
    fs.writeFileSync(path.join(o.outDir, `${base}.json`), `${JSON.stringify(results, null, 2)}\n`);
    fs.writeFileSync(path.join(o.outDir, `${base}.md`), md);
    if (matrix) fs.writeFileSync(path.join(o.outDir, `${base}-matrix.md`), renderMatrix(matrix, `${o.listings} listings on ${o.db}, ${startedAt.toISOString().slice(0, 16)}Z`));
  }
  console.log(`\n${md}`);
  console.log(`[bench] wrote ${o.outDir}/latest.{json,md} and ${named}.{json,md} in ${Math.round(phases.total)} s`);
  if (failed) return 1;
  if (posting.error || !posting.photo || !posting.create) {
    console.error('[bench] the posting figures are incomplete (see warnings)');
    return 2;
  }
  const broken = [api.search, api.autocomplete, api.pages, api.map].flatMap((s) => [...s.scenarios, ...(s.loaded ? [s.loaded] : [])])
    .filter((f) => f.error || f.non2xx || f.errors || f.count === 0);
  // A matrix search that fails (a filter the API no longer takes) fails the smoke run too.
  broken.push(...(matrix?.rows.filter((r) => r.error) ?? []).map((r) => ({ id: r.id }) as (typeof broken)[number]));
  if (matrix?.mixed && (matrix.mixed.non2xx || matrix.mixed.errors || matrix.mixed.count === 0)) broken.push(matrix.mixed);
  if (broken.length) {
    console.error(`[bench] ${broken.length} measurement(s) had failed requests: ${broken.map((b) => b.id).join(', ')}`);
    return 2;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  async (e) => {
    await stopAll();
    if (e instanceof UsageError) {
      console.error(`${e.message}\n${USAGE}`);
      process.exit(64);
    }
    console.error(e instanceof Error ? e.stack ?? e.message : e);
    process.exit(1);
  },
);
