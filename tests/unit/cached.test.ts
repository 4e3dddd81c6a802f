import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The one data-cache helper (server/platform/cache/cached.ts) over a stand-in for Next's data
// cache that behaves as Next's does for a stale entry: it still answers with it (and
// would refresh it behind the request). Only Next's store is replaced; the helper's
// own rules (hard age, the search generation in the key, tags) run as they are.
const store = new Map<string, unknown>();
const seen: { key: string[]; tags?: string[]; revalidate?: number | false }[] = [];
let inNext = true;
vi.mock('next/cache', () => ({
  unstable_cache: (fn: (...a: unknown[]) => Promise<unknown>, key: string[], o: { tags?: string[]; revalidate?: number | false }) => {
    seen.push({ key, ...o });
    return async (...args: unknown[]) => {
      if (!inNext) throw new Error('Invariant: incrementalCache missing in unstable_cache');
      const k = JSON.stringify([key, args]);
      if (!store.has(k)) store.set(k, await fn(...args));
      return store.get(k);
    };
  },
  revalidateTag: () => undefined,
}));

const { cached } = await import('@/server/platform/cache/cached');
const { bumpSearchGeneration } = await import('@/server/platform/cache/generation');
const { SEARCH_CACHE_TAG } = await import('@/server/platform/cache/changed');

describe('cached(): the one data cache', () => {
  let computed = 0;
  const square = async (n: number) => { computed++; return n * n; };
  beforeEach(() => { store.clear(); computed = 0; inNext = true; vi.useFakeTimers({ toFake: ['Date'] }); });
  afterEach(() => vi.useRealTimers());

  it('computes once, then answers from the store; tags and the age reach Next', async () => {
    const f = cached(square, { key: 'sq-v1', maxAgeSeconds: 30, changesWithListings: true, tags: ['extra'] });
    expect(await f(3)).toBe(9);
    expect(await f(3)).toBe(9);
    expect(computed).toBe(1);
    expect(seen.at(-1)).toEqual({ key: ['sq-v1'], tags: [SEARCH_CACHE_TAG, 'extra'], revalidate: 30 });
  });

  it('never shows an answer older than its age: a stale entry is recomputed in the request', async () => {
    const f = cached(square, { key: 'sq-v2', maxAgeSeconds: 30, changesWithListings: false });
    await f(4);
    vi.setSystemTime(Date.now() + 29_000);
    await f(4);
    expect(computed).toBe(1);
    vi.setSystemTime(Date.now() + 2_000);
    expect(await f(4)).toBe(16);
    expect(computed).toBe(2);
  });

  it('retires what shows listings when the search generation moves (a write on any server)', async () => {
    const listings = cached(square, { key: 'sq-v3', maxAgeSeconds: 600, changesWithListings: true });
    const sitemap = cached(square, { key: 'sq-v4', maxAgeSeconds: 600, changesWithListings: false });
    await listings(5);
    await sitemap(5);
    bumpSearchGeneration();
    await listings(5);
    await sitemap(5);
    expect(computed).toBe(3);
  });

  it('computes directly outside a Next request; an error of the computation is thrown once', async () => {
    inNext = false;
    const f = cached(square, { key: 'sq-v5', maxAgeSeconds: 30, changesWithListings: true });
    expect(await f(6)).toBe(36);
    let tries = 0;
    const broken = cached(async () => { tries++; throw new Error('relation "listings" does not exist'); }, { key: 'b', maxAgeSeconds: 30, changesWithListings: false });
    await expect(broken()).rejects.toThrow('relation "listings" does not exist');
    expect(tries).toBe(1);
  });
});
