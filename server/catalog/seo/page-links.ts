import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { cached as dataCache } from '../../platform/cache/cached';
import { searchPath, type SearchGroup, type SearchState } from '@/lib/search-route';
import { searchTitle } from '@/lib/search-title';
import { LOCALITY_MIN_LIVE, minLiveFor } from '@/lib/seo/index-policy';
import { cleanSearch, HOME_TYPES, isCleanPage, partsOf, type PageParts } from '@/lib/seo/clean-search';

import { reader } from '../../platform/db/client';
import { rows } from '../search/catalog/card-query';
import { nearbyLocalities } from '../search/localities/nearby';
import { filtersOfState } from '../search/catalog/state-filters';
import { cityInsightsLink, localityInsightsPath } from './insights-link';
import { indexedPath } from './page-path';

// The links of an indexable search page, so a crawler reaches
// every page of a family and people can widen or narrow a search in one tap:
// the next broader page, the narrower pages of the same place (types, BHK,
// PG gender and sharing), the city's localities or a locality's neighbours,
// and the locality's insights page. Only pages that are indexable by the
// same counts as the sitemap's (server/catalog/seo/indexable-pages.ts) are linked.

export type PageLink = {
  href: string; label: string; count?: number;
  /** The search a page link names, so a page in another language words its label (components/search/page-links-words.ts). */
  search?: { group: SearchGroup; state: SearchState; city: string };
  /** The place an insights link names. */
  place?: { city: string; locality: string | null };
};
export type PageLinks = {
  broader: PageLink | null; narrower: PageLink[]; localities: PageLink[]; nearby: boolean; insights: PageLink | null;
  /** The same page for the other deal (rent for a sale page and back), when it has enough live listings. */
  otherDeal?: PageLink | null;
};

const CITY_LOCALITIES = 24;
const NEIGHBOURS = 8;

const link = (p: PageParts, count?: number): PageLink => {
  const state = cleanSearch(p);
  return { href: indexedPath(p.group, state), label: searchTitle(p.group, state, p.city), count, search: { group: p.group, state, city: p.city } };
};

/** The page one step wider: the city for a locality, then without BHK, type, gender or sharing. */
export function broaderParts(p: PageParts): PageParts | null {
  if (p.locality) return { ...p, locality: null };
  if (p.bedrooms) return { ...p, bedrooms: null };
  if (p.propType) return { ...p, propType: null };
  if (p.gender || p.roomType) return { ...p, gender: null, roomType: null };
  return null;
}

// The family's live rows, optionally at the page's locality.
function listingWhere(p: PageParts, atLocality: boolean): SQL {
  return sql`status = 'approved' and (expires_at is null or expires_at > now()) and "group" = ${p.group} and post_type = ${p.deal} and city = ${p.city}
    ${atLocality && p.locality ? sql`and lower(locality) = ${p.locality.toLowerCase()}` : sql``}
    ${p.propType ? sql`and category = ${p.propType}` : sql``}
    ${p.bedrooms ? sql`and (case when bedrooms >= 5 then 5 else bedrooms end) = ${p.bedrooms}` : sql``}`;
}
function pgWhere(p: PageParts, atLocality: boolean): SQL {
  return sql`status = 'approved' and (expires_at is null or expires_at > now()) and city = ${p.city}
    ${atLocality && p.locality ? sql`and lower(locality) = ${p.locality.toLowerCase()}` : sql``}
    ${p.gender ? sql`and gender = ${p.gender}` : sql``}
    ${p.roomType ? sql`and ${p.roomType} = any(room_types)` : sql``}`;
}

/** Live listings of one clean page, by the same exact-name count as the sitemap's. */
async function liveCount(p: PageParts): Promise<number> {
  const [r] = await rows(await reader(), sql`select count(*)::int as n from listings where ${listingWhere(p, true)}`);
  return Number(r?.n ?? 0);
}

