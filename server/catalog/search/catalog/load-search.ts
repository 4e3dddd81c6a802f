import 'server-only';
import { pageMetadata } from '../../seo/metadata';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { cached } from '../../../platform/cache/cached';
import type { Metadata } from 'next';
import { searchFiltered } from './search';
import { filtersOfState } from './state-filters';
import { currentCity } from '@/server/accounts';
import { isSearchId, isSortKey, parseSearchId, searchPath, toApiBody, writeSearchId, type SearchGroup, type SearchState, type SortKey } from '@/lib/search-route';
import { searchDescription, searchTitle } from '@/lib/search-title';
import { pageTitleWords } from '@/server/platform/i18n/title-words';
import { indexPolicy, narrowedSearch, robotsOf } from '@/lib/seo/index-policy';
import { ownerPage } from '@/server/catalog/seo/page-path';
import { metrics } from '@/lib/ops/metrics.mjs';

/**
 * The page's search: the route id is parsed into a SearchState, which becomes
 * the filters directly (state-filters.ts); no wire body is built to be
 * validated again. The client's "Load more" still gets the wire body (`body`).
 */
async function resolveSearch(group: SearchGroup, id: string, sortParam?: string) {
  if (!isSearchId(id)) notFound();
  const state = parseSearchId(id);
  if (group === 'pg') state.type = 'pg';
  else if (state.type === 'pg') state.type = 'sale';
  const city = await currentCity();
  const sort = isSortKey(sortParam) ? sortParam : 'relevance';
  const place = state.location[0]?.value.city || city;
  return { state, fallbackCity: city, city: place, sort, path: searchPath(group, state) };
}

/**
 * A search's first page is the same for every visitor, so it is kept in the data
 * cache and shared (server/platform/cache/cached.ts): no answer older than 30 s, and any
 * write on any server retires it. Pages stay dynamic (per-request CSP nonce,
 * signed-in header); only the data is shared.
 */
export const SEARCH_FRESH_MS = 30_000;
const cachedSearch = cached(
  // The key is the state (plain JSON); the filters are built inside, on a miss.
  async (group: SearchGroup, state: SearchState, fallbackCity: string, sort: SortKey, page: number) => {
    metrics().searchComputed.inc({ group });
    return searchFiltered(group, await filtersOfState(group, state, { fallbackCity, sort, page }));
  },
  { key: 'search-page-v4', maxAgeSeconds: SEARCH_FRESH_MS / 1000, changesWithListings: true },
);

/**
 * One search per request, whoever asks. The page and generateMetadata get the route id in
 * different spellings (one percent-encoded again, one not) and React's cache() keys on the
 * raw string, so each computed the search itself, at the same moment (a data-cache miss for
 * both): the count and the page ran twice on every uncached search page. The key is the
 * id as the app writes it, and the sort as the page reads it.
 */
export function loadSearch(group: SearchGroup, id: string, sortParam?: string, page = 1) {
  if (!isSearchId(id)) notFound();
  return loadSearchOnce(group, writeSearchId(parseSearchId(id)), isSortKey(sortParam) ? sortParam : 'relevance', page);
}

// `page`: a readable page's later page (/in/.../page-2) renders that page of results; the
// client's body stays the first page's, "Load more" asks for the pages after it.
const loadSearchOnce = cache(async (group: SearchGroup, id: string, sortParam: string | undefined, page: number) => {
  const { state, fallbackCity, city, sort, path } = await resolveSearch(group, id, sortParam);
  const body = toApiBody(group, state, { fallbackCity, sort });
  const result = await cachedSearch(group, state, fallbackCity, sort, page);
  // The filters again, on demand (the empty page's nearby localities): the cached search keeps only cards.
  const filters = () => filtersOfState(group, state, { fallbackCity, sort });
  return { state, city, fallbackCity, sort, body, filters, result, path };
});

/**
 * Title, description, canonical and robots of a search page. The indexing
 * policy (lib/seo/index-policy.ts) needs the live count for its empty-page
 * rule: loadSearch's data cache (keyed by the same state) answers it, so only a cold cache costs a second search.
 */
export async function searchMetadata(group: SearchGroup, id: string, sort?: string): Promise<Metadata> {
  const { state, city, fallbackCity, sort: sortKey } = await resolveSearch(group, id, sort);
  const { result } = await loadSearch(group, id, sort);
  const narrowed = narrowedSearch(group, state, fallbackCity);
  // The landing or readable page showing the page this search narrows to is its one URL.
  const landing = ownerPage(group, narrowed.state);
  // A filter page's canonical is named only when the page it narrows is indexable: its count
  // comes from that page's own cached search (a common page, so mostly a cache hit).
  const narrowedTotal = narrowed.dropped.length ? (await loadSearch(group, writeSearchId(narrowed.state))).result.total : undefined;
  const verdict = indexPolicy({ group, state, fallbackCity, sort: sortKey, total: result.total, landing, narrowedTotal });
  const words = await pageTitleWords();
  const title = searchTitle(group, state, city, words);
  const description = searchDescription(group, state, city, words);
  return { title, description, robots: robotsOf(verdict), ...(await pageMetadata({ path: verdict.canonical, title, description, canonical: verdict.linkCanonical })) };
}
