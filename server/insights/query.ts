import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

export const num = (v: unknown): number | null => (v == null ? null : Number(v));

/** lib/insights/slug.ts placeSlug in SQL, over a column or alias ("l.locality"): the URL segment of a name. */
export const SLUG_SQL = (col: string): SQL => sql.raw(`trim(both '-' from regexp_replace(lower(${col}), '[^a-z0-9]+', '-', 'g'))`);

/**
 * Calls a function wrapped in Next's data cache (unstable_cache). Outside a Next
 * request (tests, scripts) there is no incremental cache and Next throws its
 * invariant: then, and only then, the figures are computed directly; a database
 * error is thrown as it is, not retried.
 */
export async function viaDataCache<A extends unknown[], T>(cached: (...a: A) => Promise<T>, compute: (...a: A) => Promise<T>, ...args: A): Promise<T> {
  try {
    return await cached(...args);
  } catch (e) {
    if (e instanceof Error && e.message.startsWith('Invariant: incrementalCache missing')) return compute(...args);
    throw e;
  }
}
