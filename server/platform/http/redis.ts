import 'server-only';
import type { Redis } from 'ioredis';
import { outsideRequest } from '../system/outside-request';

// The optional Redis of a fleet (REDIS_URL): shared counters for the rate limits.
// One client per process, opened on first use outside any request; REDIS_KEY_PREFIX
// keeps several apps (or test runs) on one Redis apart.

const g = globalThis as { __gbRedis?: Promise<Redis> };

export const redisKey = (key: string) => `${process.env.REDIS_KEY_PREFIX ?? 'gb:'}${key}`;

/** The shared client, or null when REDIS_URL is not set. */
export async function redisClient(): Promise<Redis | null> {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  g.__gbRedis ??= outsideRequest(async () => {
    const { Redis: Client } = await import('ioredis');
    const client = new Client(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    client.on('error', (e) => console.error('[redis]', e.message));
    return client;
  });
  return g.__gbRedis;
}

/** Closes the client (graceful shutdown, tests). */
export async function closeRedis(): Promise<void> {
  const c = g.__gbRedis;
  g.__gbRedis = undefined;
  if (c) await (await c).quit().catch(() => undefined);
}
