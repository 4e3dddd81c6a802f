// One search, two ways in: the HTTP adapter reads the SPEC's wire body (toApiBody, what the
// client sends) through its yup check into filters; server pages read their SearchState into
// filters directly (server/search/catalog/state-filters.ts). Both must give the same filters and
// run the same SQL, for every filter the route id carries.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  AGRICULTURE_TYPES, COMMERCIAL_TYPES, FACING, FURNISHING, PG_GENDERS, PG_ROOM_TYPES, POSTED_BY,
  RESIDENTIAL_TYPES, valuesOf,
} from '@/lib/enums';
import { EMPTY_SEARCH, parseSearchId, toApiBody, writeSearchId, type SearchGroup, type SearchState, type SortKey } from '@/lib/search-route';
import type { Db } from '@/server/db/client';
import { validate } from '@/server/http/validate';
import { pagedSearch } from '@/server/search/catalog/card-query';
import { listingFilters, pgFilters } from '@/server/search/catalog/filters';
import { listingSearchBody, pgSearchBody } from '@/server/search/catalog/schemas';
import { listingSources, pgSources } from '@/server/search/catalog/search';
import { listingFiltersOfState, pgFiltersOfState } from '@/server/search/catalog/state-filters';
import type { ListingFilters, PgFilters } from '@/server/search/catalog/types';
import { useTestDb } from '../helpers/db';
import { makeCity, makeListing, makePg, makeProject } from '../helpers/fixtures';

const t = useTestDb();
const NOW = new Date('2026-03-14T20:15:00Z'); // 01:45 IST on the 15th: the posted-since days are IST's

beforeAll(async () => {
  await makeCity(t.db, 'Mysuru');
  await makeListing(t.db, { city: 'Mysuru', locality: 'Vijayanagar' });
  await makeListing(t.db, { city: 'Mysuru', locality: 'Gokulam', postType: 'rent', price: 20_000, isFeatured: true });
  await makePg(t.db, { city: 'Mysuru', locality: 'Gokulam' });
  await makeProject(t.db, { city: 'Mysuru', locality: 'Vijayanagar' });
});

const dialect = new PgDialect();

/** Runs the search on the real database, recording each statement as text and parameters. */
async function searchSql(group: SearchGroup, f: ListingFilters | PgFilters) {
  const statements: string[] = [];
  const recording = {
    execute: (q: SQL) => {
      const { sql, params } = dialect.sqlToQuery(q);
      statements.push(JSON.stringify({ sql, params }));
      return t.db.execute(q);
    },
  } as unknown as Db;
  const sources = group === 'pg' ? pgSources(f as PgFilters) : listingSources(group, f as ListingFilters);
  const result = await pagedSearch(recording, sources, f.sort, f.page, f.limit);
  return { statements: statements.sort(), ids: result.data.map((c) => `${c.kind}:${c.id}`), total: result.total };
}

async function viaWireBody(group: SearchGroup, s: SearchState, fallbackCity: string, sort: SortKey) {
  const body = toApiBody(group, s, { fallbackCity, sort });
  return group === 'pg'
    ? pgFilters(await validate(pgSearchBody, body))
    : listingFilters(group, await validate(listingSearchBody(group), body), NOW);
}

function viaState(group: SearchGroup, s: SearchState, fallbackCity: string, sort: SortKey) {
  return group === 'pg' ? pgFiltersOfState(s, { fallbackCity, sort }) : listingFiltersOfState(group, s, { fallbackCity, sort }, NOW);
}

const TYPES: Record<Exclude<SearchGroup, 'pg'>, string[]> = {
  residential: valuesOf(RESIDENTIAL_TYPES), commercial: valuesOf(COMMERCIAL_TYPES), agriculture: valuesOf(AGRICULTURE_TYPES),
};
const chip = (city: string, locality = '') => ({ label: locality || city, value: { city, locality } });
const bound = (min: number | null, max: number | null) => ({ min, max });

