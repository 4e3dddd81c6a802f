import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DetailKind } from '@/lib/detail-url';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { listings, pgs, projects } from '../db/schema';
import { isLive } from '../items/live';
import { sourceOf } from './match';
import { ANY_BEDS, ANY_CITY, cityKey, itemBeds, PRICE_OPEN_HI, PRICE_OPEN_LO, SEVERAL_CITIES } from './match-key';

// Which saved searches does one live item match? (issue 19: 1M saved searches.)
// 1. The item's probe (group, for, city, price, bedrooms) against the saved
//    searches' prefilter key (match-key.ts): one index-only range scan of
//    saved_searches_match_idx finds the candidates; their bodies are read by id.
// 2. The exact check is still each search's own WHERE (alerts and results never
//    disagree), but for all candidates in one statement: the distinct bodies'
//    WHEREs as the rows of a VALUES list evaluated against the one item row.
// A body that no longer compiles skips that search only; so does one whose
// WHERE fails in SQL: a failed chunk (in its own savepoint) is split in halves
// until the failing body is alone, and the others still match.

export type MatchedSearch = { id: number; frequency: string };

type Probe = { group: string; for: 'sale' | 'rent'; city: string; lo: number; hi: number; beds: number; projects: boolean };

/** Bodies per exact statement: a statement stays well inside PostgreSQL's 65,535 bind parameters. */
const CHUNK = 1000;
const clamp = (n: number) => Math.max(PRICE_OPEN_LO, Math.min(PRICE_OPEN_HI, n));
const TABLE: Record<DetailKind, string> = { property: 'listings', project: 'projects', pg: 'pgs' };

/** The item as the key sees it; null when it is not live (no search's WHERE can match it then). */
async function probeOf(db: Db, kind: DetailKind, id: number): Promise<Probe | null> {
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

/**
 * The prefilter: candidates found by saved_searches_match_idx alone (an index-only scan in the
 * materialized CTE), then their bodies read by id, one row per distinct body.
 */
export function candidatesSql(p: Probe, priceDrop: boolean): SQL {
  return sql`with c as materialized (
    select id from saved_searches
    where search_group = ${p.group} and match_for = ${p.for}
      and match_city in (${p.city}, ${ANY_CITY}, ${SEVERAL_CITIES})
      and match_price_hi >= ${p.lo} and match_price_lo <= ${p.hi}
      and (match_city <> ${SEVERAL_CITIES} or ${p.city} = any(match_cities))
      and (match_beds = ${ANY_BEDS} or (match_beds & ${p.beds}) <> 0)
      ${p.projects ? sql`and match_projects` : sql``}
      ${priceDrop ? sql`and price_drops` : sql``})
  select s.body, array_agg(s.id order by s.id) as ids, array_agg(s.frequency order by s.id) as frequencies
  from c join saved_searches s on s.id = c.id
  group by s.body`;
}

type Entry = { where: SQL; ids: number[]; frequencies: string[] };

function exactSql(kind: DetailKind, id: number, entries: Entry[], from: number): SQL {
  const table = sql.raw(`"${TABLE[kind]}"`);
  const values = sql.join(entries.map((e, i) => sql`(${sql.raw(String(from + i))}, (${e.where}))`), sql`, `);
  return sql`select v.k from ${table} cross join lateral (values ${values}) as v(k, ok) where ${table}."id" = ${id} and v.ok`;
}

/** The entries (by position) whose WHERE holds for the item; a failing body is found by halving and skipped. */
async function exact(db: Db, kind: DetailKind, id: number, entries: Entry[], from: number): Promise<number[]> {
  if (!entries.length) return [];
  try {
    // A savepoint inside the worker's transaction: a failed statement must not abort it.
    return await db.transaction(async (tx) =>
      (await rows<{ k: number }>(tx as unknown as Db, exactSql(kind, id, entries, from))).map((r) => Number(r.k)));
  } catch (err) {
    if (entries.length === 1) {
      console.error('[alerts] saved search', entries[0].ids.join(','), err instanceof Error ? err.message : err);
      return [];
    }
    const half = entries.length >> 1;
    return [...await exact(db, kind, id, entries.slice(0, half), from), ...await exact(db, kind, id, entries.slice(half), from + half)];
  }
}

export type MatchFigures = { candidates: number; bodies: number };

/** The saved searches a live item matches (for a price drop: only those that asked for drops). */
export async function matchingSearches(db: Db, kind: DetailKind, id: number, o: { priceDrop?: boolean; figures?: MatchFigures } = {}):
  Promise<MatchedSearch[]> {
  const p = await probeOf(db, kind, id);
  if (!p) return [];
  const found = await rows<{ body: unknown; ids: number[]; frequencies: string[] }>(db, candidatesSql(p, !!o.priceDrop));
  const entries: Entry[] = [];
  for (const c of found) {
    // A saved body the search no longer accepts skips that one search, never stalls the queue.
    const source = await sourceOf(p.group, c.body, kind).catch((err) => {
      console.error('[alerts] saved search', c.ids.join(','), err instanceof Error ? err.message : err);
      return null;
    });
    if (source) entries.push({ where: source.where, ids: c.ids.map(Number), frequencies: c.frequencies });
  }
  if (o.figures) {
    o.figures.candidates = found.reduce((n, c) => n + c.ids.length, 0);
    o.figures.bodies = found.length;
  }
  const hits: number[] = [];
  for (let from = 0; from < entries.length; from += CHUNK) hits.push(...await exact(db, kind, id, entries.slice(from, from + CHUNK), from));
  return hits.flatMap((k) => entries[k].ids.map((sid, j) => ({ id: sid, frequency: entries[k].frequencies[j] })))
    .sort((a, b) => a.id - b.id);
}
