import { beforeAll, describe, expect, it } from 'vitest';
import { CITY_TILES, TOP_LOCALITIES } from '@/lib/constants';
import { CITIES, cityForDistrict, isCityItself } from '@/server/catalog/places/cities';
import { LocalityBuilder, readPlaces, type PostalPlace } from '@/server/catalog/places/geonames';
import type { NewLocality } from '@/server/platform/db/schema';

const DELHI = [
  'New Delhi', 'Central Delhi', 'East Delhi', 'North Delhi', 'North East Delhi',
  'North West Delhi', 'South Delhi', 'South West Delhi', 'West Delhi',
];

describe('product cities', () => {
  it('are the location tiles in SPEC order, then the other footer cities', () => {
    expect(CITIES.filter((c) => c.isTile).map((c) => c.name)).toEqual([...CITY_TILES]);
    expect(CITIES.filter((c) => c.isTopLocality).map((c) => c.name).sort()).toEqual([...TOP_LOCALITIES].sort());
    expect(CITIES.map((c) => c.sortOrder)).toEqual([...CITIES.map((c) => c.sortOrder)].sort((a, b) => a - b));
    expect(new Set(CITIES.map((c) => c.slug)).size).toBe(CITIES.length);
    expect(CITIES.find((c) => c.name === 'New Delhi')?.slug).toBe('new-delhi');
  });

  it('have centres inside India', () => {
    for (const c of CITIES) {
      expect(c.lat).toBeGreaterThan(8);
      expect(c.lat).toBeLessThan(37);
      expect(c.lng).toBeGreaterThan(68);
      expect(c.lng).toBeLessThan(98);
    }
  });
});

describe('cityForDistrict', () => {
  it('maps every Delhi district to New Delhi', () => {
    for (const d of DELHI) expect(cityForDistrict(d)).toBe('New Delhi');
  });

  it.each([
    ['Bengaluru', 'Bengaluru'], ['Mysuru', 'Mysuru'], ['Hyderabad', 'Hyderabad'], ['Chennai', 'Chennai'],
    ['Mumbai', 'Mumbai'], ['Pune', 'Pune'], ['Visakhapatnam', 'Visakhapatnam'], ['Ahmedabad', 'Ahmedabad'],
    ['Gurgaon', 'Gurgaon'],
  ])('%s -> %s', (district, city) => expect(cityForDistrict(district)).toBe(city));

  it('takes fringe districts only inside the city pincodes', () => {
    expect(cityForDistrict('K.V.Rangareddy', '500032')).toBe('Hyderabad'); // Gachibowli
    expect(cityForDistrict('K.V.Rangareddy', '501301')).toBeUndefined();
    expect(cityForDistrict('K.V.Rangareddy')).toBeUndefined();
    expect(cityForDistrict('Bangalore Rural', '560067')).toBe('Bengaluru');
    expect(cityForDistrict('Bangalore Rural', '562123')).toBeUndefined();
    expect(cityForDistrict('Kanchipuram', '600045')).toBe('Chennai'); // Tambaram
    expect(cityForDistrict('Thane', '400601')).toBe('Mumbai');
  });

  it('leaves other districts alone', () => {
    for (const d of ['Tumakuru', 'Mandya', 'Rewa', 'Aurangabad', 'Kolkata']) expect(cityForDistrict(d)).toBeUndefined();
  });
});

describe('isCityItself', () => {
  it('recognises the city under its names', () => {
    expect(isCityItself('Mysuru', 'Mysuru', 'Mysuru')).toBe(true);
    expect(isCityItself('Mysore', 'Mysuru', 'Mysuru')).toBe(true);
    expect(isCityItself('Bangalore', 'Bengaluru', 'Bengaluru')).toBe(true);
    expect(isCityItself('Delhi', 'New Delhi', 'North Delhi')).toBe(true);
    expect(isCityItself('Bilaspur', 'Bilaspur (HP)', 'Bilaspur (HP)')).toBe(true);
  });
  it('keeps localities and same-named villages elsewhere', () => {
    expect(isCityItself('Mysuru Fort', 'Mysuru', 'Mysuru')).toBe(false);
    expect(isCityItself('Delhi', 'Rewa', 'Rewa')).toBe(false); // a village called Delhi
  });
});

