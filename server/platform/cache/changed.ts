import 'server-only';
import { revalidateTag } from 'next/cache';
import { bumpSearchGeneration } from './generation';
import { publishSearchChanged } from './signals';

/** The data-cache tag of the shared first pages of search (server/catalog/search/catalog/load-search.ts). */
export const SEARCH_CACHE_TAG = 'search-results';

/**
 * A listing, PG or project went live, changed, or left (posting, the moderation
 * desk, featuring, reports): every cache of what search shows is retired, on
 * this server at once and on the others through the fleet signal
 * (server/platform/cache/signals.ts). The search data in Next's data cache is keyed by the
 * search generation (server/catalog/search/catalog/load-search.ts), so a bump retires it
 * on every server; the tag is expired here too (expire: 0, not 'max': the poster
 * must see the new price on the next search, not one request later). Outside a
 * Next request (tests, scripts) there is no data cache to drop.
 */
export function searchChanged(): void {
  // The production server's page cache (server/platform/runtime/page-cache.ts) reads the same generation.
  bumpSearchGeneration();
  publishSearchChanged();
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
