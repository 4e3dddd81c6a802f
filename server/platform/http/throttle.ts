import 'server-only';
import { eq, like, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { rateCounters } from '../db/schema';
import { redisClient, redisKey } from './redis';

// Rate limits shared by every app server: a limit of 60 a minute stays 60 a
// minute however many servers answer. Counted in Redis when REDIS_URL is set
// (one INCR round trip), else in PostgreSQL or PGlite (one upsert on
// rate_counters, which the retention job prunes). A key's window opens at its
// first counted hit and lasts windowMs; a hit counts only while the window is
// under the limit (a refused hit adds nothing), and the window's end is the
// Retry-After. So a burst is never split across two windows by the clock.

const INCR_UNDER_LIMIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if n > tonumber(ARGV[1]) then redis.call('DECR', KEYS[1]) return 0 end
return n`;

export class Throttle {
  constructor(private readonly name: string, private readonly limit: number, private readonly windowMs: number) {}

  private key(key: string) {
    return `${this.name}:${key}`;
  }

  /** Counts a hit for `key`; false (and nothing counted) when it is over the limit in the window. */
  async take(key: string, now = Date.now()): Promise<boolean> {
    const redis = await redisClient();
    if (redis) {
      const n = await redis.eval(INCR_UNDER_LIMIT, 1, redisKey(this.key(key)), this.limit, this.windowMs);
      return Number(n) > 0;
    }
    const db = await getDb();
    const at = new Date(now);
    const end = new Date(now + this.windowMs);
    const over = sql`${rateCounters.expiresAt} <= ${at}`;
    const won = await db.insert(rateCounters)
      .values({ key: this.key(key), windowStart: at, hits: 1, expiresAt: end })
      .onConflictDoUpdate({
        target: rateCounters.key,
        set: {
          hits: sql`case when ${over} then 1 else ${rateCounters.hits} + 1 end`,
          windowStart: sql`case when ${over} then ${at} else ${rateCounters.windowStart} end`,
          expiresAt: sql`case when ${over} then ${end} else ${rateCounters.expiresAt} end`,
        },
        setWhere: sql`${over} or ${rateCounters.hits} < ${this.limit}`,
      })
      .returning({ hits: rateCounters.hits });
    return won.length === 1;
  }

  /** Seconds until `key` may be counted again (0 when it may now). */
  async retryAfter(key: string, now = Date.now()): Promise<number> {
    const redis = await redisClient();
    if (redis) {
      const k = redisKey(this.key(key));
      const [hits, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      return Number(hits ?? 0) < this.limit || ttl <= 0 ? 0 : Math.max(1, Math.ceil(ttl / 1000));
    }
    const db = await getDb();
    const [row] = await db.select().from(rateCounters).where(eq(rateCounters.key, this.key(key)));
    if (!row || row.hits < this.limit || row.expiresAt.getTime() <= now) return 0;
    return Math.max(1, Math.ceil((row.expiresAt.getTime() - now) / 1000));
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
