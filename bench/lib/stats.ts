// Pure statistics helpers for the benchmark (unit-tested in tests/unit/bench-stats.test.ts).
//
// Percentiles use the nearest-rank method on the raw samples: p(q) is the
// smallest sample such that at least q% of the samples are <= it. No
// interpolation, so a reported p95 is always a latency that really happened.
// autocannon's own histogram has no p95 (it jumps from p90 to p97.5), hence
// the harness records every response time itself.

export function sortNumbers(values: readonly number[]): number[] {
  return [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
}

/** Nearest-rank percentile of `values` (q in 0..100); NaN for no samples. */
export function percentile(values: readonly number[], q: number): number {
  if (!(q >= 0 && q <= 100)) throw new RangeError(`percentile must be within 0..100, got ${q}`);
  const s = sortNumbers(values);
  if (!s.length) return Number.NaN;
  if (q === 0) return s[0];
  const rank = Math.ceil((q / 100) * s.length);
  return s[Math.min(s.length, Math.max(1, rank)) - 1];
}

/** Middle value (mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const s = sortNumbers(values);
  if (!s.length) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function mean(values: readonly number[]): number {
  const s = values.filter((v) => Number.isFinite(v));
  return s.length ? s.reduce((a, b) => a + b, 0) / s.length : Number.NaN;
}

export type LatencySummary = {
  /** Successful responses the latencies came from. */
  count: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
  /** Responses per second over the measured wall time. */
  rps: number;
};

/** Latency figures (ms) and throughput from raw response times over `seconds` of wall time. */
export function summarise(latenciesMs: readonly number[], seconds: number): LatencySummary {
  const s = sortNumbers(latenciesMs);
  return {
    count: s.length,
    p50: percentile(s, 50),
    p95: percentile(s, 95),
    p99: percentile(s, 99),
    mean: mean(s),
    max: s.length ? s[s.length - 1] : Number.NaN,
    rps: seconds > 0 ? s.length / seconds : Number.NaN,
  };
}

/** a / b, or NaN when either is missing or b is 0. */
export function ratio(a: number, b: number): number {
  return Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : Number.NaN;
}
