import 'server-only';
import type { NewLocality } from '../db/schema';
import { findCity } from './cities';

// GeoNames pins some post offices far from where they are: "Dharmaram College"
// (Bengaluru, PIN 560029) sits at 13.133 N 77.927 E near Hoskote, 36 km from
// the city centre; "Koramangala" at 13.293 N, 39 km north. A pin is only kept
// when it is near where the place must be (issue 23):
// - a product city's urban core (its PIN prefixes): within the city's radius
//   of its centre, 25 km (New Delhi's nine districts: 35 km);
// - the rest of a product city's district (villages, small towns): 120 km, the reach of a large district;
// - elsewhere: 120 km of the district's median point.
// Beyond that the locality has no coordinates: no map rather than a wrong one.

export const CITY_RADIUS_KM = 25;
export const DISTRICT_RADIUS_KM = 120;

type Point = { lat: number; lng: number };

/** Equirectangular distance: within a few metres of the great circle at these ranges. */
export function distanceKm(a: Point, b: Point): number {
  const k = 111.32;
  const dLat = a.lat - b.lat;
  const dLng = (a.lng - b.lng) * Math.cos(((a.lat + b.lat) / 2) * Math.PI / 180);
  return k * Math.sqrt(dLat * dLat + dLng * dLng);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function districtCentres(rows: NewLocality[]): Map<string, Point> {
  const pts = new Map<string, { lat: number[]; lng: number[] }>();
  for (const r of rows) {
    if (r.lat == null || r.lng == null) continue;
    const p = pts.get(r.district) ?? { lat: [], lng: [] };
    p.lat.push(r.lat);
    p.lng.push(r.lng);
    pts.set(r.district, p);
  }
  return new Map([...pts].map(([d, p]) => [d, { lat: median(p.lat), lng: median(p.lng) }]));
}

/** Where a locality's pin may be: a centre and a radius. */
export function allowedArea(r: Pick<NewLocality, 'cityName' | 'pincode' | 'district'>, districtCentre?: Point) {
  const city = findCity(r.cityName);
  if (city) {
    const urban = city.urbanPins.some((p) => r.pincode.startsWith(p));
    return { centre: { lat: city.lat, lng: city.lng }, km: urban ? city.radiusKm ?? CITY_RADIUS_KM : DISTRICT_RADIUS_KM };
  }
  return districtCentre ? { centre: districtCentre, km: DISTRICT_RADIUS_KM } : null;
}

/** The rows with every implausible pin dropped (lat/lng null). */
export function dropFarPoints(rows: NewLocality[]): NewLocality[] {
  const centres = districtCentres(rows);
  return rows.map((r) => {
    if (r.lat == null || r.lng == null) return r;
    const area = allowedArea(r, centres.get(r.district));
    if (!area || distanceKm({ lat: r.lat, lng: r.lng }, area.centre) <= area.km) return r;
    return { ...r, lat: null, lng: null };
  });
}
