import 'server-only';
import { revalidateTag } from 'next/cache';

/** The data-cache tag of the shared first pages of search (server/search/catalog/load-search.ts). */
export const SEARCH_CACHE_TAG = 'search-results';

/**
 * A listing, PG or project went live, changed, or left (posting, the moderation
 * desk, featuring, reports): search pages share their first page
 * through Next's data cache (server/search/catalog/load-search.ts, 30 s slots), so the
 * entries are expired at once (expire: 0, not 'max': the poster must see the
 * new price on the next search, not one request later). Outside a Next request
 * (tests, scripts) there is no data cache to drop.
 */
export function searchChanged(): void {
  // The production server's page cache (scripts/page-cache.mjs) retires its pages too.
  const g = globalThis as { __gbPageGeneration?: number };
  g.__gbPageGeneration = (g.__gbPageGeneration ?? 0) + 1;
  try {
    revalidateTag(SEARCH_CACHE_TAG, { expire: 0 });
  } catch {
    // No work store: not running inside Next (vitest, seed scripts).
  }
}

/** Runs a write that changes what search shows, then drops the cached pages. */
export async function changingSearch<T>(write: Promise<T>): Promise<T> {
  const out = await write;
  searchChanged();
  return out;
}
