import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { DetailKind } from '@/lib/detail-url';
import type { Db } from '../db/client';
import { listings, savedSearches } from '../db/schema';
import { listingFilters, pgFilters } from '../search/catalog/filters';
import { listingSources, pgSources } from '../search/catalog/search';
import type { Group } from '../search/catalog/types';
import type { ListingSearchBody, PgSearchBody } from '../search/catalog/schemas';

// Does a live item match a saved search? The saved search keeps the exact
// search-v2 body its results page ran, and the match runs the search's own
// WHERE clause (server/search/catalog/where.ts) with `id = item`: alerts and results
// can never disagree about what matches.

type SavedSearch = typeof savedSearches.$inferSelect;

/** The search group a live item shows in (projects show in residential sale searches). */
export async function groupOfItem(db: Db, kind: DetailKind, id: number): Promise<string | null> {
  if (kind === 'pg') return 'pg';
  if (kind === 'project') return 'residential';
  const [row] = await db.select({ group: listings.group }).from(listings).where(eq(listings.id, id));
  return row?.group ?? null;
}

export async function matches(db: Db, s: SavedSearch, kind: DetailKind, id: number): Promise<boolean> {
  let source;
  if (s.searchGroup === 'pg') {
    if (kind !== 'pg') return false;
    [source] = pgSources(await pgFilters(s.body as PgSearchBody));
  } else {
    if (kind === 'pg') return false;
    // listingSources: [listings, projects when this search includes projects].
    const sources = listingSources(s.searchGroup as Group, await listingFilters(s.searchGroup as Group, s.body as ListingSearchBody));
    source = kind === 'property' ? sources[0] : sources[1];
  }
  if (!source) return false;
  const table = kind === 'property' ? 'listings' : kind === 'pg' ? 'pgs' : 'projects';
  // The source's own FROM (the same table today; kept general for joined sources).
  const res = await db.execute(sql`select 1 from ${source.table} where ${sql.raw(`"${table}"."id"`)} = ${id} and ${source.where} limit 1`);
  return (res as unknown as { rows: unknown[] }).rows.length > 0;
}

/** The saved searches of a group that an event may reach: for a price drop, only those that asked for drops. */
export async function searchesFor(db: Db, group: string, priceDrop = false) {
  return db.select().from(savedSearches)
    .where(and(eq(savedSearches.searchGroup, group), priceDrop ? eq(savedSearches.priceDrops, true) : undefined));
}
