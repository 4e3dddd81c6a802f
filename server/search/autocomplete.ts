import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { rows } from './card-query';
import { matchingCities } from './city-names';

// Location suggestions (SPEC §7 auto-complete), 10 per page, page_no from 0.
// Order: the chosen city's localities first, then other cities'; within each,
// name-prefix matches (A-Z), then word-prefix ("nagar" -> "Gandhi Nagar"),
// then trigram-similar names, most similar first ("vijaynagar" -> "Vijayanagar").
// Cost is bounded so a keystroke stays within a few ms on 150k localities
// (EXPLAIN ANALYZE on PostgreSQL; see the report of issue 3):
// - prefixes read localities_city_prefix_idx / localities_prefix_idx in order
//   (text_pattern_ops, ORDER BY ... USING ~<~) and stop after the page;
// - word-prefixes (3+ letters) use localities_trgm_idx (GIN, LIKE '% q%');
// - typos (4+ letters): word similarity (q <% name, pg_trgm default 0.6: most of
//   the typed trigrams appear in one word of the name), GIN-assisted; other
//   cities' typos only when prefix and word matches fill less than a page, as
//   a common word ("nagar") makes thousands of candidates to recheck (~40 ms).

export const SUGGESTIONS_PER_PAGE = 10;
const WORD_MIN_LENGTH = 3;
const TYPO_MIN_LENGTH = 4;

export type Suggestions = {
  locality: { locality_name: string; city_name: string; id: number; lat: number | null; lng: number | null }[];
  city: { city_name: string }[];
  pages: number;
};

export const normaliseQuery = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const COLS = sql`id, name, city_name, name_lower, lat, lng`;

/** One statement: each tier a CTE, the page cut from their union, the total alongside. */
function suggestionQuery(city: string, q: string, offset: number): SQL {
  const p = `${likeEscape(q)}%`;
  const w = `% ${likeEscape(q)}%`;
  const take = offset + SUGGESTIONS_PER_PAGE;
  const words = q.length >= WORD_MIN_LENGTH;
  const typos = q.length >= TYPO_MIN_LENGTH;
  const notEarlier = words ? sql`name_lower not like ${p} and name_lower not like ${w}` : sql`true`;
  const empty = sql`select ${COLS}, 0 as pri, 0 as tier, 0::real as sim from localities where false`;
  const ctes = sql`
    pc as (select ${COLS}, 0 as pri, 0 as tier, 0::real as sim from localities
      where city_name = ${city} and name_lower like ${p} order by name_lower using ~<~, id limit ${take}),
    po as (select ${COLS}, 1 as pri, 0 as tier, 0::real as sim from localities
      where city_name <> ${city} and name_lower like ${p} order by name_lower using ~<~, id limit ${take}),
    w as materialized (${words ? sql`select ${COLS}, (city_name <> ${city})::int as pri, 1 as tier, 0::real as sim
      from localities where name_lower like ${w} and name_lower not like ${p}` : empty}),
    tc as materialized (${typos ? sql`select ${COLS}, 0 as pri, 2 as tier, word_similarity(${q}, name_lower) as sim
      from localities where city_name = ${city} and ${q} <% name_lower and ${notEarlier}` : empty}),
    tot as (select (select count(*) from localities where name_lower like ${p})
      + (select count(*) from w) + (select count(*) from tc) as n),
    -- Only when the rest is short of a page; the InitPlan gate skips the scan otherwise.
    t_o as materialized (${typos ? sql`select ${COLS}, 1 as pri, 2 as tier, word_similarity(${q}, name_lower) as sim
      from localities where ${q} <% name_lower and city_name <> ${city} and ${notEarlier}
        and (select n from tot) < ${SUGGESTIONS_PER_PAGE}` : empty})`;
  return sql`with ${ctes}
    select id, name, city_name, lat, lng, ((select n from tot) + (select count(*) from t_o))::int as total
    from (select * from pc union all select * from po union all select * from w
          union all select * from tc union all select * from t_o) x
    order by pri, tier, sim desc, name_lower using ~<~, id`;
}

async function localityPage(db: Db, city: string, q: string, pageNo: number) {
  const offset = pageNo * SUGGESTIONS_PER_PAGE;
  let query: SQL;
  if (!q) {
    // No text yet: the chosen city's localities, alphabetically (localities_city_name_uq).
    if (!city) return { items: [], total: 0 };
    query = sql`select id, name, city_name, lat, lng, (select count(*) from localities where city_name = ${city})::int as total
      from localities where city_name = ${city} order by name_lower, id`;
  } else {
    query = suggestionQuery(city, q, offset);
  }
  const found = await rows(db, sql`${query} limit ${SUGGESTIONS_PER_PAGE} offset ${offset}`);
  let total = Number(found[0]?.total ?? 0);
  if (!found.length && offset > 0) {
    // Past the end: the page is empty but the page count must still be right.
    const [first] = await rows(db, sql`${query} limit 1`);
    total = Number(first?.total ?? 0);
  }
  const items = found.map((r) => ({
    locality_name: String(r.name), city_name: String(r.city_name), id: Number(r.id),
    // Profiles save a picked city with coordinates (SPEC §3 city {area, city, lat, long}).
    lat: r.lat == null ? null : Number(r.lat), lng: r.lng == null ? null : Number(r.lng),
  }));
  return { items, total };
}

export async function suggestLocations(cityName: string, searchString: string, pageNo = 0): Promise<Suggestions> {
  const db = await getDb();
  const city = cityName.trim();
  const q = normaliseQuery(searchString);
  const page = Math.max(0, Math.floor(pageNo) || 0);
  const [{ items, total }, cities] = await Promise.all([
    localityPage(db, city, q, page),
    // Cities are few: they come with the first page only, so scrolling never repeats them.
    page === 0 && q ? matchingCities(db, q, city) : Promise.resolve([]),
  ]);
  return {
    locality: items,
    city: cities.map((c) => ({ city_name: c })),
    pages: Math.ceil(total / SUGGESTIONS_PER_PAGE),
  };
}
