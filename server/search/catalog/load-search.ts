import 'server-only';
import { pageMetadata } from '../../seo/metadata';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { SEARCH_CACHE_TAG } from '../../cache/changed';
import type { Metadata } from 'next';
import { searchListings, searchPgs } from './search';
import { currentCity } from '@/server/users/viewer';
import { isSortKey, parseSearchId, searchPath, toApiBody, type SearchGroup } from '@/lib/search-route';
import { searchDescription, searchTitle } from '@/lib/search-title';
import { indexPolicy, robotsOf } from '@/lib/seo/index-policy';

/**
 * The page's search: the route id is parsed, the body built exactly as the
 * client's search-v2 call would be, and the domain function called directly.
 */
async function resolveSearch(group: SearchGroup, id: string, sortParam?: string) {
  const state = parseSearchId(id);
  if (group === 'pg') state.type = 'pg';
  else if (state.type === 'pg') state.type = 'sale';
  const city = await currentCity();
  const sort = isSortKey(sortParam) ? sortParam : 'relevance';
  const place = state.location[0]?.value.city || city;
  return { state, fallbackCity: city, city: place, sort, path: searchPath(group, state) };
}

/**
 * A search's first page is the same for every visitor, so it is kept in
 * Next's data cache and shared (issue 14). Freshness: the key holds a 30 s
 * time slot, so no answer is older than 30 s however rarely a page is asked
 * for (revalidate alone would serve one stale answer after a long quiet
 * spell); the tag lets a write drop every entry at once
 * (revalidateTag(SEARCH_CACHE_TAG)). Pages stay dynamic (per-request CSP
 * nonce, signed-in header); only the data is shared.
 */
export const SEARCH_FRESH_MS = 30_000;
const cachedSearch = unstable_cache(
  async (group: SearchGroup, body: ReturnType<typeof toApiBody>, _slot: number) =>
    (group === 'pg' ? searchPgs(body) : searchListings(group, body)),
  ['search-page-v1'],
  { revalidate: 2 * SEARCH_FRESH_MS / 1000, tags: [SEARCH_CACHE_TAG] },
);

export const loadSearch = cache(async (group: SearchGroup, id: string, sortParam?: string) => {
  const { state, fallbackCity, city, sort, path } = await resolveSearch(group, id, sortParam);
  const body = toApiBody(group, state, { fallbackCity, sort });
  const result = await cachedSearch(group, body, Math.floor(Date.now() / SEARCH_FRESH_MS));
  return { state, city, fallbackCity, sort, body, result, path };
});

/**
 * Title, description, canonical and robots of a search page. The indexing
 * policy (lib/seo/index-policy.ts) needs the live count for its empty-page
 * rule: loadSearch's data cache (unstable_cache, keyed by the same body and
 * time slot) answers it, so only a cold cache costs a second search.
 */
export async function searchMetadata(group: SearchGroup, id: string, sort?: string): Promise<Metadata> {
  const { state, city, fallbackCity, sort: sortKey } = await resolveSearch(group, id, sort);
  const { result } = await loadSearch(group, id, sort);
  const verdict = indexPolicy({ group, state, fallbackCity, sort: sortKey, total: result.total });
  const title = searchTitle(group, state, city);
  const description = searchDescription(group, state, city);
  return { title, description, robots: robotsOf(verdict), ...(await pageMetadata({ path: verdict.canonical, title, description })) };
}
