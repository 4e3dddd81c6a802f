import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { localities } from '../db/schema';
import { CITIES } from '../../catalog/places/cities';
import { CITY_WEIGHT } from './catalog';
import { POPULAR_LOCALITIES, POPULAR_SHARE, popularWeight } from './popular-localities';
import type { Rng } from './random';

// The real localities the demo listings sit in, loaded once per run.

export type SeedLocality = {
  id: number;
  name: string;
  cityName: string;
  state: string;
  pincode: string;
  lat: number | null;
  lng: number | null;
};

export type CityPlaces = {
  city: string;
  state: string;
  urban: SeedLocality[];
  rural: SeedLocality[];
  /** The city's busiest areas that the database holds (popular-localities.ts), busiest first, and their weights. */
  popular: SeedLocality[];
  popularWeights: number[];
};

function popularOf(city: string, mine: SeedLocality[]): SeedLocality[] {
  const byName = new Map(mine.map((r) => [r.name, r]));
  return (POPULAR_LOCALITIES[city] ?? []).map((n) => byName.get(n)).filter((r): r is SeedLocality => !!r);
}

export type Places = { cities: CityPlaces[]; weights: number[]; farmCities: CityPlaces[]; farmWeights: number[] };

/** A city needs this many villages to host farms: central Delhi or Mumbai have none. */
const MIN_RURAL = 5;

export async function loadPlaces(db: Db): Promise<Places> {
  const rows: SeedLocality[] = await db
    .select({
      id: localities.id, name: localities.name, cityName: localities.cityName, state: localities.state,
      pincode: localities.pincode, lat: localities.lat, lng: localities.lng,
    })
    .from(localities)
    .where(inArray(localities.cityName, CITIES.map((c) => c.name)));
  // Sorted here, not in SQL: collations differ between PGlite and PostgreSQL,
  // and the same seed must give the same data on both.
  rows.sort((a, b) => (a.cityName + '|' + a.name < b.cityName + '|' + b.name ? -1 : 1));
  const cities: CityPlaces[] = [];
  for (const c of CITIES) {
    const mine = rows.filter((r) => r.cityName === c.name);
    if (!mine.length) continue;
    const isUrban = (r: SeedLocality) => c.urbanPins.some((p) => r.pincode.startsWith(p));
    const popular = popularOf(c.name, mine);
    cities.push({
      city: c.name, state: c.state, urban: mine.filter(isUrban), rural: mine.filter((r) => !isUrban(r)),
      popular, popularWeights: popular.map((_, i) => popularWeight(i)),
    });
  }
  if (!cities.length) {
    throw new Error('No localities for the product cities: import them first (scripts/seed.ts does).');
  }
  const weight = (c: CityPlaces) => CITY_WEIGHT[c.city] ?? 1;
  const farms = cities.filter((c) => c.rural.length >= MIN_RURAL);
  const farmCities = farms.length ? farms : cities;
  return { cities, weights: cities.map(weight), farmCities, farmWeights: farmCities.map(weight) };
}

/** rural: for farms and industrial plots, only cities with villages around them. */
export function pickCity(rng: Rng, places: Places, rural = false): CityPlaces {
  return rural ? rng.weighted(places.farmCities, places.farmWeights) : rng.weighted(places.cities, places.weights);
}

/**
 * Homes and shops sit mostly in the city's popular areas, then the rest of the
 * urban core; farms mostly outside it.
 */
export function pickLocality(rng: Rng, c: CityPlaces, rural: boolean): SeedLocality {
  if (!rural && c.popular.length && rng.chance(POPULAR_SHARE)) return rng.weighted(c.popular, c.popularWeights);
  const preferred = rural ? c.rural : c.urban;
  const other = rural ? c.urban : c.rural;
  const usePreferred = preferred.length > 0 && (other.length === 0 || rng.chance(0.85));
  return rng.pick(usePreferred ? preferred : other);
}

/** A point a few hundred metres around the locality's post office. */
export function jitter(rng: Rng, l: SeedLocality): { lat: number | null; lng: number | null } {
  if (l.lat == null || l.lng == null) return { lat: null, lng: null };
  const r = (v: number) => Math.round(v * 1e6) / 1e6;
  return { lat: r(l.lat + rng.float(-0.008, 0.008)), lng: r(l.lng + rng.float(-0.008, 0.008)) };
}
