import { describe, expect, it } from 'vitest';
import { fmtInt, fmtKb, fmtMs, fmtRatio, markdownTable, renderReport, targetStatus } from '../../bench/lib/table';
import { parseArgs, databaseName, assertLoopbackUrl, UsageError } from '../../bench/lib/args';
import { scriptSources } from '../../bench/lib/first-load';
import { summarise } from '../../bench/lib/stats';
import type { BenchResults, HttpFigures } from '../../bench/lib/types';

describe('bench markdown table', () => {
  it('pads columns, right-aligns numbers and marks missing cells', () => {
    const t = markdownTable(['name', 'ms'], [['a', '1.5'], ['long name', null]], ['l', 'r']);
    expect(t.split('\n')).toEqual([
      '| name      |  ms |',
      '|-----------|----:|',
      '| a         | 1.5 |',
      '| long name |   – |',
    ]);
  });

  it('escapes pipes inside cells', () => {
    expect(markdownTable(['x'], [['a|b']])).toContain('a\\|b');
  });
});

describe('bench number formats', () => {
  it('formats milliseconds, rates, kB and ratios', () => {
    expect(fmtMs(3.14159)).toBe('3.1');
    expect(fmtMs(123.6)).toBe('124');
    expect(fmtMs(Number.NaN)).toBe('–');
    expect(fmtMs(null)).toBe('–');
    expect(fmtKb(120_400)).toBe('120.4');
    expect(fmtRatio(1.75)).toBe('1.8×');
    expect(fmtRatio(12.4)).toBe('12×');
    expect(fmtInt(100000)).toBe('100,000');
  });

  it('judges upper-bound targets', () => {
    expect(targetStatus(19.9, 20)).toBe('within');
    expect(targetStatus(20, 20)).toBe('within');
    expect(targetStatus(20.1, 20)).toBe('over');
    expect(targetStatus(Number.NaN, 20)).toBe('no data');
    expect(targetStatus(null, 20)).toBe('no data');
  });
});

function figures(id: string, latencies: number[], extra: Partial<HttpFigures> = {}): HttpFigures {
  return { id, label: id, connections: 1, seconds: 1, errors: 0, non2xx: 0, ...summarise(latencies, 1), ...extra };
}

describe('bench report', () => {
  const opts = parseArgs(['--smoke']);
  const results: BenchResults = {
    version: 1, startedAt: '2026-01-01T00:00:00.000Z', finishedAt: '2026-01-01T00:01:00.000Z', wallSeconds: 60,
    options: opts,
    machine: { cpus: 2, cpuModel: 'test cpu', totalMemGb: 8, node: 'v20', loadAvgStart: [1, 1, 1], loadAvgEnd: [2, 2, 2] },
    database: { kind: 'pglite', name: 'bench/data/pglite-300-demo', reused: true, seedSeconds: 10 },
    build: { distDir: '.next', built: false, seconds: null, note: 'reused' },
    phases: { seed: 1, total: 60 },
    sql: { search: [{ id: 's1', medianMs: 2, slowestMs: 1.5, domainMs: 3, repeats: 3, statements: [
      { text: 'select 1', medianMs: 1, executionMs: 0.5, planningMs: 0.1, scans: ['Index Scan using listings_search_idx on listings'] },
    ] }], autocomplete: [] },
    api: {
      search: { scenarios: [figures('s1', [10, 12, 30], { results: 42, sqlMs: 2, apiOverSql: 6 })], overall: summarise([10, 12, 30], 1), loaded: figures('mixed', [15], { connections: 8 }) },
      autocomplete: { scenarios: [figures('a1', [5, 6], { non2xx: 3, error: 'HTTP 308' })], overall: summarise([5, 6], 1), loaded: null },
      pages: { scenarios: [], overall: null, loaded: null },
    },
    firstLoadJs: { method: 'test method', routes: [
      { route: '/search/residential/[id]', key: 'k', files: 3, rawBytes: 300_000, gzipBytes: 130_000 },
      { route: '/', key: 'h', files: 2, rawBytes: 200_000, gzipBytes: 90_000, htmlGzipBytes: 90_000, htmlFiles: 2 },
    ] },
    warnings: ['something to know'],
  };
  const md = renderReport(results);

  it('puts the targets next to the figures', () => {
    expect(md).toMatch(/Search API p95 \(1 connection, all searches\)\s*\|\s*30\.0 ms\s*\|\s*≤ 20 ms\s*\|\s*✗ over/);
    expect(md).toMatch(/Autocomplete p95[^\n]*6\.0 ms\s*\|\s*≤ 10 ms\s*\|\s*✓ within/);
    expect(md).toMatch(/Search page p95[^\n]*– ms\s*\|\s*≤ 80 ms\s*\|\s*– no data/);
    expect(md).toMatch(/First-load JS, search pages[^\n]*130\.0 kB\s*\|\s*≤ 120 kB\s*\|\s*✗ over/);
  });

  it('shows per-scenario rows, failures, SQL and warnings', () => {
    expect(md).toMatch(/\| s1\s*\|\s*42 \|\s*12\.0 \|\s*30\.0 \|\s*30\.0 \|\s*3\.0 \|\s*2\.0 \|\s*6\.0× \|/);
    expect(md).toContain('3 non-2xx, HTTP 308');
    expect(md).toContain('**mixed, 8 connections**');
    expect(md).toContain('Index Scan using listings_search_idx on listings');
    expect(md).toContain('- something to know');
    expect(md).toContain('300 listings on PGlite');
  });

  it('puts the posting figures next to their targets, and leaves them out of older results', () => {
    const posting = renderReport({
      ...results,
      posting: {
        photo: { width: 4000, height: 3000, bytes: 2_600_000, repeats: 8, medianMs: 250, p95Ms: 420, maxMs: 420, renditions: [320, 640, 1024, 1600], renditionBytes: 46_000 },
        upload: summarise([900, 1000], 2),
        create: summarise([30, 40, 70], 1),
        searchable: summarise([200, 1200], 1),
        statuses: { approved: 3 },
      },
    });
    expect(posting).toMatch(/Create call p95[^\n]*70\.0 ms\s*\|\s*≤ 50 ms\s*\|\s*✗ over/);
    expect(posting).toMatch(/Photo processing per 12-MP JPEG[^\n]*250 ms\s*\|\s*≤ 400 ms\s*\|\s*✓ within[^\n]*p95 420 ms over 8/);
    expect(posting).toMatch(/Create to searchable \(slowest\)[^\n]*1200 ms\s*\|\s*≤ 1000 ms\s*\|\s*✗ over/);
    expect(posting).toMatch(/\| create call, 6 photos\s*\|\s*3 \|\s*40\.0 \|\s*70\.0 \|\s*70\.0 \|/);
    expect(posting).toContain('approved 3');
    expect(md).not.toContain('## Posting');
  });
});

