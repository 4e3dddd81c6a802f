import 'server-only';
import { unstable_cache } from 'next/cache';
import { SEARCH_CACHE_TAG } from './changed';
import { searchGeneration } from './generation';

// The one data cache of the server: Next's data cache (unstable_cache), with
// 1. a name and a version (the key a code change bumps),
// 2. a hard age: an answer older than `maxAgeSeconds` is never shown. Next's
//    revalidate alone serves one stale answer after a quiet spell and refreshes
//    behind it; here that stale answer is recomputed in the request instead (Next's
//    refresh still runs), so no visitor sees figures older than the age however
//    rarely a page is asked for, without time slots in the key;
// 3. tags, and for data that shows listings (`changesWithListings`), the search
//    generation in the key: a write on any server bumps it on every server within
//    milliseconds (server/platform/cache/signals.ts, LISTEN/NOTIFY), which retires every such
//    entry fleet-wide; revalidateTag (server/platform/cache/changed.ts) reaches only the
//    writer's own process, since Next's data cache is per process.
// Outside a Next request (tests, scripts) there is no data cache: the value is computed.
// React's cache() stays for what is shared within one request only.

export type CacheOptions = {
  /** Name and version of the entry family, e.g. 'search-page-v4'. */
  key: string;
  /** No answer older than this is shown. */
  maxAgeSeconds: number;
  /** Retired fleet-wide whenever a listing, PG or project changes (the search generation). */
  changesWithListings: boolean;
  /** More tags to expire the family by (SEARCH_CACHE_TAG comes with changesWithListings). */
  tags?: string[];
};

type Stamped<T> = { at: number; value: T };

/** True for Next's error when there is no incremental cache (not inside a Next request). */
export function outsideNext(e: unknown): boolean {
  return e instanceof Error && e.message.startsWith('Invariant: incrementalCache missing');
}

/** `compute` shared through Next's data cache under `o` (see the head of this file). Arguments are the key: plain JSON. */
export function cached<A extends unknown[], T>(compute: (...args: A) => Promise<T>, o: CacheOptions): (...args: A) => Promise<T> {
  const tags = [...new Set([...(o.changesWithListings ? [SEARCH_CACHE_TAG] : []), ...(o.tags ?? [])])];
  const stored = unstable_cache(
    async (_generation: number, ...args: A): Promise<Stamped<T>> => ({ at: Date.now(), value: await compute(...args) }),
    [o.key],
    { revalidate: o.maxAgeSeconds, tags },
  );
  return async (...args: A): Promise<T> => {
    let hit: Stamped<T>;
    try {
      hit = await stored(o.changesWithListings ? searchGeneration() : 0, ...args);
    } catch (e) {
      if (outsideNext(e)) return compute(...args);
      throw e;
    }
    return Date.now() - hit.at <= o.maxAgeSeconds * 1000 ? hit.value : compute(...args);
  };
}
