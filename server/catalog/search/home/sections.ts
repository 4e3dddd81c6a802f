import 'server-only';
import type { HomeAnswer, HomeSection } from '@/lib/contract';
import { and, sql } from 'drizzle-orm';
import { DEFAULT_CITY } from '@/lib/constants';
import { reader } from '../../../platform/db/client';
import { projects } from '../../../platform/db/schema';
import { PROJECT_CARD_COLUMNS } from '../catalog/cards';
import { cardPage, type Source } from '../catalog/card-query';
import { cityVariants } from '../catalog/filters';
import { listingFiltersOfState, pgFiltersOfState } from '../catalog/state-filters';
import { EMPTY_SEARCH } from '@/lib/search-route';
import { listingSources, topPgs } from '../catalog/search';
import type { Card, Group, PostType } from '../catalog/types';
import { isLive } from '../../../platform/items/live';

// Home page sections for one city: featured first, then the newest (the
// relevance order of search), at most 8 cards each, all queries in parallel.

export const HOME_SECTION_SIZE = 8;

/** The API contract's shapes (lib/contract/search.ts). */
export type { HomeSection };

async function listingCards(city: string, group: Group, postTypes: PostType[]): Promise<Card[]> {
  const sources: Source[] = [];
  for (const post_type of postTypes) {
    const f = await listingFiltersOfState(group, { ...EMPTY_SEARCH, type: post_type }, { fallbackCity: city });
    sources.push(...listingSources(group, f, false));
  }
  return cardPage(await reader(), sources, 'relevance', HOME_SECTION_SIZE, 0);
}

async function projectCards(city: string): Promise<Card[]> {
  const where = and(isLive(projects),
    sql`${projects.city} in (${sql.join(cityVariants([city]).map((c) => sql`${c}`), sql`, `)})`)!;
  const source: Source = { columns: PROJECT_CARD_COLUMNS, table: sql`"projects"`, where, priceNullable: true };
  return cardPage(await reader(), [source], 'relevance', HOME_SECTION_SIZE, 0);
}

// Search route ids of SPEC §2 ("See all" links); the location value is a URL-encoded JSON list.
function searchPath(group: Group | 'pg', city: string, type: string): string {
  const location = encodeURIComponent(JSON.stringify([{ label: city, value: { city, locality: '' } }]));
  if (group === 'pg') return '/search/pg/type=pg';
  return `/search/${group}/type=${type}&location=${location}`;
}

export async function homeSections(cityName?: string | null): Promise<HomeAnswer> {
  const city = cityName?.trim() || DEFAULT_CITY;
  const [sale, rent, pg, project, commercial] = await Promise.all([
    listingCards(city, 'residential', ['sale']),
    listingCards(city, 'residential', ['rent']),
    pgFiltersOfState({ ...EMPTY_SEARCH, type: 'pg' }, { fallbackCity: city }).then((f) => topPgs(f, HOME_SECTION_SIZE)),
    projectCards(city),
    listingCards(city, 'commercial', ['sale', 'rent']),
  ]);
  return {
    city,
    sections: [
      { key: 'residential_sale', title: `Properties for sale in ${city}`, search_path: searchPath('residential', city, 'sale'), items: sale },
      { key: 'residential_rent', title: `Properties for rent in ${city}`, search_path: searchPath('residential', city, 'rent'), items: rent },
      { key: 'pg', title: `PGs in ${city}`, search_path: searchPath('pg', city, 'pg'), items: pg },
      { key: 'projects', title: `New projects in ${city}`, search_path: searchPath('residential', city, 'sale'), items: project },
      { key: 'commercial', title: `Commercial properties in ${city}`, search_path: searchPath('commercial', city, 'sale'), items: commercial },
    ],
  };
}