describe('bench options', () => {
  it('defaults to 100k on PGlite and a tiny smoke', () => {
    const full = parseArgs([]);
    expect(full).toMatchObject({ listings: 100_000, db: 'pglite', duration: 5, smoke: false, localities: 'all', outDir: 'bench/results' });
    const smoke = parseArgs(['--smoke']);
    expect(smoke).toMatchObject({ listings: 300, duration: 2, connections: 1, localities: 'demo', outDir: 'bench/data/smoke' });
    expect(parseArgs(['--smoke', '--listings=500']).listings).toBe(500);
  });

  it('reads flags with or without =', () => {
    expect(parseArgs(['--listings', '1000000', '--db=postgres', '--duration', '3'])).toMatchObject({ listings: 1_000_000, db: 'postgres', duration: 3 });
    expect(parseArgs([], { BENCH_REUSE_BUILD: '1' }).reuseBuild).toBe(true);
  });

  it('refuses bad values and non-loopback servers', () => {
    expect(() => parseArgs(['--listings', '0'])).toThrow(UsageError);
    expect(() => parseArgs(['--db', 'mysql'])).toThrow(UsageError);
    expect(() => parseArgs(['--what'])).toThrow(UsageError);
    expect(() => parseArgs(['--pg-url', 'postgres://postgres@db.example.com:5432'])).toThrow(/loopback/);
    expect(assertLoopbackUrl('postgres://postgres@localhost:5432')).toBe('postgres://postgres@localhost:5432');
  });

  it('names databases per size', () => {
    expect(databaseName({ db: 'pglite', listings: 100000, localities: 'all' })).toBe('pglite-100000');
    expect(databaseName({ db: 'postgres', listings: 1000000, localities: 'all' })).toBe('bench_1000000');
    expect(databaseName({ db: 'pglite', listings: 300, localities: 'demo' })).toBe('pglite-300-demo');
    expect(databaseName({ db: 'postgres', listings: 10_000_000, localities: 'all', national: true })).toBe('bench_10000000_national');
    expect(parseArgs(['--national']).national).toBe(true);
    expect(parseArgs([]).national).toBe(false);
  });
});

describe('bench script tags', () => {
  it('keeps module scripts under /_next/static and skips noModule polyfills', () => {
    const html = '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/poly.js" noModule=""></script>' +
      '<script>self.__next_f.push([1,"x"])</script><script src="https://cdn.example/x.js"></script><script src="/_next/static/chunks/a.js"></script>';
    expect(scriptSources(html)).toEqual(['static/chunks/a.js']);
  });
});
