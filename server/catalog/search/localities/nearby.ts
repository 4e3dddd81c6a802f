import 'server-only';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { reader, type Db } from '../../../platform/db/client';
import { localities } from '../../../platform/db/schema';
import { distanceKm } from '../../places/plausible-points';
import { rows } from '../catalog/card-query';
import { listingSources, pgSources } from '../catalog/search';
import type { Group, ListingFilters, PgFilters } from '../catalog/types';

// A locality search that finds nothing offers the nearby localities where the
// same search (every other filter kept) does find something, the
// way 99acres and MagicBricks answer an empty locality. "Nearby": by distance
// when both places have coordinates, else by PIN code (neighbouring delivery
// offices get neighbouring numbers); then by how many listings they hold.

export type NearbyPlace = { city: string; locality: string; count: number };

export const NEARBY_LIMIT = 6;
/** Localities with matches that are ranked; the busiest are enough to find the near ones among. */
const CANDIDATES = 300;

type Place = { city: string; lower: string; pincode: string | null; lat: number | null; lng: number | null };

async function placesOf(db: Db, pairs: { city: string; lower: string }[]): Promise<Map<string, Place>> {
  if (!pairs.length) return new Map();
  const byCity = new Map<string, string[]>();
  for (const p of pairs) byCity.set(p.city, [...(byCity.get(p.city) ?? []), p.lower]);
  const found = await db.select({
    city: localities.cityName, lower: localities.nameLower, pincode: localities.pincode, lat: localities.lat, lng: localities.lng,
  }).from(localities).where(or(...[...byCity].map(([city, names]) =>
    and(eq(localities.cityName, city), inArray(localities.nameLower, names)))));
  return new Map(found.map((p) => [`${p.city}|${p.lower}`, p]));
}

/** Smaller is nearer: kilometres when both points are known, else 1000 + the PIN code gap. */
function nearness(from: Place[], to: Place | undefined): number {
  let best = Infinity;
  for (const a of from) {
    if (!to) continue;
    if (a.lat != null && a.lng != null && to.lat != null && to.lng != null) {
      best = Math.min(best, distanceKm({ lat: a.lat, lng: a.lng }, { lat: to.lat, lng: to.lng }));
    } else if (a.pincode && to.pincode) {
      best = Math.min(best, 1000 + Math.abs(Number(a.pincode) - Number(to.pincode)));
    }
  }
  return best;
}

/** Nearby localities with matches for a search's filters; [] when it asks for no locality. */
export async function nearbyLocalities(group: Group | 'pg', f: ListingFilters | PgFilters, limit = NEARBY_LIMIT): Promise<NearbyPlace[]> {
  // The places' names are already expanded to their blocks and stages (location.ts).
  const askedPairs = f.places.flatMap((p) => (p.names ?? []).flatMap((lower) => p.cities.map((city) => ({ city, lower }))));
  if (!askedPairs.length) return [];
  const db = await reader();
  const asked = new Set(askedPairs.map((p) => p.lower));
  // The same search over the places' whole cities.
  const wider = { ...f, places: f.places.map((p) => ({ cities: p.cities, names: null })) };
  const sources = group === 'pg' ? pgSources(wider as PgFilters) : listingSources(group, wider as ListingFilters);
  const union = sql.join(sources.map((s) => sql`select ${s.columns} from ${s.table} where ${s.where}`), sql` union all `);
  const found = (await rows(db, sql`select city, locality, count(*)::int as n from (${union}) x
      group by city, locality order by n desc, locality limit ${CANDIDATES}`))
    .map((r) => ({ city: String(r.city), locality: String(r.locality), count: Number(r.n) }))
    .filter((r) => !asked.has(r.locality.toLowerCase()));
  if (!found.length) return [];
  const places = await placesOf(db, [...askedPairs, ...found.map((r) => ({ city: r.city, lower: r.locality.toLowerCase() }))]);
  const from = askedPairs.map((p) => places.get(`${p.city}|${p.lower}`)).filter((p): p is Place => !!p);
  return found
    .map((r) => ({ r, d: nearness(from, places.get(`${r.city}|${r.locality.toLowerCase()}`)) }))
    .sort((a, b) => a.d - b.d || b.r.count - a.r.count || (a.r.locality < b.r.locality ? -1 : 1))
    .slice(0, limit)
    .map(({ r }) => r);
}
