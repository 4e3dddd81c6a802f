// Issue 27: the correctness matrix. On a seeded set of ~2,000 items (two
// cities sharing locality names, PGs whose cheap room is of another type, six
// bathrooms, a listing posted at 23:50 IST yesterday), every search below is
// compared with the oracle (tests/helpers/matrix-oracle.ts), which reads the
// database rows on its own:
// - the answer holds exactly the matching items (ads included), in order, with
//   the total equal to a direct count;
// - adding a filter never raises the count;
// - every sort holds within and across pages 1-3, no item repeats, and the
//   last page holds the remainder;
// - a route id gives the same first results as the API body it stands for.
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, parseSearchId, toApiBody, writeSearchId, type SearchGroup, type SearchState } from '@/lib/search-route';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { seedMatrix } from '../helpers/matrix-seed';
import { expected, loadItems, type Body, type Item } from '../helpers/matrix-oracle';

const t = useTestDb();
const PATHS: Record<string, string> = {
  residential: '/api/search/residential-property-search-v2',
  commercial: '/api/search/commercial-property-search-v2',
  agriculture: '/api/search/agriculture-property-search-v2',
  pg: '/api/search/pg-search-v2',
};
const BOTH = { city: ['Bengaluru', 'Mysuru'] };
const B = { city: ['Bengaluru'] };
const M = { city: ['Mysuru'] };
const TWO_CHIPS = { ...BOTH, location: { type: 'locality', city: 'Bengaluru', locality: ['Koramangala', 'Vijayanagar'] },
  places: [{ city: 'Bengaluru', locality: 'Koramangala' }, { city: 'Mysuru', locality: 'Vijayanagar' }] };
const ALL_BATHS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

let items: Item[] = [];
const now = new Date();
beforeAll(async () => {
  await seedMatrix(t.db, now);
  items = await loadItems(t.db, now);
}, 120_000);

type Card = { kind: string; id: number; price: number | null; is_featured: boolean };
const keyOf = (c: Card) => `${c.kind}:${c.id}`;

