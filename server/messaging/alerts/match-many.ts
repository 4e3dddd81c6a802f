import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DetailKind } from '@/lib/detail-url';
import type { DbOrTx } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { listings, pgs, projects, savedSearches } from '../../platform/db/schema';
import { isLive } from '../../platform/items/live';
import { compiledSource } from './match';
import { ANY_BEDS, ANY_CITY, cityKey, itemBeds, PRICE_OPEN_HI, PRICE_OPEN_LO, SEVERAL_CITIES } from './match-key';
import { compile, compiledCache, fill, learnTypes, remember, type Compiled, type Shape } from './compiled-where';

// Which saved searches does one live item match? (1M saved searches.)
// 1. The item's probe (group, for, city, price, bedrooms) against the saved
//    searches' prefilter key (match-key.ts): one index-only range scan of
//    saved_searches_match_idx gives the candidates.
// 2. The exact check is still each search's own WHERE (alerts and results never
//    disagree), compiled once per process (compiled-where.ts), for all candidates
//    in one statement: per shape, the WHERE over unnest() of its searches' parameters.
// A body that no longer compiles skips that search only; so does one whose
// WHERE fails in SQL: a failed statement (in its own savepoint) is split in
// halves until the failing search is alone, and the others still match.

export type MatchedSearch = { id: number; frequency: string };
export type MatchFigures = { candidates: number; compiled: number; shapes: number };

type Probe = { group: string; for: 'sale' | 'rent'; city: string; lo: number; hi: number; beds: number; projects: boolean };
type Entry = Compiled & { id: number };

/** Searches per exact statement. */
const CHUNK = 5000;
const clamp = (n: number) => Math.max(PRICE_OPEN_LO, Math.min(PRICE_OPEN_HI, n));
const TABLE: Record<DetailKind, string> = { property: 'listings', project: 'projects', pg: 'pgs' };

/** The item as the key sees it; null when it is not live (no search's WHERE can match it then). */
async function probeOf(db: DbOrTx, kind: DetailKind, id: number): Promise<Probe | null> {
  if (kind === 'property') {
    const [r] = await db.select({ group: listings.group, postType: listings.postType, city: listings.city, price: listings.price,
      bedrooms: listings.bedrooms, live: isLive(listings) }).from(listings).where(eq(listings.id, id));
    if (!r?.live) return null;
    const price = clamp(Number(r.price));
    return { group: r.group, for: r.postType, city: cityKey(r.city), lo: price, hi: price, beds: itemBeds(r.bedrooms, r.bedrooms), projects: false };
  }
  if (kind === 'project') {
    const [r] = await db.select({ city: projects.city, priceMin: projects.priceMin, priceMax: projects.priceMax,
      bedroomsMin: projects.bedroomsMin, bedroomsMax: projects.bedroomsMax, live: isLive(projects) }).from(projects).where(eq(projects.id, id));
    if (!r?.live) return null;
    // A budget overlaps [price_min, coalesce(price_max, price_min)]; a missing end meets only an open bound.
    const top = r.priceMax ?? r.priceMin;
    return { group: 'residential', for: 'sale', city: cityKey(r.city ?? ''),
      lo: r.priceMin == null ? PRICE_OPEN_HI : clamp(Number(r.priceMin)), hi: top == null ? PRICE_OPEN_LO : clamp(Number(top)),
      beds: itemBeds(r.bedroomsMin, r.bedroomsMax), projects: true };
  }
  const [r] = await db.select({ city: pgs.city, minRent: pgs.minRent, live: isLive(pgs) }).from(pgs).where(eq(pgs.id, id));
  if (!r?.live) return null;
  return { group: 'pg', for: 'rent', city: cityKey(r.city), lo: r.minRent, hi: r.minRent, beds: itemBeds(null, null), projects: false };
}

/** The prefilter, answered by saved_searches_match_idx alone (an index-only scan); one row of two lists. */
export function candidatesSql(p: Probe, priceDrop: boolean): SQL {
  return sql`select coalesce(array_agg(id), '{}') as ids, coalesce(array_agg(frequency), '{}') as frequencies from saved_searches
    where search_group = ${p.group} and match_for = ${p.for}
      and match_city in (${p.city}, ${ANY_CITY}, ${SEVERAL_CITIES})
      and match_price_hi >= ${p.lo} and match_price_lo <= ${p.hi}
      and (match_city <> ${SEVERAL_CITIES} or ${p.city} = any(match_cities))
      and (match_beds = ${ANY_BEDS} or (match_beds & ${p.beds}) <> 0)
      ${p.projects ? sql`and match_projects` : sql``}
      ${priceDrop ? sql`and price_drops` : sql``}`;
}

/**
 * A list as PostgreSQL's array text, every element quoted, cast by the statement to the hole's type: the
 * same on both drivers (PGlite cannot send a list as an enum array made after it started).
 */
function arrayLiteral(values: unknown[]): string {
  const item = (v: unknown) => {
    if (v == null) return 'NULL';
    const s = String(v);
    return `"${s.includes('"') || s.includes('\\') ? s.replace(/[\\"]/g, (c) => `\\${c}`) : s}"`;
  };
  return `{${values.map(item).join(',')}}`;
}

/**
 * One shape's searches against the item: its WHERE once, over a table of their parameters. A shape whose
 * hole types are unknown, or whose parameters are lists, has its searches checked one by one instead.
 */
