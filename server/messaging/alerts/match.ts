import 'server-only';
import { sql } from 'drizzle-orm';
import type { DetailKind } from '@/lib/detail-url';
import type { Db } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import type { savedSearches } from '../../platform/db/schema';
import { listingFilters, pgFilters, listingSources, pgSources } from '../../catalog';
import type { Group, ListingSearchBody, PgSearchBody } from '../../catalog';

// Does a live item match a saved search? The saved search keeps the exact
// search-v2 body its results page ran, and the match runs the search's own
// WHERE clause (server/catalog/search/catalog/where.ts) with `id = item`: alerts and results
// can never disagree about what matches.

type SavedSearch = typeof savedSearches.$inferSelect;
type Source = ReturnType<typeof listingSources>[number];

/**
 * The source (table and WHERE) of a saved search's body that an item of `kind` answers to (null when
 * none), and whether that WHERE depends on the body alone: not when it names localities (their names
 * come from the locality index, which an import can change) or a posted-since date.
 */
export async function compiledSource(group: string, body: unknown, kind: DetailKind): Promise<{ source: Source | null; stable: boolean }> {
  if (group === 'pg') {
    if (kind !== 'pg') return { source: null, stable: true };
    const f = await pgFilters(body as PgSearchBody);
    return { source: pgSources(f)[0], stable: f.places.every((p) => !p.names) };
  }
  if (kind === 'pg') return { source: null, stable: true };
  const f = await listingFilters(group as Group, body as ListingSearchBody);
  // listingSources: [listings, projects when this search includes projects].
  const sources = listingSources(group as Group, f, kind === 'project');
  return { source: (kind === 'property' ? sources[0] : sources[1]) ?? null, stable: f.places.every((p) => !p.names) && !f.postedSince };
}

export const sourceOf = async (group: string, body: unknown, kind: DetailKind) => (await compiledSource(group, body, kind)).source;

/**
 * One saved search against one item, one query: what the worker did before match-many.ts
 * (kept as the reference the batch matcher is tested against).
 */
export async function matches(db: Db, s: SavedSearch, kind: DetailKind, id: number): Promise<boolean> {
  const source = await sourceOf(s.searchGroup, s.body, kind);
  if (!source) return false;
  const table = kind === 'property' ? 'listings' : kind === 'pg' ? 'pgs' : 'projects';
  // The source's own FROM (the same table today; kept general for joined sources).
  const found = await rows(db, sql`select 1 from ${source.table} where ${sql.raw(`"${table}"."id"`)} = ${id} and ${source.where} limit 1`);
  return found.length > 0;
}
