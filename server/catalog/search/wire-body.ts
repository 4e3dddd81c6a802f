import 'server-only';
import { validate } from '../../platform/http/validate';
import { listingFilters, pgFilters } from './catalog/filters';
import { listingSearchBody, pgSearchBody } from './catalog/schemas';
import { searchListings, searchPgs } from './catalog/search';
import type { Group, SearchResult } from './catalog/types';

// The HTTP adapter's half of a search: the SPEC §7 wire body (field names and
// typos as the client sends them) is checked by its yup schema and read into
// filters; the domain search takes filters only. Server pages never build a
// wire body: they go from SearchState to filters (catalog/state-filters.ts).

export async function searchListingsOfBody(group: Group, body: unknown): Promise<SearchResult> {
  return searchListings(group, await listingFilters(group, await validate(listingSearchBody(group), body)));
}

export async function searchPgsOfBody(body: unknown): Promise<SearchResult> {
  return searchPgs(await pgFilters(await validate(pgSearchBody, body)));
}