function shapeSql(kind: DetailKind, id: number, shape: Shape, group: Entry[]): SQL[] {
  const table = sql.raw(`"${TABLE[kind]}"`);
  const types = shape.types;
  // unnest() of a list-typed column would flatten it: such shapes (amenity lists) go one by one.
  if (!types || types.some((t) => t.endsWith('[]'))) {
    return group.map((e) => sql`select ${sql.raw(String(e.id))} as k from ${table} where ${table}."id" = ${id}
      and (${fill(shape, (i) => sql`${sql.param(e.params[i])}`)})`);
  }
  // A hole with the same value in every search of the group (status, group, city...) is one parameter;
  // the others are columns of the table, one row per search.
  const same = types.map((_, i) => group.every((e) => e.params[i] === group[0].params[i]));
  const column = (values: unknown[], type: string) => sql`(${arrayLiteral(values)}::text)::${sql.raw(type)}[]`;
  const columns = [column(group.map((e) => e.id), 'int'),
    ...types.flatMap((t, i) => (same[i] ? [] : [column(group.map((e) => e.params[i]), t)]))];
  const names = sql.raw(['k', ...types.flatMap((_, i) => (same[i] ? [] : [`p${i}`]))].join(', '));
  const hole = (i: number) => {
    const v = group[0].params[i];
    return same[i] ? sql`(${v == null ? null : String(v)}::text)::${sql.raw(types[i])}` : sql.raw(`alert_v.p${i}`);
  };
  return [sql`select alert_v.k from ${table}, unnest(${sql.join(columns, sql`, `)})
    as alert_v(${names}) where ${table}."id" = ${id} and (${fill(shape, hole)})`];
}

/** The searches (by id) whose WHERE holds for the item; a failing search is found by halving and skipped. */
async function exact(db: DbOrTx, kind: DetailKind, id: number, entries: Entry[]): Promise<number[]> {
  if (!entries.length) return [];
  try {
    // A savepoint inside the worker's transaction: a failed statement must not abort it.
    return await db.transaction(async (tx) => {
      const byShape = new Map<Shape, Entry[]>();
      for (const e of entries) {
        const group = byShape.get(e.shape);
        if (group) group.push(e);
        else byShape.set(e.shape, [e]);
      }
      for (const shape of byShape.keys()) await learnTypes(tx, shape);
      const parts = [...byShape].flatMap(([shape, group]) => shapeSql(kind, id, shape, group));
      const [r] = await rows<{ ks: number[] }>(tx, sql`select coalesce(array_agg(k), '{}') as ks from (${sql.join(parts, sql` union all `)}) m`);
      return r.ks.map(Number);
    });
  } catch (err) {
    if (entries.length === 1) {
      console.error('[alerts] saved search', entries[0].id, err instanceof Error ? err.message : err);
      return [];
    }
    const half = entries.length >> 1;
    return [...await exact(db, kind, id, entries.slice(0, half)), ...await exact(db, kind, id, entries.slice(half))];
  }
}

/** The candidates' compiled WHEREs: from the process's cache, the rest read and compiled now. */
async function compiledOf(db: DbOrTx, kind: DetailKind, group: string, ids: number[], figures?: MatchFigures) {
  const cache = (await compiledCache())[kind];
  const entries: Entry[] = [];
  const missing: number[] = [];
  for (const id of ids) {
    const hit = cache.get(id);
    if (hit) {
      remember(cache, id, hit);
      entries.push({ shape: hit.shape, params: hit.params, id });
    } else missing.push(id);
  }
  if (figures) figures.compiled = missing.length;
  if (!missing.length) return entries;
  const bodies = await db.select({ id: savedSearches.id, body: savedSearches.body }).from(savedSearches)
    .where(sql`${savedSearches.id} = any(${arrayLiteral(missing)}::int[])`);
  for (const b of bodies) {
    try {
      const { source, stable } = await compiledSource(group, b.body, kind);
      if (!source) continue;
      const compiled = compile(TABLE[kind], source.where);
      if (stable) remember(cache, b.id, compiled);
      entries.push({ shape: compiled.shape, params: compiled.params, id: b.id });
    } catch (err) {
      // A saved body the search no longer accepts skips that one search, never stalls the queue.
      console.error('[alerts] saved search', b.id, err instanceof Error ? err.message : err);
    }
  }
  return entries;
}

/** The saved searches a live item matches (for a price drop: only those that asked for drops), by id. */
export async function matchingSearches(db: DbOrTx, kind: DetailKind, id: number, o: { priceDrop?: boolean; figures?: MatchFigures } = {}):
  Promise<MatchedSearch[]> {
  const p = await probeOf(db, kind, id);
  if (!p) return [];
  const [found] = await rows<{ ids: number[]; frequencies: string[] }>(db, candidatesSql(p, !!o.priceDrop));
  const ids = found.ids.map(Number);
  const entries = await compiledOf(db, kind, p.group, ids, o.figures);
  if (o.figures) {
    o.figures.candidates = ids.length;
    o.figures.shapes = new Set(entries.map((e) => e.shape)).size;
  }
  const frequency = new Map(ids.map((sid, i) => [sid, found.frequencies[i]]));
  const hits: number[] = [];
  for (let from = 0; from < entries.length; from += CHUNK) hits.push(...await exact(db, kind, id, entries.slice(from, from + CHUNK)));
  return hits.sort((a, b) => a - b).map((sid) => ({ id: sid, frequency: frequency.get(sid)! }));
}
