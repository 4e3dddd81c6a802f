import 'server-only';
import { sql } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { searchGeneration } from '../../cache/generation';
import { getDb } from '../../db/client';
import { rows } from './card-query';
import { listingSources, pgSources } from './search';
import { listingFiltersOfState, pgFiltersOfState } from './state-filters';
import type { Group } from './types';
import type { SearchState } from '@/lib/search-route';

// Real figures of a search, for a landing page's introduction:
// how many live matches, their median price (or rent) and the localities with
// the most of them. One aggregate query over the search's own WHERE clauses.

export type SearchFigures = {
  total: number;
  median: number | null;
  /** Matches with a price: what the median is taken over (a project may have none). */
  priced: number;
  /** When the newest match was listed (ISO), null when there is none. */
  newest: string | null;
  topLocalities: { name: string; count: number }[];
};

/** Same figures for every visitor: shared through Next's data cache, 30 s time slots as in load-search.ts. */
const cachedFigures = unstable_cache(
  async (group: Group | 'pg', state: SearchState, fallbackCity: string, _slot: number, _generation: number) => computeFigures(group, state, fallbackCity),
  ['search-figures-v3'], { revalidate: 60, tags: ['search-results'] });

/** Figures of a search page's state (`fallbackCity`: the city searched when the state names none). */
export async function searchFigures(group: Group | 'pg', state: SearchState, fallbackCity: string, cached = true): Promise<SearchFigures> {
  return cached
    ? cachedFigures(group, state, fallbackCity, Math.floor(Date.now() / 30_000), searchGeneration())
    : computeFigures(group, state, fallbackCity);
}

async function computeFigures(group: Group | 'pg', state: SearchState, fallbackCity: string): Promise<SearchFigures> {
  const sources = group === 'pg'
    ? pgSources(await pgFiltersOfState(state, { fallbackCity }))
    : listingSources(group, await listingFiltersOfState(group, state, { fallbackCity }));
  const union = sql.join(sources.map((s) => sql`select ${s.columns} from ${s.table} where ${s.where}`), sql` union all `);
  const db = await getDb();
  const [agg] = await rows(db, sql`select count(*)::int as n, count(price)::int as priced, max(created_at) as newest,
      percentile_cont(0.5) within group (order by price) as median from (${union}) x`);
  const top = await rows(db, sql`select locality, count(*)::int as n from (${union}) x
      group by locality order by n desc, locality limit 3`);
  return {
    total: Number(agg?.n ?? 0),
    median: agg?.median == null ? null : Math.round(Number(agg.median)),
    priced: Number(agg?.priced ?? 0),
    newest: agg?.newest ? new Date(agg.newest as string | Date).toISOString() : null,
    topLocalities: top.map((t) => ({ name: String(t.locality), count: Number(t.n) })),
  };
}
