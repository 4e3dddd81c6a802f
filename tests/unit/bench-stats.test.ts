import { describe, expect, it } from 'vitest';
import { mean, median, percentile, ratio, summarise } from '../../bench/lib/stats';

describe('bench percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100

  it('gives the sample at rank ceil(q/100 × n)', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile(hundred, 0)).toBe(1);
  });

  it('does not depend on input order and never interpolates', () => {
    const shuffled = [7, 1, 9, 3, 5];
    expect(percentile(shuffled, 50)).toBe(5);
    expect(percentile(shuffled, 95)).toBe(9);
    expect(percentile([10, 20], 50)).toBe(10);
    expect(percentile([10, 20], 51)).toBe(20);
  });

  it('handles one sample, no samples and bad input', () => {
    expect(percentile([4.2], 99)).toBe(4.2);
    expect(percentile([], 95)).toBeNaN();
    expect(percentile([1, Number.NaN, 3], 100)).toBe(3);
    expect(() => percentile([1], 101)).toThrow(RangeError);
    expect(() => percentile([1], -1)).toThrow(RangeError);
  });
});

describe('bench median, mean, ratio', () => {
  it('median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('mean skips non-finite values', () => {
    expect(mean([1, 2, 3, Number.NaN])).toBe(2);
    expect(mean([])).toBeNaN();
  });

  it('ratio is NaN without a usable divisor', () => {
    expect(ratio(10, 4)).toBe(2.5);
    expect(ratio(10, 0)).toBeNaN();
    expect(ratio(Number.NaN, 3)).toBeNaN();
  });
});

describe('bench summarise', () => {
  it('reports percentiles, max and throughput over the wall time', () => {
    const s = summarise([5, 1, 4, 2, 3], 2);
    expect(s).toEqual({ count: 5, p50: 3, p95: 5, p99: 5, mean: 3, max: 5, rps: 2.5 });
  });

  it('is all NaN but a zero count without samples', () => {
    const s = summarise([], 2);
    expect(s.count).toBe(0);
    expect(s.rps).toBe(0);
    expect(s.p95).toBeNaN();
    expect(s.max).toBeNaN();
  });
});

describe('bench /proc stat parsing', () => {
  it('reads pgrp and utime + stime, whatever the command name holds', async () => {
    const { parseStat } = await import('../../bench/lib/cpu');
    const line = '4242 (next-server (v16) x) S 1 4240 4240 0 -1 4194560 100 0 0 0 250 35 0 0 20 0 11 0 1000 0 0';
    expect(parseStat(line)).toEqual({ pid: 4242, pgrp: 4240, cpuTicks: 285 });
    expect(parseStat('garbage')).toBeNull();
  });
});

describe('bench pooled CPU per request', () => {
  it('weights each run by its request count and skips unknown ones', async () => {
    const { pooledCpu } = await import('../../bench/lib/table');
    const f = (count: number, cpuMsPerReq: number | null) =>
      ({ id: 'x', label: 'x', connections: 1, seconds: 1, errors: 0, non2xx: 0, count, p50: 1, p95: 1, p99: 1, mean: 1, max: 1, rps: 1, cpuMsPerReq });
    expect(pooledCpu([f(100, 2), f(300, 6)])).toBe(5);
    expect(pooledCpu([f(100, null), f(0, 9)])).toBeNull();
  });
});

describe('bench CPU tracker', () => {
  it('keeps the CPU of processes that exit and counts new ones from zero', async () => {
    const { CpuTracker } = await import('../../bench/lib/cpu');
    let now = new Map([['a', 100], ['b', 50]]);
    const t = new CpuTracker([() => now]);
    t.start();
    now = new Map([['a', 130], ['b', 60]]);
    t.sample();
    now = new Map([['a', 150], ['c', 5]]); // b exited after using 10 ms, c appeared
    expect(t.elapsed()).toBe(50 + 10 + 5);
  });
});
