// Issue 23 item 2: an empty locality search offers the nearby localities where
// the same search (other filters kept) finds listings, nearest first.
import { beforeAll, describe, expect, it } from 'vitest';
import { localities } from '@/server/platform/db/schema';
import { bumpDataVersion } from '@/server/platform/db/data-version';
import { nearbyLocalities } from '@/server/catalog/search/localities/nearby';
import { listingFiltersOfState } from '@/server/catalog/search/catalog/state-filters';
import { EMPTY_SEARCH, type SearchState } from '@/lib/search-route';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeCity, makeListing } from '../helpers/fixtures';

const t = useTestDb();

async function place(name: string, city: string, pincode: string, lat: number | null = null, lng: number | null = null) {
  await t.db.insert(localities).values({ name, nameLower: name.toLowerCase(), cityName: city, district: city, state: 'Karnataka', pincode, lat, lng });
}

beforeAll(async () => {
  await makeCity(t.db, 'Mysuru', { lat: 12.2958, lng: 76.6394 });
  await makeCity(t.db, 'Bengaluru', { lat: 12.9716, lng: 77.5946 });
  await place('Kuvempunagar', 'Mysuru', '570023', 12.295, 76.629);
  await place('Vijayanagar III Stage', 'Mysuru', '570030', 12.3014, 76.6169);
  await place('Hebbal Layout', 'Mysuru', '570016', 12.35, 76.61);
  await place('Nanjangud', 'Mysuru', '571301', 12.12, 76.68);
  await place('Gokulam', 'Mysuru', '570002', 12.33, 76.63);
  await place('Koramangala', 'Bengaluru', '560034');
  await place('Viveknagar', 'Bengaluru', '560047');
  await place('Yelahanka', 'Bengaluru', '560064');
  await bumpDataVersion(t.db, 'localities');
  const rent = { postType: 'rent' as const, price: 15_000, bedrooms: 2 };
  for (const locality of ['Vijayanagar III Stage', 'Vijayanagar III Stage', 'Nanjangud', 'Nanjangud', 'Nanjangud']) {
    await makeListing(t.db, { ...rent, city: 'Mysuru', locality });
  }
  await makeListing(t.db, { ...rent, city: 'Mysuru', locality: 'Hebbal Layout', bedrooms: 3 });
  await makeListing(t.db, { city: 'Mysuru', locality: 'Gokulam', postType: 'sale' });
  await makeListing(t.db, { ...rent, city: 'Bengaluru', locality: 'Viveknagar' });
  await makeListing(t.db, { ...rent, city: 'Bengaluru', locality: 'Yelahanka' });
});

const body = (city: string, locality: string, more: object = {}) =>
  ({ city: [city], post_type: 'rent', location: { type: 'locality', city, locality: [locality] }, ...more });

// The same search as a server page's state, read into filters as the page does.
const state = (city: string, locality: string, more: Partial<SearchState> = {}): SearchState =>
  ({ ...EMPTY_SEARCH, type: 'rent', location: locality ? [{ label: locality, value: { city, locality } }] : [{ label: city, value: { city, locality: '' } }], ...more });
const filters = (s: SearchState) => listingFiltersOfState('residential', s);

describe('nearby localities for an empty locality search', () => {
  it('the search itself finds nothing in Kuvempunagar', async () => {
    const r = await call('POST', '/api/search/residential-property-search-v2', body('Mysuru', 'Kuvempunagar'));
    expect(r.body.data.total).toBe(0);
  });

  it('offers the localities with matching listings, nearest first, never one without a match', async () => {
    expect(await nearbyLocalities('residential', await filters(state('Mysuru', 'Kuvempunagar')))).toEqual([
      { city: 'Mysuru', locality: 'Vijayanagar III Stage', count: 2 },
      { city: 'Mysuru', locality: 'Hebbal Layout', count: 1 },
      { city: 'Mysuru', locality: 'Nanjangud', count: 3 },
    ]);
  });

  it('keeps the other filters: 3 BHK rentals only in Hebbal Layout', async () => {
    expect(await nearbyLocalities('residential', await filters(state('Mysuru', 'Kuvempunagar', { bedrooms: ['3'] }))))
      .toEqual([{ city: 'Mysuru', locality: 'Hebbal Layout', count: 1 }]);
  });

  it('without coordinates, the nearest PIN code comes first', async () => {
    const got = await nearbyLocalities('residential', await filters(state('Bengaluru', 'Koramangala')));
    expect(got.map((p) => p.locality)).toEqual(['Viveknagar', 'Yelahanka']);
  });

  it('asks nothing of a city-wide search', async () => {
    expect(await nearbyLocalities('residential', await filters(state('Mysuru', '')))).toEqual([]);
  });
});
