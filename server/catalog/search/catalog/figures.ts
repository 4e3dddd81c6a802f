import 'server-only';
import { sql } from 'drizzle-orm';
import { cached as dataCache } from '../../../platform/cache/cached';
import { reader } from '../../../platform/db/client';
import { rows } from './card-query';
import { listingSources, pgSources } from './search';
import { listingFiltersOfState, pgFiltersOfState } from './state-filters';
import type { Group } from './types';
import type { SearchState } from '@/lib/search-route';
import { MIN_LISTINGS } from '@/lib/insights/format';

// Real figures of a search, for a landing page's introduction:
// how many live matches, their median price (or rent) and the localities with
// the most of them. One aggregate query over the search's own WHERE clauses.

export type SearchFigures = {
  total: number;
  median: number | null;
  /** Matches with a price: what the median is taken over (a project may have none). */
  priced: number;
  /** The lowest and highest price among the matches, null when none has one. */
  minPrice?: number | null;
  maxPrice?: number | null;
  /** When the newest match was listed (ISO), null when there is none. */
  newest: string | null;
  topLocalities: { name: string; count: number }[];
};

/** Same figures for every visitor: shared for 30 s at most, retired by any write, as the search itself. */
const cachedFigures = dataCache(computeFigures, { key: 'search-figures-v5', maxAgeSeconds: 30, changesWithListings: true });

/** Figures of a search page's state (`fallbackCity`: the city searched when the state names none). */
export async function searchFigures(group: Group | 'pg', state: SearchState, fallbackCity: string, cached = true): Promise<SearchFigures> {
  return cached
    ? cachedFigures(group, state, fallbackCity)
    : computeFigures(group, state, fallbackCity);
}

async function computeFigures(group: Group | 'pg', state: SearchState, fallbackCity: string): Promise<SearchFigures> {
  const sources = group === 'pg'
    ? pgSources(await pgFiltersOfState(state, { fallbackCity }))
    : listingSources(group, await listingFiltersOfState(group, state, { fallbackCity }));
  const union = sql.join(sources.map((s) => sql`select ${s.columns} from ${s.table} where ${s.where}`), sql` union all `);
  const db = await reader();
  const [agg] = await rows(db, sql`select count(*)::int as n, count(price)::int as priced, max(created_at) as newest,
      min(price) as lo, max(price) as hi,
      percentile_cont(0.5) within group (order by price) as median from (${union}) x`);
  const top = await rows(db, sql`select locality, count(*)::int as n from (${union}) x
      group by locality order by n desc, locality limit 3`);
  return {
    total: Number(agg?.n ?? 0),
    // The insights rule of a median (server/catalog/insights/median.ts): with its count, none below MIN_LISTINGS.
    median: agg?.median == null || Number(agg?.priced ?? 0) < MIN_LISTINGS ? null : Math.round(Number(agg.median)),
    priced: Number(agg?.priced ?? 0),
    minPrice: agg?.lo == null ? null : Number(agg.lo),
    maxPrice: agg?.hi == null ? null : Number(agg.hi),
    newest: agg?.newest ? new Date(agg.newest as string | Date).toISOString() : null,
    topLocalities: top.map((t) => ({ name: String(t.locality), count: Number(t.n) })),
  };
}
