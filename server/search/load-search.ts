import 'server-only';
import { pageMetadata } from '../seo/metadata';
import { cache } from 'react';
import type { Metadata } from 'next';
import { searchListings, searchPgs } from './search';
import { currentCity } from '@/server/users/viewer';
import { isSortKey, parseSearchId, searchPath, toApiBody, type SearchGroup } from '@/lib/search-route';
import { searchDescription, searchTitle } from '@/components/search/search-title';

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

export const loadSearch = cache(async (group: SearchGroup, id: string, sortParam?: string) => {
  const { state, fallbackCity, city, sort, path } = await resolveSearch(group, id, sortParam);
  const body = toApiBody(group, state, { fallbackCity, sort });
  const result = group === 'pg' ? await searchPgs(body) : await searchListings(group, body);
  return { state, city, sort, body, result, path };
});

/** No database work: metadata renders apart from the page, where cache() does not reach. */
export async function searchMetadata(group: SearchGroup, id: string, sort?: string): Promise<Metadata> {
  const { state, city, path } = await resolveSearch(group, id, sort);
  const title = searchTitle(group, state, city);
  const description = searchDescription(group, state, city);
  // Sorted views repeat the same listings: the unsorted page is the one to index.
  return { title, description, ...(await pageMetadata({ path, title, description })) };
}
