import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { SearchGroup, SearchState } from '@/lib/search-route';
import { minLiveFor } from '@/lib/seo/index-policy';
import { cleanSearch, isCleanPage, type PageParts } from '@/lib/seo/clean-search';
import { reader } from '../../platform/db/client';
import { rows } from '../search/catalog/card-query';
import { indexedPath } from './page-path';

// Every search page the indexing policy indexes, from the data:
// per city, and per locality with at least LOCALITY_MIN_LIVE live listings,
// each deal's page and its type, BHK, PG gender and sharing pages. One
// aggregate scan per table (GROUPING SETS), so the count grows with cities ×
// localities × families, never with filter values.
//
// Counts are exact-name matches of listings and PGs: a lower bound of what
// the page's own search finds (a locality page also finds the locality's
// blocks and stages, a residential sale page also projects), so every page
// listed here is indexable when rendered; a few more may be.

export type IndexablePage = { group: SearchGroup; state: SearchState; path: string; count: number; lastmod: string | null };

type Row = Record<string, unknown>;
const str = (v: unknown) => (v == null ? null : String(v));

const cityFilter = (col: SQL, city?: string) => (city ? sql`and ${col} = ${city}` : sql``);

const listingGroups = (city?: string) => sql`
  select g, pt, city, min(locality) as name, cat, beds, count(*)::int as n, max(modified) as modified,
         grouping(loc, cat, beds)::int as mask
    from (select "group"::text as g, post_type::text as pt, city, lower(locality) as loc, locality,
                 category::text as cat, case when bedrooms >= 5 then 5 else bedrooms end as beds, coalesce(updated_at, created_at) as modified
            from listings where status = 'approved' and (expires_at is null or expires_at > now()) ${cityFilter(sql`city`, city)}) x
   group by g, pt, city, grouping sets ((), (cat), (beds), (cat, beds), (loc), (loc, cat), (loc, beds), (loc, cat, beds))`;

const pgGroups = (city?: string) => sql`
  select city, min(locality) as name, gender, null::text as room, count(*)::int as n, max(modified) as modified,
         grouping(loc, gender)::int * 2 + 1 as mask
    from (select city, lower(locality) as loc, locality, gender::text as gender, coalesce(updated_at, created_at) as modified
            from pgs where status = 'approved' and (expires_at is null or expires_at > now()) ${cityFilter(sql`city`, city)}) x
   group by city, grouping sets ((), (gender), (loc), (loc, gender))
  union all
  select city, min(locality), null, room, count(*)::int, max(modified), grouping(loc)::int * 4 + 2
    from (select p.city, lower(p.locality) as loc, p.locality, r.room, coalesce(p.updated_at, p.created_at) as modified
            from pgs p cross join lateral (select distinct room_type as room from pg_rooms
                                            where pg_id = p.id and room_type = any(p.room_types)) r
           where p.status = 'approved' and (p.expires_at is null or p.expires_at > now()) ${cityFilter(sql`p.city`, city)}) x
   group by city, room, grouping sets ((), (loc))`;

// mask bits: 4 = no locality, 2 = no type (PG: no gender), 1 = no BHK (PG: no sharing).
function listingParts(r: Row): PageParts | null {
  const mask = Number(r.mask);
  const parts: PageParts = {
    group: String(r.g) as SearchGroup, deal: r.pt === 'rent' ? 'rent' : 'sale', city: String(r.city),
    locality: mask & 4 ? null : str(r.name), propType: mask & 2 ? null : str(r.cat),
    bedrooms: mask & 1 ? null : r.beds == null ? -1 : Number(r.beds),
  };
  if (!(mask & 4) && !parts.locality?.trim()) return null;
  return isCleanPage(parts) ? parts : null;
}

function pgParts(r: Row): PageParts | null {
  const mask = Number(r.mask);
  const parts: PageParts = {
    group: 'pg', deal: 'pg', city: String(r.city), locality: mask & 4 ? null : str(r.name),
    gender: mask & 2 ? null : str(r.gender), roomType: mask & 1 ? null : str(r.room),
  };
  if (!(mask & 4) && !parts.locality?.trim()) return null;
  return isCleanPage(parts) ? parts : null;
}

function toPage(parts: PageParts, r: Row): IndexablePage | null {
  const state = cleanSearch(parts);
  const count = Number(r.n);
  if (count < minLiveFor(state)) return null;
  const lastmod = r.modified ? new Date(r.modified as string | Date).toISOString() : null;
  return { group: parts.group, state, path: indexedPath(parts.group, state), count, lastmod };
}

/** The indexable search pages (of one city, or all), sorted by path. */
export async function indexablePages(city?: string): Promise<IndexablePage[]> {
  const db = await reader();
  const [listingRows, pgRows] = await Promise.all([rows(db, listingGroups(city)), rows(db, pgGroups(city))]);
  const pages = [
    ...listingRows.map((r) => { const p = listingParts(r); return p && toPage(p, r); }),
    ...pgRows.map((r) => { const p = pgParts(r); return p && toPage(p, r); }),
  ].filter((p): p is IndexablePage => !!p);
  // One page per path: two spellings of a locality ("HSR layout", "HSR Layout") are one search.
  const byPath = new Map<string, IndexablePage>();
  for (const p of pages) if (!byPath.has(p.path)) byPath.set(p.path, p);
  return [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
