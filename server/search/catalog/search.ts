import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { sweepIfDue } from '../../posting/expiry';
import { sweepLapsedPlansSafely } from '../../plans/sweep';
import { validate } from '../../http/validate';
import { LISTING_CARD_COLUMNS, pgCardColumns, PROJECT_CARD_COLUMNS } from './cards';
import { cardPage, pagedSearch, type Source } from './card-query';
import { listingFilters, pgFilters } from './filters';
import { listingSearchBody, pgSearchBody } from './schemas';
import type { Card, Group, ListingFilters, PgFilters, SearchResult } from './types';
import { listingWhere, pgMatchingRooms, pgWhere, projectWhere } from './where';

// Domain search functions, shared by the HTTP handlers and server components.
// Input is the SPEC §7 request body (validated here, so both callers get the
// same 400s); output is cards, never rows.

export function listingSources(group: Group, f: ListingFilters, withProjects = true): Source[] {
  const sources: Source[] = [
    { columns: LISTING_CARD_COLUMNS, table: sql`"listings"`, where: listingWhere(group, f) },
  ];
  const pw = withProjects ? projectWhere(group, f) : null;
  if (pw) sources.push({ columns: PROJECT_CARD_COLUMNS, table: sql`"projects"`, where: pw, priceNullable: true });
  return sources;
}

export const pgSources = (f: PgFilters): Source[] =>
  [{ columns: pgCardColumns(pgMatchingRooms(f)), table: sql`"pgs"`, where: pgWhere(f) }];

/** Residential, commercial or agriculture search (residential sale includes projects). */
export async function searchListings(group: Group, body: unknown): Promise<SearchResult> {
  const f = await listingFilters(group, await validate(listingSearchBody(group), body));
  await sweepIfDue(); // listings past their 60 fresh days leave search (server/posting/expiry.ts)
  await sweepLapsedPlansSafely(); // featured badges of ended plans go (server/plans/sweep.ts)
  return pagedSearch(await getDb(), listingSources(group, f), f.sort, f.page, f.limit);
}

export async function searchPgs(body: unknown): Promise<SearchResult> {
  const f = await pgFilters(await validate(pgSearchBody, body));
  return pagedSearch(await getDb(), pgSources(f), f.sort, f.page, f.limit);
}

/** Up to `limit` PG cards without counting (home page section). */
export async function topPgs(body: object, limit: number): Promise<Card[]> {
  const f = await pgFilters(await validate(pgSearchBody, body));
  return cardPage(await getDb(), pgSources(f), f.sort, limit, 0);
}
