import 'server-only';
import { cache } from 'react';
import type { Metadata } from 'next';
import { searchListings, searchPgs } from '@/server/search';
import { currentCity } from '@/server/users/viewer';
import { isSortKey, parseSearchId, searchPath, toApiBody, type SearchGroup } from '@/lib/search-route';
import { searchDescription, searchTitle } from './search-title';

/**
 * One search per request, shared by generateMetadata and the page (React
 * cache): the route id is parsed, the body built exactly as the client's
 * search-v2 call would be, and the domain function called directly.
 */
export const loadSearch = cache(async (group: SearchGroup, id: string, sortParam?: string) => {
  const state = parseSearchId(id);
  if (group === 'pg') state.type = 'pg';
  else if (state.type === 'pg') state.type = 'sale';
  const city = await currentCity();
  const sort = isSortKey(sortParam) ? sortParam : 'relevance';
  const body = toApiBody(group, state, { fallbackCity: city, sort });
  const result = group === 'pg' ? await searchPgs(body) : await searchListings(group, body);
  const place = state.location[0]?.value.city || city;
  return { state, city: place, sort, body, result, path: searchPath(group, state) };
});

export async function searchMetadata(group: SearchGroup, id: string, sort?: string): Promise<Metadata> {
  const { state, city, result, path } = await loadSearch(group, id, sort);
  return {
    title: searchTitle(group, state, city),
    description: searchDescription(group, state, city, result.total),
    // Sorted views repeat the same listings: the unsorted page is the one to index.
    alternates: { canonical: path },
  };
}
