import 'server-only';
import { and, eq, like, lt, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { rateCounters } from '../db/schema';
import { redisClient, redisKey } from './redis';

// Rate limits shared by every app server: a limit of 60 a minute stays 60 a
// minute however many servers answer. Counted in Redis when REDIS_URL is set
// (one INCR round trip), else in PostgreSQL or PGlite (one upsert on
// rate_counters, which the retention job prunes). Fixed windows: a hit counts
// only while its window is under the limit, so a refused hit adds nothing, and
// the window's end is the Retry-After.

const INCR_UNDER_LIMIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if n > tonumber(ARGV[1]) then redis.call('DECR', KEYS[1]) return 0 end
return n`;

export class Throttle {
  constructor(private readonly name: string, private readonly limit: number, private readonly windowMs: number) {}

  private window(now: number) {
    const start = Math.floor(now / this.windowMs) * this.windowMs;
    return { start, end: start + this.windowMs };
  }

  private key(key: string, start: number) {
    return `${this.name}:${key}:${start}`;
  }

  /** Counts a hit for `key`; false (and nothing counted) when it is over the limit in the window. */
  async take(key: string, now = Date.now()): Promise<boolean> {
    const w = this.window(now);
    const redis = await redisClient();
    if (redis) {
      const n = await redis.eval(INCR_UNDER_LIMIT, 1, redisKey(this.key(key, w.start)), this.limit, this.windowMs + 1000);
      return Number(n) > 0;
    }
    const db = await getDb();
    const k = `${this.name}:${key}`;
    const won = await db.insert(rateCounters)
      .values({ key: k, windowStart: new Date(w.start), hits: 1, expiresAt: new Date(w.end) })
      .onConflictDoUpdate({
        target: [rateCounters.key, rateCounters.windowStart],
        set: { hits: sql`${rateCounters.hits} + 1` },
        setWhere: lt(rateCounters.hits, this.limit),
      })
      .returning({ hits: rateCounters.hits });
    return won.length === 1;
  }

  /** Seconds until `key` may be counted again (0 when it may now). */
  async retryAfter(key: string, now = Date.now()): Promise<number> {
    const w = this.window(now);
    const redis = await redisClient();
    let hits: number;
    if (redis) {
      hits = Number(await redis.get(redisKey(this.key(key, w.start))) ?? 0);
    } else {
      const db = await getDb();
      const [row] = await db.select({ hits: rateCounters.hits }).from(rateCounters)
        .where(and(eq(rateCounters.key, `${this.name}:${key}`), eq(rateCounters.windowStart, new Date(w.start))));
      hits = row?.hits ?? 0;
    }
    if (hits < this.limit) return 0;
    return Math.max(1, Math.ceil((w.end - now) / 1000));
  }

  /** Forgets every count of this limit (tests). */
  async clear(): Promise<void> {
    const redis = await redisClient();
    if (redis) {
      const keys = await redis.keys(redisKey(`${this.name}:*`));
      if (keys.length) await redis.del(...keys);
      return;
    }
    const db = await getDb();
    await db.delete(rateCounters).where(like(rateCounters.key, `${this.name}:%`));
  }
}