async function search(group: string, body: Body) {
  const r = await call('POST', PATHS[group], body);
  expect(r.http, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { data: Card[]; ads: Card[]; total: number; totalNoOfPages: number };
}

/** Page 1 (50 items) equals the oracle's first 50 in order and price; total = direct count; ads are matches. */
async function check(group: string, body: Body): Promise<number> {
  const want = expected(items, group, body);
  const got = await search(group, { ...body, page: 1, limit: 50 });
  const label = `${group} ${JSON.stringify(body)}`;
  expect(got.total, label).toBe(want.length);
  expect(got.data.map((c) => [keyOf(c), c.price]), label).toEqual(want.slice(0, 50).map((w) => [w.key, w.price]));
  const matching = new Set(want.map((w) => w.key));
  for (const ad of got.ads) expect(matching.has(keyOf(ad)) && ad.is_featured, `${label} ad ${keyOf(ad)}`).toBe(true);
  expect(got.ads.map(keyOf), label).toEqual(want.filter((w) => w.featured).slice(0, 4).map((w) => w.key));
  return got.total;
}

/** Each step adds one filter to the last: the count never grows. */
async function chain(group: string, steps: Body[]) {
  let body: Body = {};
  let last = Infinity;
  for (const step of steps) {
    body = { ...body, ...step };
    const n = await check(group, body);
    expect(n, `${group} ${JSON.stringify(body)}`).toBeLessThanOrEqual(last);
    last = n;
  }
  expect(last, `${group}: the chain ends with some results, else it proves little`).toBeGreaterThan(0);
}

/** Pages 1-3 and the last page of every sort, 20 a page, against the oracle's order. */
async function pages(group: string, body: Body) {
  for (const sort of ['relevance', 'asc', 'desc', 'newest']) {
    const want = expected(items, group, { ...body, orderByAmount: sort });
    const label = `${group} ${sort} ${JSON.stringify(body)}`;
    const seen: string[] = [];
    let totalPages = 0;
    for (const page of [1, 2, 3]) {
      const got = await search(group, { ...body, orderByAmount: sort, page, limit: 20 });
      totalPages = got.totalNoOfPages;
      seen.push(...got.data.map(keyOf));
    }
    expect(new Set(seen).size, `${label}: no repeats`).toBe(seen.length);
    expect(seen, label).toEqual(want.slice(0, 60).map((w) => w.key));
    expect(totalPages).toBe(Math.ceil(want.length / 20));
    expect(want.length, `${label}: more than 3 pages, so paging is tested`).toBeGreaterThan(60);
    const last = await search(group, { ...body, orderByAmount: sort, page: totalPages, limit: 20 });
    expect(last.data.map(keyOf), `${label}: last page`).toEqual(want.slice((totalPages - 1) * 20).map((w) => w.key));
    expect(last.data.length).toBe(want.length - (totalPages - 1) * 20);
  }
}

describe('correctness matrix: residential', () => {
  const alone: Body[] = [
    BOTH, B, M, { ...M, post_type: 'rent' }, TWO_CHIPS, { ...TWO_CHIPS, places: undefined },
    { ...M, locality: ['vijayanagar'] }, { city: [], locality: ['Jayanagar'] },
    { ...BOTH, places: [{ city: 'Mysuru', locality: 'Hebbal' }, { city: 'Bengaluru', locality: '' }] },
    { ...B, places: [{ city: 'Bengaluru', locality: '' }, { city: 'Bengaluru', locality: 'Whitefield' }] },
    { ...BOTH, property_sub_type: ['apartment'] }, { ...BOTH, property_sub_type: ['villa', 'plot'] },
    { ...BOTH, budget: { min: '5000000', max: '9000000' } }, { ...BOTH, budget: { min: '', max: '5000000' } },
    { ...BOTH, bedrooms: ['2'] }, { ...BOTH, bedrooms: ['1', '3'] }, { ...BOTH, bedrooms: ['5'] }, { ...BOTH, bedrooms: ['1', '2', '3', '4', '5'] },
    { ...BOTH, bathrooms: ['6'] }, { ...BOTH, bathrooms: ['2'] }, { ...BOTH, bathrooms: ['5'] }, { ...BOTH, bathrooms: ALL_BATHS },
    { ...BOTH, owner_type: ['owner'] }, { ...BOTH, owner_type: ['agent', 'builder'] },
    { ...BOTH, super_area: { min: '1000', max: '2000' } }, { ...BOTH, carpet_area: { min: '800' } }, { ...BOTH, plot_area: { max: '2400' } },
    { ...BOTH, furnishing_area: ['furnished'] }, { ...BOTH, facing: ['north', 'east'] },
    { ...BOTH, amenities: ['lift'] }, { ...BOTH, amenities: ['lift', 'park'] }, { ...BOTH, proprty_status: 'approved' },
    { ...BOTH, transaction: 'new' }, { ...BOTH, transcation: 'resale' }, { ...BOTH, Status: 'ready_to_move' },
    { ...BOTH, today: true }, { ...BOTH, yesterday: true }, { ...BOTH, thisWeek: true }, { ...BOTH, thisMonth: true },
  ];
  it('each filter alone, sale and rent: exactly the matching items, in order, counted right', async () => {
    for (const body of alone) {
      await check('residential', body);
      if (body.post_type !== 'rent') await check('residential', { ...body, post_type: 'rent' });
    }
  });

  it('realistic combinations narrow step by step', async () => {
    await chain('residential', [{ ...M, post_type: 'rent' }, { property_sub_type: ['apartment'] }, { bedrooms: ['2', '3'] },
      { budget: { min: '', max: '40000' } }, { furnishing_area: ['furnished', 'semi_furnished'] }]);
    await chain('residential', [BOTH, { places: TWO_CHIPS.places }, { property_sub_type: ['apartment', 'villa'] },
      { budget: { min: '3000000', max: '' } }, { owner_type: ['owner'] }]);
    await chain('residential', [B, { bathrooms: ['6', '7'] }, { bedrooms: ['5'] }]);
    await chain('residential', [{ ...BOTH, post_type: 'rent' }, { thisMonth: true }, { amenities: ['lift'] }, { thisWeek: true },
      { facing: ['north', 'east', 'south'] }, { today: true }]);
    await chain('residential', [M, { Status: 'ready_to_move' }, { transaction: 'resale' }, { super_area: { min: '800', max: '3000' } },
      { proprty_status: 'approved' }]);
    await chain('residential', [BOTH, { yesterday: true }, { places: [{ city: 'Mysuru', locality: 'Vijayanagar' }] }]);
  });

  it('sorts hold within and across pages 1-3; the last page holds the remainder', async () => {
    await pages('residential', BOTH);
    await pages('residential', { ...BOTH, post_type: 'rent', property_sub_type: ['apartment', 'villa'] });
    await pages('residential', { ...TWO_CHIPS, budget: { min: '', max: '20000000' } });
  });
});

describe('correctness matrix: commercial and agriculture', () => {
  it('each filter alone and combined', async () => {
    for (const post_type of ['sale', 'rent']) {
      for (const body of [BOTH, TWO_CHIPS, { ...BOTH, property_sub_type: ['office_space', 'warehouse'] },
        { ...BOTH, budget: { min: '3000000', max: '20000000' } }, { ...BOTH, bathrooms: ['6'] }, { ...BOTH, bathrooms: ['5'] },
        { ...BOTH, super_area: { min: '1500' } }, { ...BOTH, bedrooms: ['2'] }, { ...BOTH, owner_type: ['agent'] },
        { ...BOTH, furnishing_area: ['unfurnished'] }, { ...BOTH, thisWeek: true }]) await check('commercial', { ...body, post_type });
    }
    await chain('commercial', [B, { property_sub_type: ['office_space', 'commercial_shop'] }, { super_area: { min: '1000' } },
      { budget: { max: '30000000' } }]);
    for (const body of [BOTH, TWO_CHIPS, { ...BOTH, property_sub_type: ['land'] }, { ...BOTH, plot_area: { min: '5', max: '20' } },
      { ...BOTH, budget: { min: '', max: '10000000' } }, { ...BOTH, facing: ['east'] }, { ...BOTH, today: true }]) await check('agriculture', body);
    await chain('agriculture', [M, { property_sub_type: ['land', 'farm_house'] }, { plot_area: { min: '3' } }, { owner_type: ['owner', 'agent'] }]);
  });

  it('sorts and pages', async () => {
    await pages('commercial', { ...BOTH, post_type: 'sale' });
    await pages('agriculture', BOTH);
  });
});

describe('correctness matrix: PG', () => {
  it('each filter alone and the room-in-budget combinations', async () => {
    for (const body of [BOTH, B, TWO_CHIPS, { ...TWO_CHIPS, places: undefined }, { ...BOTH, gender: ['Female'] }, { ...BOTH, gender: ['Male', 'Both'] },
      { ...BOTH, room_type: ['1_sharing'] }, { ...BOTH, room_type: ['2_sharing', '3_sharing'] }, { ...BOTH, amount: { min: '', max: '6000' } },
      { ...BOTH, amount: { min: '6000', max: '9000' } }, { ...BOTH, room_type: ['1_sharing'], amount: { max: '8000' } },
      { ...BOTH, room_type: ['1_sharing', '2_sharing', '3_sharing', '4_sharing', 'other'], amount: { min: '5000', max: '8000' } },
      { ...B, gender: ['Male'], room_type: ['1_sharing'], amount: { max: '8000' } }]) await check('pg', body);
    await chain('pg', [BOTH, { gender: ['Female', 'Both'] }, { room_type: ['1_sharing'] }, { amount: { min: '', max: '15000' } },
      { places: TWO_CHIPS.places }]);
  });

  it('sorts and pages, price sorts by the matching room\'s rent', async () => {
    await pages('pg', BOTH);
    await pages('pg', { ...BOTH, room_type: ['1_sharing', '3_sharing'], amount: { max: '12000' } });
  });
});

describe('correctness matrix: route ids', () => {
  const chips = [
    { label: 'Koramangala, Bengaluru', value: { city: 'Bengaluru', locality: 'Koramangala' } },
    { label: 'Vijayanagar, Mysuru', value: { city: 'Mysuru', locality: 'Vijayanagar' } },
  ];
  const states: [SearchGroup, SearchState][] = [
    ['residential', { ...EMPTY_SEARCH, type: 'rent', location: chips, bedrooms: ['2'], budget: { min: null, max: 40000 } }],
    ['residential', { ...EMPTY_SEARCH, type: 'sale', location: chips, bathrooms: ['6'], postedSince: 'thisWeek' }],
    ['pg', { ...EMPTY_SEARCH, type: 'pg', location: chips, roomType: ['1_sharing'], budget: { min: null, max: 8000 } }],
    ['commercial', { ...EMPTY_SEARCH, type: 'sale', location: [chips[1]], propType: ['office_space'] }],
  ];
  it('a route id page searches what its chips and filters say', async () => {
    for (const [group, state] of states) {
      // What the page does with its id (server/catalog/search/catalog/load-search.ts).
      const body = toApiBody(group, parseSearchId(writeSearchId(state)), { fallbackCity: 'Bengaluru' });
      await check(group, body);
      expect(body.places, 'the page sends the pairs').toBeDefined();
    }
  });
});
