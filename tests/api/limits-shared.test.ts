import { afterAll, describe, expect, it } from 'vitest';
import { Throttle } from '@/server/platform/http/throttle';
import { closeRedis } from '@/server/platform/http/redis';
import { useTestDb } from '../helpers/db';

// Two Throttle objects of one name stand for the same limit on two servers: they
// must share one count (in the database, or in Redis when REDIS_URL is set).
useTestDb();
afterAll(() => closeRedis());

const store = process.env.REDIS_URL ? 'Redis' : 'the database';

describe(`rate limits counted in ${store}`, () => {
  it('N servers do not multiply a limit, and a refused hit adds nothing', async () => {
    const a = new Throttle('test-shared', 5, 3_600_000);
    const b = new Throttle('test-shared', 5, 3_600_000);
    await a.clear();
    const now = Date.now();
    const took = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).take('10.9.0.1', now)));
    expect(took.filter(Boolean)).toHaveLength(5);
    expect(await a.take('10.9.0.1', now)).toBe(false);
    expect(await b.take('10.9.0.2', now)).toBe(true);
    expect(await b.retryAfter('10.9.0.2', now)).toBe(0);
    if (!process.env.REDIS_URL) {
      // Retry-After runs to the end of the window, an hour after its first hit
      // (Redis keeps its own clock: these steps move ours).
      expect(await b.retryAfter('10.9.0.1', now + 15 * 60_000)).toBe(45 * 60);
      // A burst is not split by the clock: 10:59 is still the same window.
      expect(await a.take('10.9.0.1', now + 44 * 60_000)).toBe(false);
      // Past it the count starts afresh.
      expect(await a.take('10.9.0.1', now + 3_600_000)).toBe(true);
    } else {
      expect(await b.retryAfter('10.9.0.1', now)).toBeGreaterThan(3590);
    }
    await a.clear();
    expect(await b.take('10.9.0.1', now)).toBe(true);
  });

  it('limits of different names never share a count', async () => {
    const x = new Throttle('test-x', 1, 60_000);
    const y = new Throttle('test-y', 1, 60_000);
    await x.clear();
    await y.clear();
    expect(await x.take('k')).toBe(true);
    expect(await y.take('k')).toBe(true);
    expect(await x.take('k')).toBe(false);
  });
});
