// Issue 23 item 4: a locality's pin must be near its city (urban core) or district.
import { beforeAll, describe, expect, it } from 'vitest';
import { CITIES } from '@/server/catalog/places/cities';
import { LocalityBuilder, readPlaces, type PostalPlace } from '@/server/catalog/places/geonames';
import { allowedArea, distanceKm, PIN_AGREE_KM, PIN_EXTRA_KM, placePoints } from '@/server/catalog/places/plausible-points';
import { parsePinCentroids } from '@/server/catalog/places/pin-centroids';
import type { NewLocality } from '@/server/platform/db/schema';

let rows: NewLocality[] = [];
beforeAll(async () => {
  const b = new LocalityBuilder({ cities: CITIES.map((c) => c.name) });
  for await (const p of readPlaces()) b.add(p);
  rows = b.rows();
}, 60_000);

const at = (city: string, name: string) => rows.find((r) => r.cityName === city && r.name === name);

describe('locality pins against their city', () => {
  it('measures distances in kilometres', () => {
    // Bengaluru centre to Dharmaram College's GeoNames point near Hoskote.
    expect(distanceKm({ lat: 12.9716, lng: 77.5946 }, { lat: 13.133, lng: 77.9274 })).toBeGreaterThan(35);
    expect(distanceKm({ lat: 12.9716, lng: 77.5946 }, { lat: 12.9716, lng: 77.5946 })).toBe(0);
  });

  it('puts Dharmaram College and Koramangala (GeoNames: 13.13 N 77.92 E, 13.29 N) at their PIN centres', () => {
    // 560029 and 560034 are both a few km south-east of the city centre, not 35+ km north-east.
    expect(at('Bengaluru', 'Koramangala')).toMatchObject({ lat: 12.92614, lng: 77.62211 });
    const dharmaram = at('Bengaluru', 'Dharmaram College')!;
    expect(distanceKm({ lat: dharmaram.lat!, lng: dharmaram.lng! }, { lat: 12.9716, lng: 77.5946 })).toBeLessThan(10);
  });

  it('gives every Bengaluru and Mysuru locality a pin, the urban ones within 35 km of the centre', () => {
    for (const city of ['Bengaluru', 'Mysuru']) {
      const def = CITIES.find((c) => c.name === city)!;
      const mine = rows.filter((r) => r.cityName === city);
      expect(mine.length).toBeGreaterThan(250);
      for (const r of mine) {
        expect(r.lat, `${r.name} ${r.pincode}`).not.toBeNull();
        const urban = def.urbanPins.some((p) => r.pincode.startsWith(p));
        expect(distanceKm({ lat: r.lat!, lng: r.lng! }, def), r.name).toBeLessThanOrEqual(urban ? 35 : 120);
      }
    }
  });

  it('keeps every remaining city pin within its allowed area, and real pins stay', () => {
    for (const r of rows) {
      if (r.lat == null || r.lng == null) continue;
      const area = allowedArea(r)!;
      // A PIN centre may reach PIN_EXTRA_KM further than a post office's own point.
      expect(distanceKm({ lat: r.lat, lng: r.lng }, area.centre), `${r.name}, ${r.cityName}`).toBeLessThanOrEqual(area.km + PIN_EXTRA_KM);
    }
    expect(at('Mysuru', 'Vijayanagar III Stage')).toMatchObject({ lat: 12.3014, lng: 76.6169 });
    // GeoNames puts Gachibowli at 17.13 N, 28 km south of Hyderabad's centre; its PIN 500032 is at 17.44 N.
    expect(at('Hyderabad', 'Gachibowli')!.lat!).toBeGreaterThan(17.4);
  });

  it('prefers the hand-set area, then an office point that agrees with its PIN, then the PIN, then the same PIN', () => {
    const row = (name: string, pincode: string, lat: number | null, lng: number | null): NewLocality =>
      ({ name, nameLower: name.toLowerCase(), cityName: 'Mysuru', district: 'Mysuru', state: 'Karnataka', pincode, lat, lng });
    const pins = new Map([['570002', { lat: 12.3, lng: 76.64 }], ['570003', { lat: 12.33, lng: 76.62 }]]);
    const got = placePoints([
      row('Agrees', '570002', 12.31, 76.645), // ~1 km from its PIN's centre: its own point stays
      row('Misplaced', '570003', 12.2, 76.5), // ~19 km off: the PIN's centre
      row('No point', '570003', null, null),
      row('New PIN', '570009', null, null), // no centre: the same PIN's other locality
      row('Placed', '570009', 12.29, 76.6),
      row('Hand', '570002', null, null),
      row('Nowhere', '570099', null, null),
    ], (p) => pins.get(p), (_c, n) => (n === 'Hand' ? { lat: 12.28, lng: 76.66 } : undefined));
    const at2 = (n: string) => got.find((r) => r.name === n)!;
    expect(distanceKm({ lat: 12.31, lng: 76.645 }, pins.get('570002')!)).toBeLessThan(PIN_AGREE_KM);
    expect(at2('Agrees')).toMatchObject({ lat: 12.31, lng: 76.645 });
    expect(at2('Misplaced')).toMatchObject({ lat: 12.33, lng: 76.62 });
    expect(at2('No point')).toMatchObject({ lat: 12.33, lng: 76.62 });
    expect(at2('New PIN')).toMatchObject({ lat: 12.29, lng: 76.6 });
    expect(at2('Hand')).toMatchObject({ lat: 12.28, lng: 76.66 });
    expect(at2('Nowhere')).toMatchObject({ lat: null, lng: null });
  });

  it('reads the PIN table and drops entries outside India', () => {
    const t = 'var india={"560034":{"lat":12.926138,"lng":77.622109},"560112":{"lat":83.1,"lng":-40},"x":{"lat":1,"lng":2}};var _default=india;';
    const m = parsePinCentroids(t);
    expect([...m.keys()]).toEqual(['560034']);
    expect(m.get('560034')).toEqual({ lat: 12.926138, lng: 77.622109 });
  });

  it('checks places outside the product cities against their district', () => {
    const b = new LocalityBuilder({}, () => undefined, null);
    const office = (name: string, lat: number, lng: number): PostalPlace =>
      ({ pincode: '631205', name, state: 'Tamil Nadu', district: 'Tiruvallur', lat, lng }) as PostalPlace;
    b.add(office('Koramangalam', 13.1726, 79.5545));
    b.add(office('Tiruttani', 13.18, 79.61));
    b.add(office('Pallipattu', 13.33, 79.44));
    b.add(office('Far Away', 18.5, 73.8)); // a Pune point in a Tamil Nadu district
    const got = b.rows();
    expect(got.find((r) => r.name === 'Koramangalam')?.lat).toBe(13.1726);
    // Not its Pune point: the same PIN's other offices' position instead.
    const far = got.find((r) => r.name === 'Far Away')!;
    expect(far.lat!).toBeGreaterThan(13);
    expect(far.lat!).toBeLessThan(13.4);
  });
});