/** One search per value of every filter the route id carries, for each group. */
function everyFilter(group: SearchGroup): Partial<SearchState>[] {
  const out: Partial<SearchState>[] = [
    {}, { location: [chip('Mysuru')] }, { location: [chip('Mysuru', 'Vijayanagar')] },
    { location: [chip('Mysuru', 'Gokulam'), chip('Bengaluru', 'Koramangala'), chip('Bengaluru')] },
    { location: [chip('Mysuru', 'Gokulam'), chip('Mysuru', 'gokulam ')] },
    { budget: bound(0, 20_000) }, { budget: bound(5_000, null) }, { budget: bound(null, 1e7) }, { budget: bound(0, 1e9) },
  ];
  if (group === 'pg') {
    for (const g of valuesOf(PG_GENDERS)) out.push({ gender: [g] });
    out.push({ gender: valuesOf(PG_GENDERS) });
    for (const r of valuesOf(PG_ROOM_TYPES)) out.push({ roomType: [r] }, { roomType: [r], budget: bound(3_000, 9_000) });
    out.push({ roomType: valuesOf(PG_ROOM_TYPES) });
    return out;
  }
  for (const type of ['sale', 'rent'] as const) out.push({ type });
  for (const t of TYPES[group]) out.push({ propType: [t] });
  out.push({ propType: TYPES[group].slice(0, 3) }, { propType: ['plot'] });
  for (const b of ['1', '2', '3', '4', '5']) out.push({ bedrooms: [b] }, { bathrooms: [b] });
  out.push({ bedrooms: ['1', '2', '3', '4', '5'] }, { bedrooms: ['2', '5'] }, { bathrooms: ['1', '3'] });
  for (const k of ['superArea', 'carpetArea', 'plotArea'] as const) out.push({ [k]: bound(500, 2_000) }, { [k]: bound(null, 900) });
  for (const f of valuesOf(FURNISHING)) out.push({ furnishingStatus: [f] });
  for (const f of valuesOf(FACING)) out.push({ facing: [f] });
  for (const p of valuesOf(POSTED_BY)) out.push({ postedBy: [p] });
  out.push({ postedBy: valuesOf(POSTED_BY) });
  for (const v of ['new', 'resale', 'any']) out.push({ transcation: v });
  for (const v of ['under_construction', 'ready_to_move', 'any']) out.push({ status: v });
  for (const v of ['today', 'yesterday', 'thisWeek', 'thisMonth', 'all']) out.push({ postedSince: v });
  out.push({ amenities: ['Lift', 'Power Backup'] }, { verified: true });
  return out;
}

/** A deterministic mix of several filters at once (a small LCG, so a failure replays). */
function mixes(group: SearchGroup, n: number): Partial<SearchState>[] {
  const singles = everyFilter(group);
  let seed = 20_261_125;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: n }, () => {
    const k = 2 + Math.floor(next() * 4);
    return Object.assign({}, ...Array.from({ length: k }, () => singles[Math.floor(next() * singles.length)]));
  });
}

const GROUPS: SearchGroup[] = ['residential', 'commercial', 'agriculture', 'pg'];
const SORTS: SortKey[] = ['relevance', 'asc', 'desc', 'newest'];

describe('a server page and the search API build the same search', () => {
  for (const group of GROUPS) {
    it(`${group}: every filter and a mix of them give the same filters and the same SQL both ways`, async () => {
      const searches = [...everyFilter(group), ...mixes(group, 40)];
      for (const [i, partial] of searches.entries()) {
        // What a server page has: the state parsed back from its route id.
        const written = { ...EMPTY_SEARCH, type: group === 'pg' ? 'pg' : 'sale', ...partial } as SearchState;
        const state = parseSearchId(writeSearchId(written));
        if (group === 'pg') state.type = 'pg';
        else if (state.type === 'pg') state.type = 'sale';
        const sort = SORTS[i % SORTS.length];
        const label = `${group} #${i} ${writeSearchId(state)} sort=${sort}`;
        const wire = await viaWireBody(group, state, 'Mysuru', sort);
        const direct = await viaState(group, state, 'Mysuru', sort);
        expect(direct, label).toEqual(wire);
        expect(await searchSql(group, direct), label).toEqual(await searchSql(group, wire));
      }
    });
  }

  it('the searches are not all alike: filters change the SQL and the matches', async () => {
    const plain = await viaState('residential', { ...EMPTY_SEARCH, location: [chip('Mysuru')] }, 'Mysuru', 'relevance');
    const rent = await viaState('residential', { ...EMPTY_SEARCH, type: 'rent', location: [chip('Mysuru')] }, 'Mysuru', 'relevance');
    const [a, b] = [await searchSql('residential', plain), await searchSql('residential', rent)];
    expect(a.statements).not.toEqual(b.statements);
    expect(a.ids).toHaveLength(2); // the sale listing and the project
    expect(b.ids).toHaveLength(1);
  });
});