describe('against the real postal file', () => {
  const places: PostalPlace[] = [];
  beforeAll(async () => {
    for await (const p of readPlaces()) places.push(p);
  });
  const build = (cities: string[]): NewLocality[] => {
    const b = new LocalityBuilder({ cities });
    places.forEach((p) => b.add(p));
    return b.rows();
  };

  it('reads all 155,570 lines', () => expect(places.length).toBe(155_570));

  it('uses district spellings that exist in the file', () => {
    const districts = new Set(places.map((p) => p.district));
    for (const c of CITIES) {
      for (const d of [...c.districts, ...(c.fringe ?? []).map((f) => f.district)]) expect(districts, d).toContain(d);
    }
  });

  it('builds Mysuru without its head post office, with brackets stripped', () => {
    const rows = build(['Mysuru']);
    const names = rows.map((r) => r.name);
    expect(names).not.toContain('Mysuru');
    expect(names).toContain('Lakshmipuram');
    expect(names).toContain('Saraswathipuram');
    expect(names).toContain('Gokulam');
    expect(names.filter((n) => /[()]|\bH\.O\b|\bB\.O\b|\bS\.O\b/.test(n))).toEqual([]);
    expect(rows.every((r) => r.cityName === 'Mysuru' && r.state === 'Karnataka')).toBe(true);
    expect(new Set(rows.map((r) => r.nameLower)).size).toBe(rows.length);
  });

  it('gathers the Delhi districts into New Delhi', () => {
    const rows = build(['New Delhi']);
    expect(new Set(rows.map((r) => r.district))).toEqual(new Set(DELHI));
    const names = rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Connaught Place', 'Karol Bagh', 'Lajpat Nagar']));
    expect(names).not.toContain('New Delhi');
    expect(names).not.toContain('Delhi');
  });

  it('puts Gachibowli in Hyderabad and averages coordinates', () => {
    const rows = build(['Hyderabad']);
    const g = rows.find((r) => r.name === 'Gachibowli');
    expect(g).toMatchObject({ cityName: 'Hyderabad', district: 'K.V.Rangareddy', pincode: '500032' });
    expect(rows.every((r) => r.lat == null || (r.lat > 16 && r.lat < 19))).toBe(true);
  });
});

describe('locality coordinates (issue 14)', () => {
  it('Basavanagudi and Wilson Garden lose the district stand-in point 30 km north; real points stay', async () => {
    const all: PostalPlace[] = [];
    for await (const p of readPlaces()) all.push(p);
    const b = new LocalityBuilder({ cities: ['Bengaluru', 'Mysuru'] });
    all.forEach((p) => b.add(p));
    const rows = b.rows();
    const at = (city: string, name: string) => rows.find((r) => r.cityName === city && r.name === name);
    for (const name of ['Basavanagudi', 'Wilson Garden']) {
      const r = at('Bengaluru', name)!;
      expect(r, name).toBeTruthy();
      // Never the stand-in (13.2257 N): unknown rather than 30 km off.
      expect(r.lat == null || Math.abs(r.lat - 12.94) < 0.1, `${name} at ${r.lat}`).toBe(true);
    }
    // No locality keeps the stand-in; single misplaced offices (e.g. Gunjur) are caught by their PIN's centre.
    expect(rows.filter((x) => x.lat === 13.2257 && x.lng === 77.575)).toEqual([]);
  });

  it('a point shared by many post offices of a district is a stand-in, a single office keeps its own', () => {
    const b = new LocalityBuilder({}, () => undefined, null); // the GeoNames rules alone, without PIN centres
    const office = (name: string, lat: number, lng: number, pincode = '570001'): PostalPlace =>
      ({ pincode, name, state: 'Karnataka', district: 'Mysuru', lat, lng }) as PostalPlace;
    for (let i = 0; i < 6; i++) b.add(office(`Standin Nagar ${i}`, 12.2088, 76.4421));
    b.add(office('Gokulam', 12.3301, 76.6293, '570002')); // another PIN: not a sibling the stand-ins could borrow from
    const rows = b.rows();
    expect(rows.find((r) => r.name === 'Gokulam')).toMatchObject({ lat: 12.3301, lng: 76.6293 });
    expect(rows.find((r) => r.name === 'Standin Nagar 0')).toMatchObject({ lat: null, lng: null });
  });
});
