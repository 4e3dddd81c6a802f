// The seeder's popular localities must be real postal places of their city,
// or the demo silently falls back to villages again.
import { beforeAll, describe, expect, it } from 'vitest';
import { CITIES } from '@/server/catalog/places/cities';
import { LocalityBuilder, readPlaces } from '@/server/catalog/places/geonames';
import { POPULAR_LOCALITIES } from '@/server/platform/seed/popular-localities';

const names = new Map<string, Set<string>>();
beforeAll(async () => {
  const b = new LocalityBuilder({ cities: CITIES.map((c) => c.name) });
  for await (const p of readPlaces()) b.add(p);
  for (const r of b.rows()) names.set(r.cityName, (names.get(r.cityName) ?? new Set()).add(r.name));
}, 60_000);

describe('popular localities of the demo data', () => {
  it('lists every product city, each name a locality of that city, once', () => {
    expect(Object.keys(POPULAR_LOCALITIES).sort()).toEqual(CITIES.map((c) => c.name).sort());
    for (const [city, list] of Object.entries(POPULAR_LOCALITIES)) {
      expect(new Set(list).size, city).toBe(list.length);
      expect(list.length, city).toBeGreaterThanOrEqual(10);
      for (const n of list) expect(names.get(city)?.has(n), `${n}, ${city}`).toBe(true);
    }
  });
});
