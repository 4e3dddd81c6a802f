import 'server-only';
import { sql } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { getDb } from '../../db/client';
import { validate } from '../../http/validate';
import { rows } from './card-query';
import { listingFilters, pgFilters } from './filters';
import { listingSearchBody, pgSearchBody } from './schemas';
import { listingSources, pgSources } from './search';
import type { Group } from './types';

// Real figures of a search, for a landing page's introduction (issue 14):
// how many live matches, their median price (or rent) and the localities with
// the most of them. One aggregate query over the search's own WHERE clauses.

export type SearchFigures = { total: number; median: number | null; topLocalities: { name: string; count: number }[] };

/** Same figures for every visitor: shared through Next's data cache, 30 s time slots as in load-search.ts. */
const cachedFigures = unstable_cache(async (group: Group | 'pg', body: unknown, _slot: number) => computeFigures(group, body),
  ['search-figures-v1'], { revalidate: 60, tags: ['search-results'] });

export async function searchFigures(group: Group | 'pg', body: unknown, cached = true): Promise<SearchFigures> {
  return cached ? cachedFigures(group, body, Math.floor(Date.now() / 30_000)) : computeFigures(group, body);
}

async function computeFigures(group: Group | 'pg', body: unknown): Promise<SearchFigures> {
  const sources = group === 'pg'
    ? pgSources(await pgFilters(await validate(pgSearchBody, body)))
    : listingSources(group, await listingFilters(group, await validate(listingSearchBody(group), body)));
  const union = sql.join(sources.map((s) => sql`select ${s.columns} from ${s.table} where ${s.where}`), sql` union all `);
  const db = await getDb();
  const [agg] = await rows(db, sql`select count(*)::int as n,
      percentile_cont(0.5) within group (order by price) as median from (${union}) x`);
  const top = await rows(db, sql`select locality, count(*)::int as n from (${union}) x
      group by locality order by n desc, locality limit 3`);
  return {
    total: Number(agg?.n ?? 0),
    median: agg?.median == null ? null : Math.round(Number(agg.median)),
    topLocalities: top.map((t) => ({ name: String(t.locality), count: Number(t.n) })),
  };
}
