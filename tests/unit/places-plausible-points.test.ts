// Issue 23 item 4: a locality's pin must be near its city (urban core) or district.
import { beforeAll, describe, expect, it } from 'vitest';
import { CITIES } from '@/server/places/cities';
import { LocalityBuilder, readPlaces, type PostalPlace } from '@/server/places/geonames';
import { allowedArea, distanceKm } from '@/server/places/plausible-points';
import type { NewLocality } from '@/server/db/schema';

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

  it('drops Dharmaram College (13.13 N 77.92 E) and Koramangala (13.29 N), 35+ km from Bengaluru', () => {
    expect(at('Bengaluru', 'Dharmaram College')).toMatchObject({ lat: null, lng: null });
    expect(at('Bengaluru', 'Koramangala')).toMatchObject({ lat: null, lng: null });
  });

  it('keeps every remaining city pin within its allowed area, and real pins stay', () => {
    for (const r of rows) {
      if (r.lat == null || r.lng == null) continue;
      const area = allowedArea(r)!;
      expect(distanceKm({ lat: r.lat, lng: r.lng }, area.centre), `${r.name}, ${r.cityName}`).toBeLessThanOrEqual(area.km);
    }
    expect(at('Mysuru', 'Vijayanagar III Stage')).toMatchObject({ lat: 12.3014, lng: 76.6169 });
    // GeoNames puts Gachibowli at 17.13 N, 28 km south of Hyderabad's centre (it is at 17.44 N).
    expect(at('Hyderabad', 'Gachibowli')).toMatchObject({ lat: null, lng: null });
  });

  it('checks places outside the product cities against their district', () => {
    const b = new LocalityBuilder();
    const office = (name: string, lat: number, lng: number): PostalPlace =>
      ({ pincode: '631205', name, state: 'Tamil Nadu', district: 'Tiruvallur', lat, lng }) as PostalPlace;
    b.add(office('Koramangalam', 13.1726, 79.5545));
    b.add(office('Tiruttani', 13.18, 79.61));
    b.add(office('Pallipattu', 13.33, 79.44));
    b.add(office('Far Away', 18.5, 73.8)); // a Pune point in a Tamil Nadu district
    const got = b.rows();
    expect(got.find((r) => r.name === 'Koramangalam')?.lat).toBe(13.1726);
    expect(got.find((r) => r.name === 'Far Away')).toMatchObject({ lat: null, lng: null });
  });
});
