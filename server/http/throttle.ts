import 'server-only';

// In-memory rate limits for cheap, high-volume calls (views, analytics), where
// a database round trip per check would cost more than the write it guards.
// Per process: several app processes each allow their own share, which is
// fine for counters (the OTP and upload limits, which guard money and disk,
// live in the database). Memory is bounded: oldest keys go first.

const MAX_KEYS = 200_000;

export class Throttle {
  private hits = new Map<string, number[]>();

  constructor(private readonly limit: number, private readonly windowMs: number) {}

  /** Counts a hit for `key`; false (and nothing counted) when it is over the limit in the window. */
  take(key: string, now = Date.now()): boolean {
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.delete(key); // re-insert: Map order is the eviction order
    this.hits.set(key, recent);
    if (this.hits.size > MAX_KEYS) this.hits.delete(this.hits.keys().next().value!);
    return true;
  }

  /** Seconds until `key` may be counted again. */
  retryAfter(key: string, now = Date.now()): number {
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length < this.limit) return 0;
    return Math.max(1, Math.ceil((recent[0] + this.windowMs - now) / 1000));
  }

  clear() {
    this.hits.clear();
  }
}