async function narrowerLinks(p: PageParts): Promise<PageLink[]> {
  const db = await reader();
  const found: { parts: PageParts; n: number }[] = [];
  if (p.group === 'pg') {
    if (p.gender || p.roomType) return [];
    for (const r of await rows(db, sql`select gender::text as v, count(*)::int as n from pgs where ${pgWhere(p, true)} group by 1`)) {
      found.push({ parts: { ...p, gender: String(r.v) }, n: Number(r.n) });
    }
    for (const r of await rows(db, sql`select room as v, count(*)::int as n from pgs, unnest(room_types) as room
        where ${pgWhere(p, true)} group by 1`)) found.push({ parts: { ...p, roomType: String(r.v) }, n: Number(r.n) });
  } else {
    const byBeds = !p.bedrooms && (p.propType ? HOME_TYPES.includes(p.propType) : p.group === 'residential');
    if (!p.propType) {
      for (const r of await rows(db, sql`select category::text as v, count(*)::int as n from listings where ${listingWhere(p, true)} group by 1`)) {
        found.push({ parts: { ...p, propType: String(r.v) }, n: Number(r.n) });
      }
    }
    if (byBeds) {
      for (const r of await rows(db, sql`select case when bedrooms >= 5 then 5 else bedrooms end as v, count(*)::int as n
          from listings where ${listingWhere(p, true)} and bedrooms >= 1 group by 1`)) {
        found.push({ parts: { ...p, bedrooms: Number(r.v) }, n: Number(r.n) });
      }
    }
  }
  return found
    .filter((f) => isCleanPage(f.parts) && f.n >= minLiveFor(cleanSearch(f.parts)))
    .sort((a, b) => b.n - a.n)
    .map((f) => link(f.parts, f.n));
}

async function cityLocalities(p: PageParts): Promise<PageLink[]> {
  const db = await reader();
  const q = p.group === 'pg'
    ? sql`select min(locality) as name, count(*)::int as n from pgs where ${pgWhere(p, false)}`
    : sql`select min(locality) as name, count(*)::int as n from listings where ${listingWhere(p, false)}`;
  const found = await rows(db, sql`${q} group by lower(locality) having count(*) >= ${LOCALITY_MIN_LIVE}
    order by n desc, name limit ${CITY_LOCALITIES}`);
  return found.filter((r) => String(r.name ?? '').trim()).map((r) => link({ ...p, locality: String(r.name) }, Number(r.n)));
}

async function neighbours(p: PageParts, state: SearchState, fallbackCity: string): Promise<PageLink[]> {
  const group = p.group === 'pg' ? 'pg' : p.group;
  const near = await nearbyLocalities(group, await filtersOfState(group, state, { fallbackCity }), 5 * NEIGHBOURS);
  return near.filter((n) => n.count >= LOCALITY_MIN_LIVE && n.city === p.city).slice(0, NEIGHBOURS)
    .map((n) => link({ ...p, locality: n.locality }, n.count));
}

async function computeLinks(group: SearchGroup, path: string, state: SearchState, fallbackCity: string): Promise<PageLinks> {
  void path; // the cache key
  const p = partsOf(group, state);
  const wider = broaderParts(p);
  const flipped: PageParts | null = p.group === 'pg' ? null : { ...p, deal: p.deal === 'rent' ? 'sale' : 'rent' };
  const [narrower, localities, insightsPath, otherLive] = await Promise.all([
    narrowerLinks(p),
    p.locality ? neighbours(p, state, fallbackCity) : cityLocalities(p),
    p.locality ? localityInsightsPath(p.city, p.locality) : Promise.resolve(cityInsightsLink(p.city)),
    flipped && isCleanPage(flipped) ? liveCount(flipped) : Promise.resolve(0),
  ]);
  return {
    broader: wider ? link(wider) : null,
    narrower,
    localities,
    nearby: !!p.locality,
    otherDeal: flipped && otherLive >= minLiveFor() ? link(flipped, otherLive) : null,
    insights: insightsPath
      ? {
        href: insightsPath, label: p.locality ? `${p.locality} insights: prices and trends` : `${p.city} insights: prices by locality`,
        place: { city: p.city, locality: p.locality ?? null },
      } : null,
  };
}

/** Same for every visitor: shared for 30 s at most, retired by any write, like the search itself. */
const cachedLinks = dataCache(computeLinks, { key: 'search-page-links-v5', maxAgeSeconds: 30, changesWithListings: true });

/** Links of a clean (indexable-form) search page; `state` is its normal form (narrowedSearch). */
export function searchPageLinks(group: SearchGroup, state: SearchState, fallbackCity: string, cached = true): Promise<PageLinks> {
  const path = searchPath(group, state);
  return cached ? cachedLinks(group, path, state, fallbackCity) : computeLinks(group, path, state, fallbackCity);
}
