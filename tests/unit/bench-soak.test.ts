import { describe, expect, it } from 'vitest';
import { judge, soakRequests } from '@/bench/lib/soak';

// Issue 21 §11: the soak's verdict compares RSS at the end with RSS halfway through.

const series = (f: (t: number) => number) => Array.from({ length: 61 }, (_, i) => ({ t: i * 10, rssMb: Math.round(f(i * 10)) }));

describe('soak verdict', () => {
  it('passes a server whose memory levels off once its caches are full', () => {
    const v = judge(series((t) => 400 + 300 * (1 - Math.exp(-t / 60))));
    expect(v.pass).toBe(true);
    expect(v.midMb).toBeGreaterThan(690);
    expect(v.growthPct).toBeLessThan(5);
  });

  it('fails the growth the issue measured (423 to 1,381 MB in 120 s, still climbing)', () => {
    const v = judge(series((t) => 423 + 8 * t));
    expect(v).toMatchObject({ pass: false, startMb: 423, endMb: 423 + 4800 });
    expect(v.growthPct).toBeGreaterThan(5);
  });

  it('fails on too few samples rather than passing', () => {
    expect(judge([{ t: 0, rssMb: 100 }]).pass).toBe(false);
  });
});

describe('soak load', () => {
  it('has the variety of real traffic: hundreds of distinct searches, pages, autocompletes and detail pages', () => {
    const reqs = soakRequests(['/property-details/a-1-mysuru', '/property-details/b-2-pune']);
    const distinct = new Set(reqs.map((r) => `${r.method} ${r.path} ${JSON.stringify(r.body ?? null)}`));
    expect(distinct.size).toBeGreaterThan(900);
    expect(reqs.some((r) => r.path.startsWith('/search/'))).toBe(true);
    expect(reqs.some((r) => r.path.startsWith('/rs/'))).toBe(true);
    expect(reqs.some((r) => r.path.startsWith('/property-details/'))).toBe(true);
    expect(reqs.some((r) => r.path.startsWith('/api/search/auto-complete'))).toBe(true);
  });
});
