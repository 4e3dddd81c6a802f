// Issue 23 item 2: a chosen locality covers its blocks, stages and phases, the
// same way in search, PG search, saved-search alerts and landing pages.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { savedSearches } from '@/server/platform/db/schema';
import { matches } from '@/server/messaging/alerts/match';
import { searchFigures } from '@/server/catalog/search/catalog/figures';
import { toApiBody, writeSearchId, EMPTY_SEARCH } from '@/lib/search-route';
import { findLanding, landingSearch } from '@/landing-data';
import { useTestDb } from '../helpers/db';
import { call, type ApiAnswer } from '../helpers/api';
import { makeCity, makeListing, makeLocalities, makePg } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';

const t = useTestDb();
const RESIDENTIAL = '/api/search/residential-property-search-v2';
const PG = '/api/search/pg-search-v2';
const ids = (r: ApiAnswer) => (r.body.data.data as { id: number }[]).map((c) => c.id).sort((a, b) => a - b);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

let block1: number, block1b: number, block6: number, plain: number, jayanagar: number, mysuruNamesake: number, village: number;

beforeAll(async () => {
  await makeCity(t.db, 'Bengaluru', { sortOrder: 1 });
  await makeCity(t.db, 'Mysuru', { sortOrder: 2 });
  await makeLocalities(t.db, [
    { name: 'Koramangala', city: 'Bengaluru' },
    { name: 'Koramangala I Block', city: 'Bengaluru' },
    { name: 'Koramangala VI Bk', city: 'Bengaluru' },
    { name: 'Jayanagar', city: 'Bengaluru' },
    { name: 'Koramangalam', city: 'Tiruvallur' },
    { name: 'Koramangala II Stage', city: 'Mysuru' },
    { name: 'Vijaynagar II Stage', city: 'Mysuru' },
    { name: 'Vijayanagar III Stage', city: 'Mysuru' },
    { name: 'Vijayanagar 3rd Stage', city: 'Mysuru' },
    { name: 'Vijayanagar IV Stage', city: 'Mysuru' },
  ]);
  const rent = { city: 'Bengaluru', postType: 'rent' as const, price: 30_000 };
  block1 = (await makeListing(t.db, { ...rent, locality: 'Koramangala I Block' })).id;
  block1b = (await makeListing(t.db, { ...rent, locality: 'Koramangala I Block' })).id;
  block6 = (await makeListing(t.db, { ...rent, locality: 'Koramangala VI Bk' })).id;
  plain = (await makeListing(t.db, { ...rent, locality: 'Koramangala' })).id;
  jayanagar = (await makeListing(t.db, { ...rent, locality: 'Jayanagar' })).id;
  village = (await makeListing(t.db, { ...rent, city: 'Tiruvallur', locality: 'Koramangalam' })).id;
  mysuruNamesake = (await makeListing(t.db, { ...rent, city: 'Mysuru', locality: 'Koramangala II Stage' })).id;
});

const rentIn = (locality: string[], city = ['Bengaluru']) =>
  call('POST', RESIDENTIAL, { city, post_type: 'rent', limit: 50, location: { type: 'locality', city: city[0], locality } });

describe('a locality search includes its blocks, stages and phases', () => {
  it('"Koramangala" in Bengaluru finds its I Block and VI Bk listings, not other areas or cities', async () => {
    const r = await rentIn(['Koramangala']);
    expect(r.http, JSON.stringify(r.body)).toBe(200);
    expect(ids(r)).toEqual(sorted([plain, block1, block1b, block6]));
    expect(ids(r)).not.toContain(jayanagar);
    expect(ids(r)).not.toContain(mysuruNamesake);
    expect(ids(r)).not.toContain(village);
    expect(r.body.data.total).toBe(4);
  });

  it('a chosen block is only that block, in any spelling of it', async () => {
    expect(ids(await rentIn(['Koramangala I Block']))).toEqual(sorted([block1, block1b]));
    expect(ids(await rentIn(['Koramangala 6th Block']))).toEqual([block6]);
    expect(ids(await rentIn(['koramangala vi bk']))).toEqual([block6]);
  });

  it('PG search covers the blocks the same way', async () => {
    const pgBlock = await makePg(t.db, { city: 'Bengaluru', locality: 'Koramangala VI Bk' });
    const pgOther = await makePg(t.db, { city: 'Bengaluru', locality: 'Jayanagar' });
    const r = await call('POST', PG, { city: ['Bengaluru'], limit: 50, location: { type: 'locality', city: 'Bengaluru', locality: ['Koramangala'] } });
    expect(r.http).toBe(200);
    expect(ids(r)).toEqual([pgBlock.id]);
    expect(ids(r)).not.toContain(pgOther.id);
  });

  it('a saved search for Koramangala alerts on a new I Block listing, not on Jayanagar', async () => {
    const me = await accountUser(t.db, 'buyer', { email: 'koramangala@example.in' });
    const search_id = writeSearchId({
      ...EMPTY_SEARCH, type: 'rent',
      location: [{ label: 'Koramangala, Bengaluru', value: { city: 'Bengaluru', locality: 'Koramangala' } }],
    });
    const r = await call('POST', '/api/saved-search/create', { search_group: 'residential', search_id, city: 'Bengaluru' }, { token: me.token });
    expect(r.http, JSON.stringify(r.body)).toBe(200);
    const [saved] = await t.db.select().from(savedSearches).where(eq(savedSearches.userId, me.id));
    expect(await matches(t.db, saved, 'property', block1)).toBe(true);
    expect(await matches(t.db, saved, 'property', block6)).toBe(true);
    expect(await matches(t.db, saved, 'property', jayanagar)).toBe(false);
  });

  it('the Vijayanagar PG landing page and its figures include a stage written another way', async () => {
    const third = await makePg(t.db, { city: 'Mysuru', locality: 'Vijayanagar 3rd Stage', minRent: 6000 });
    const second = await makePg(t.db, { city: 'Mysuru', locality: 'Vijaynagar II Stage', minRent: 7000 });
    const elsewhere = await makePg(t.db, { city: 'Mysuru', locality: 'Kuvempunagar', minRent: 6500 });
    const { state } = landingSearch('pg', findLanding('pg', 'pgs-in-vijayanagar-mysore-rd')!);
    const body = toApiBody('pg', state, { fallbackCity: 'Mysuru' });
    const r = await call('POST', PG, body);
    expect(r.http).toBe(200);
    expect(ids(r)).toEqual(sorted([third.id, second.id]));
    const figures = await searchFigures('pg', state, 'Mysuru', false);
    expect(figures.total).toBe(2);
    expect(figures.topLocalities.map((l) => l.name)).not.toContain(elsewhere.locality);
  });
});
