import 'server-only';
import { sql } from 'drizzle-orm';
import { reader } from '../../../platform/db/client';
import { LISTING_CARD_COLUMNS, pgCardColumns, PROJECT_CARD_COLUMNS } from './cards';
import { cardPage, pagedSearch, type Source } from './card-query';
import type { SearchGroup } from '@/lib/search-route';
import type { SearchFilters } from './state-filters';
import type { Card, Group, ListingFilters, PgFilters, SearchResult } from './types';
import { listingWhere, pgMatchingRooms, pgWhere, projectWhere } from './where';

// Domain search functions, shared by the HTTP handlers and server components.
// Input is normalised filters: the HTTP adapter (handlers.ts) builds them from
// the SPEC §7 wire body, server pages from their SearchState (state-filters.ts).
// Output is cards, never rows.

export function listingSources(group: Group, f: ListingFilters, withProjects = true): Source[] {
  const sources: Source[] = [
    { columns: LISTING_CARD_COLUMNS, table: sql`"listings"`, where: listingWhere(group, f), key: { kind: 'property', price: sql`"listings"."price"` } },
  ];
  const pw = withProjects ? projectWhere(group, f) : null;
  if (pw) {
    sources.push({ columns: PROJECT_CARD_COLUMNS, table: sql`"projects"`, where: pw, priceNullable: true,
      key: { kind: 'project', price: sql`"projects"."price_min"` } });
  }
  return sources;
}

export function pgSources(f: PgFilters): Source[] {
  const rooms = pgMatchingRooms(f);
  const price = rooms ? sql`${rooms.rent}::bigint` : sql`"pgs"."min_rent"::bigint`;
  return [{ columns: pgCardColumns(rooms), table: sql`"pgs"`, where: pgWhere(f), key: { kind: 'pg', price } }];
}

/** Residential, commercial or agriculture search (residential sale includes projects). */
export async function searchListings(group: Group, f: ListingFilters): Promise<SearchResult> {
  return pagedSearch(await reader(), listingSources(group, f), f.sort, f.page, f.limit);
}

export async function searchPgs(f: PgFilters): Promise<SearchResult> {
  return pagedSearch(await reader(), pgSources(f), f.sort, f.page, f.limit);
}

/** A search page's results, straight from its state's filters. */
export function searchFiltered(group: SearchGroup, f: SearchFilters): Promise<SearchResult> {
  return group === 'pg' ? searchPgs(f as PgFilters) : searchListings(group, f as ListingFilters);
}

/** Up to `limit` PG cards without counting (home page section). */
export async function topPgs(f: PgFilters, limit: number): Promise<Card[]> {
  return cardPage(await reader(), pgSources(f), f.sort, limit, 0);
}
