import 'server-only';
import type { NewLocality } from '../../platform/db/schema';
import { findCity } from './cities';

// GeoNames pins some post offices far from where they are: "Dharmaram College"
// (Bengaluru, PIN 560029) sits at 13.133 N 77.927 E near Hoskote, 36 km from
// the city centre; "Koramangala" at 13.293 N, 39 km north. A pin is only kept
// when it is near where the place must be:
// - a product city's urban core (its PIN prefixes): within the city's radius
//   of its centre, 25 km (New Delhi's nine districts: 35 km);
// - the rest of a product city's district (villages, small towns): 120 km, the reach of a large district;
// - elsewhere: 120 km of the district's median point.
// Beyond that the GeoNames point is not used; placePoints falls back to the
// PIN's centre (also checked) and else leaves the locality without a pin.

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

/**
 * A GeoNames point further than this from its own PIN's centre is a misplaced
 * office: in Bengaluru the points left after the stand-ins sit a median 44 km
 * from their PIN's centre, in Chennai and Mumbai 0.7 km. A city PIN area is a
 * few km across.
 */
export const PIN_AGREE_KM = 5;

/**
 * A PIN's centre is the better source and is checked only for gross errors:
 * metro PIN areas reach past the 25 km that catches misplaced offices
 * (Bengaluru's airport 560300 at 28 km, Chennai's 600127 at 33 km).
 */
export const PIN_EXTRA_KM = 10;

type PinLookup = (pincode: string) => Point | undefined;
type AreaLookup = (cityName: string, name: string) => Point | undefined;

const round5 = (v: number) => Math.round(v * 1e5) / 1e5;

/**
 * Each row's pin, from the best source that is plausible (allowedArea):
 * 0. the area's hand-set position (known-areas.ts);
 * 1. the post offices' own GeoNames point, when it agrees with its PIN's centre
 *    (or the PIN has none);
 * 2. the PIN's centre (pin-centroids.ts);
 * 3. the other localities of the city with the same PIN (their average);
 * otherwise none (lat/lng null): no map rather than a wrong one.
 */
export function placePoints(rows: NewLocality[], pinOf: PinLookup, areaOf: AreaLookup = () => undefined): NewLocality[] {
  const centres = districtCentres(rows);
  const inArea = (r: NewLocality, p: Point, extraKm = 0) => {
    const area = allowedArea(r, centres.get(r.district));
    return !area || distanceKm(p, area.centre) <= area.km + extraKm;
  };
  const placed = rows.map((r) => {
    const hand = areaOf(r.cityName, r.name);
    const own = r.lat != null && r.lng != null ? { lat: r.lat, lng: r.lng } : null;
    const geo = own && inArea(r, own) ? own : null;
    const found = pinOf(r.pincode);
    const pin = found && inArea(r, found, PIN_EXTRA_KM) ? found : null;
    const p = hand && inArea(r, hand) ? hand : geo && (!pin || distanceKm(geo, pin) <= PIN_AGREE_KM) ? geo : pin;
    return { ...r, lat: p ? round5(p.lat) : null, lng: p ? round5(p.lng) : null };
  });
  const known = new Map<string, { lat: number[]; lng: number[] }>();
  for (const r of placed) {
    if (r.lat == null || r.lng == null) continue;
    const k = `${r.cityName}|${r.pincode}`;
    const acc = known.get(k) ?? { lat: [], lng: [] };
    acc.lat.push(r.lat);
    acc.lng.push(r.lng);
    known.set(k, acc);
  }
  const mean = (xs: number[]) => round5(xs.reduce((a, b) => a + b, 0) / xs.length);
  return placed.map((r) => {
    if (r.lat != null) return r;
    const near = known.get(`${r.cityName}|${r.pincode}`);
    return near ? { ...r, lat: mean(near.lat), lng: mean(near.lng) } : r;
  });
}
