import 'server-only';
import { sql } from 'drizzle-orm';
import { cached as dataCache } from '../../platform/cache/cached';
import { MIN_LISTINGS, type Figure } from '@/lib/insights/format';
import { localityInsightsHref, placeSlug } from '@/lib/insights/slug';
import { reader } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { distanceKm } from '../places/plausible-points';
import { inList, KIND_CATEGORIES, LIVE, rateSql } from './rates';
import { num, SLUG_SQL } from './query';
import type { Place } from './places';
import { localityAreas } from '../search/localities/area';

// A city's localities side by side: live supply, the median sale price per sq ft
// of homes and the median 2 BHK rent, each with its count, and the locality's
// centre (the mean of its listings' pins). The city page ranks them; a locality
// page compares itself with its nearest neighbours. One grouped scan of the
// city's live listings and PGs, shared for 10 minutes through Next's data cache
// (the figures move slowly; a city of 100k listings costs a second).

export type LocalityRank = {
  locality: string; slug: string; path: string; live: number;
  salePerSqft: Figure; rent2Bhk: Figure; lat: number | null; lng: number | null;
};

async function computeCity(city: string): Promise<LocalityRank[]> {
  const db = await reader();
  // Each live name's area (a block folds into its area, as search and the locality pages fold it),
  // so a locality's row is the figure of its page (median.ts over the same listings).
  const names = (await rows(db, sql`select distinct lower(l.locality) as name from listings l where l.city = ${city} and ${LIVE}
    union select distinct lower(l.locality) from pgs l where l.city = ${city} and ${LIVE}`)).map((r) => String(r.name));
  const areas = await areasOf(city, names);
  const area = sql`coalesce(m.area, ${SLUG_SQL('x.locality')})`;
  const homes = sql`l.category in (${inList(KIND_CATEGORIES.homes)})`;
  const found = await rows(db, sql`
    select ${area} as slug, min(coalesce(m.shown, x.locality)) as locality, count(*)::int as live,
      sum(n_sale)::int as n_sale, percentile_cont(0.5) within group (order by sale) as m_sale,
      sum(n_rent)::int as n_rent, percentile_cont(0.5) within group (order by rent) as m_rent,
      avg(lat) as lat, avg(lng) as lng
    from (
      select l.locality, l.lat, l.lng,
        case when l.post_type = 'sale' and ${homes} then ${rateSql('homes', 'sale')} end as sale,
        case when l.post_type = 'sale' and ${homes} and ${rateSql('homes', 'sale')} is not null then 1 else 0 end as n_sale,
        case when l.post_type = 'rent' and ${homes} and l.bedrooms = 2 then l.price::float8 end as rent,
        case when l.post_type = 'rent' and ${homes} and l.bedrooms = 2 then 1 else 0 end as n_rent
      from listings l where l.city = ${city} and ${LIVE}
      union all
      select l.locality, l.lat, l.lng, null, 0, null, 0 from pgs l where l.city = ${city} and ${LIVE}
    ) x left join unnest(${sql.param(areas.names)}::text[], ${sql.param(areas.slugs)}::text[], ${sql.param(areas.shown)}::text[]) m(name, area, shown)
      on m.name = lower(x.locality)
    group by 1 having count(*) >= ${MIN_LISTINGS} and ${area} <> ''`);
  return found.map((r) => {
    const fig = (n: unknown, m: unknown): Figure => ({ count: Number(n ?? 0), median: Number(n ?? 0) >= MIN_LISTINGS && m != null ? Math.round(Number(m)) : null });
    return {
      locality: String(r.locality), slug: String(r.slug), path: localityInsightsHref(city, String(r.locality)),
      live: Number(r.live), salePerSqft: fig(r.n_sale, r.m_sale), rent2Bhk: fig(r.n_rent, r.m_rent), lat: num(r.lat), lng: num(r.lng),
    };
  });
}

/** The lower-cased names that belong to another area than their own, with that area's slug and name. */
async function areasOf(city: string, names: string[]) {
  const out = { names: [] as string[], slugs: [] as string[], shown: [] as string[] };
  const areas = await localityAreas(city, names);
  names.forEach((name, i) => {
    const a = areas[i];
    if (a.name.toLowerCase() === name) return;
    out.names.push(name);
    out.slugs.push(placeSlug(a.name));
    out.shown.push(a.name);
  });
  return out;
}

// A city page's ranking: 10 minutes at most, retired by any write like search.
const cached = dataCache(computeCity, { key: 'insights-city-v3', maxAgeSeconds: 600, changesWithListings: true, tags: ['insights'] });

/** Localities of a city with an insights page; `fresh` skips the data cache (tests, scripts). */
export async function cityLocalities(city: string, fresh = false): Promise<LocalityRank[]> {
  return fresh ? computeCity(city) : cached(city);
}

/** Up to 6 nearest localities with a page (by their listings' pins); none when this one has no pins. */
export async function nearbyLocalities(place: Place, fresh = false): Promise<LocalityRank[]> {
  const all = await cityLocalities(place.city, fresh);
  const me = all.find((l) => l.slug === place.slug);
  if (!me || me.lat == null || me.lng == null) return [];
  const here = { lat: me.lat, lng: me.lng };
  return all.filter((l) => l.slug !== place.slug && l.lat != null && l.lng != null)
    .map((l) => ({ l, d: distanceKm(here, { lat: l.lat!, lng: l.lng! }) }))
    .filter((x) => x.d <= 15).sort((a, b) => a.d - b.d).slice(0, 6).map((x) => x.l);
}
