import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { END, FIGURES_PAGE, renderSection, spliceSection, START, type BenchJson, type SqlMatrixJson } from '@/bench/lib/readme-section';

const s = (p95: number, rps = 10) => ({ p50: p95 / 2, p95, rps });
const run: BenchJson = {
  startedAt: '2026-11-25T10:00:00Z',
  options: { listings: 1_000_000, db: 'postgres', connections: 8 },
  machine: { cpus: 2, loadAvgStart: [3.21, 0, 0], loadAvgEnd: [1.05, 0, 0] },
  api: { search: { overall: s(12) }, autocomplete: { overall: s(11) }, pages: { overall: s(4, 250) } },
  firstLoadJs: { routes: [{ route: '/search/residential/[id]', gzipBytes: 171_800, frameworkGzipBytes: 131_900 }] },
  throughput: { connections: 8, rows: [
    { label: 'City search: Bengaluru rent', cached: s(9, 1200), uncached: s(150, 120), uncached1: s(22, 60) },
    { label: 'Property detail page', cached: null, uncached: null, uncached1: s(41, 30) },
  ] },
};
const sqlRun: SqlMatrixJson = {
  title: 'PostgreSQL 1M', loadAvgStart: [5, 0, 0], loadAvgEnd: [6, 0, 0],
  rows: [{ p95: 25, buffers: 900 }, { p95: 5, buffers: 40 }], mixed: { ...s(61), connections: 8 },
};

describe('bench figures section (docs/scale-and-benchmarks.md)', () => {
  const md = renderSection([{ file: 'bench/results/postgres-1000000.json', data: run }], [{ file: 'bench/results/matrix/x.json', data: sqlRun }]);

  it('names the file and the load average of every run, with targets met or missed', () => {
    expect(md).toContain('| 1,000,000 PostgreSQL (`bench/results/postgres-1000000.json`) | 2026-11-25, 3.2 → 1.1 | 12.0 ms ✓ | 11.0 ms ✗ |');
  });

  it('keeps page-cache hits and rendered pages in separate rows', () => {
    expect(md).toContain('| City search: Bengaluru rent, page-cache hit | 8 | 9.0 ms | 1200 |');
    expect(md).toContain('| City search: Bengaluru rent, uncached (rendered) | 8 | 150.0 ms | 120 ✓ |');
    expect(md).toContain('| City search: Bengaluru rent, uncached (rendered) | 1 | 22.0 ms ✓ | 60 |');
  });

  it('shows detail pages, always rendered, at 1 connection against their target', () => {
    expect(md).toContain('| Property detail page, each a different listing (rendered) | 1 | 41.0 ms ✗ | 30 |');
  });

  it('splits first-load JS into the framework and our own code', () => {
    expect(md).toContain('| 171.8 kB | 131.9 kB | 39.9 kB ✓ |');
  });

  it('summarises the in-process matrix with its buffers', () => {
    expect(md).toContain('| 5.0 → 6.0 | 1 of 2 | 25.0 ms | 61.0 ms ✗ | 900 |');
  });

  it('replaces only the text between the markers', () => {
    const readme = `intro\n${START}\nold\n${END}\noutro\n`;
    const out = spliceSection(readme, md);
    expect(out.startsWith('intro\n')).toBe(true);
    expect(out.endsWith('\noutro\n')).toBe(true);
    expect(out).not.toContain('\nold\n');
    expect(() => spliceSection('no markers', md)).toThrow(/no/);
  });

  it('the figures page holds the markers, once each, in order', () => {
    const page = readFileSync(FIGURES_PAGE, 'utf8');
    const a = page.indexOf(START);
    const b = page.indexOf(END);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(a);
    expect(page.indexOf(START, a + 1)).toBe(-1);
    expect(page.indexOf(END, b + 1)).toBe(-1);
  });
});
