// Issue 27: each reproduction answers only matching items.
import { describe, expect, it } from 'vitest';
import { cardPrice, postedAgo } from '@/lib/card';
import { formatPrice } from '@/lib/format/price';
import { istDayStart } from '@/lib/ist';
import { toApiBody, EMPTY_SEARCH } from '@/lib/search-route';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing, makePg } from '../helpers/fixtures';

const t = useTestDb();
const PG = '/api/search/pg-search-v2';
const RENT = '/api/search/residential-property-search-v2';

type Card = Record<string, any>;
const cardsOf = async (path: string, body: object): Promise<Card[]> => {
  const r = await call('POST', path, { limit: 50, ...body });
  expect(r.http, JSON.stringify(r.body)).toBe(200);
  return r.body.data.data;
};
const idsOf = async (path: string, body: object) => (await cardsOf(path, body)).map((c) => c.id).sort((a, b) => a - b);
const sorted = (...xs: { id: number }[]) => xs.map((x) => x.id).sort((a, b) => a - b);

describe('PG search: a room of the chosen type within the budget', () => {
  it('a PG whose cheap room is of another type is not a match; the card shows the matching room', async () => {
    const city = 'Roomtown';
    // Homely Boys PG: four sharing at 5,000, its single room at 18,000.
    const homely = await makePg(t.db, { city, name: 'Homely Boys PG', rooms: [{ roomType: '4_sharing', rent: 5000 }, { roomType: '1_sharing', rent: 18000 }] });
    const single = await makePg(t.db, { city, rooms: [{ roomType: '2_sharing', rent: 6000 }, { roomType: '1_sharing', rent: 7500 }] });
    const body = { city: [city], room_type: ['1_sharing'], amount: { min: '', max: '8000' } };
    const cards = await cardsOf(PG, body);
    expect(cards.map((c) => c.id)).toEqual([single.id]);
    expect(cards[0]).toMatchObject({ price: 7500, price_label: 'Single room' });
    expect(cardPrice(cards[0] as never, formatPrice)).toMatch(/^Single room ₹\s?7,500 \/month$/);
    // No budget: the PG's cheapest single room is its card's price.
    const all = await cardsOf(PG, { city: [city], room_type: ['1_sharing'] });
    expect(all.find((c) => c.id === homely.id)).toMatchObject({ price: 18000, price_label: 'Single room' });
    // A min bound reads the same room's rent.
    expect(await idsOf(PG, { city: [city], room_type: ['1_sharing'], amount: { min: '10000', max: '' } })).toEqual([homely.id]);
    // Two room types: either one within the budget; the card shows the cheaper match.
    const two = await cardsOf(PG, { city: [city], room_type: ['1_sharing', '4_sharing'], amount: { min: '', max: '8000' } });
    expect(two.map((c) => [c.id, c.price, c.price_label]).sort()).toEqual([[homely.id, 5000, 'Four sharing'], [single.id, 7500, 'Single room']].sort());
    // Without a room type (or with all of them, what the client sends for "all") the cheapest room counts, no label.
    const any = await cardsOf(PG, { city: [city], room_type: ['1_sharing', '2_sharing', '3_sharing', '4_sharing', 'other'], amount: { max: '5500' } });
    expect(any.map((c) => c.id)).toEqual([homely.id]);
    expect(any[0].price_label).toBeUndefined();
  });

  it('sorting by price uses the matching room\'s rent, on every page', async () => {
    const city = 'Roomsort';
    const a = await makePg(t.db, { city, rooms: [{ roomType: '4_sharing', rent: 3000 }, { roomType: '1_sharing', rent: 7900 }] });
    const b = await makePg(t.db, { city, rooms: [{ roomType: '1_sharing', rent: 7000 }, { roomType: '2_sharing', rent: 6500 }] });
    const c = await makePg(t.db, { city, rooms: [{ roomType: '1_sharing', rent: 9000 }] });
    const body = { city: [city], room_type: ['1_sharing'], orderByAmount: 'asc' };
    expect((await cardsOf(PG, body)).map((x) => [x.id, x.price])).toEqual([[b.id, 7000], [a.id, 7900], [c.id, 9000]]);
    const desc = await cardsOf(PG, { ...body, orderByAmount: 'desc' });
    expect(desc.map((x) => x.id)).toEqual([c.id, a.id, b.id]);
    const p1 = await cardsOf(PG, { ...body, limit: 2, page: 1 });
    const p2 = await cardsOf(PG, { ...body, limit: 2, page: 2 });
    expect([...p1, ...p2].map((x) => x.id)).toEqual([b.id, a.id, c.id]);
  });
});

describe('location chips keep their city', () => {
  it('Koramangala, Bengaluru + Vijayanagar, Mysuru: no Vijayanagar of Bengaluru (rent, sale, PG)', async () => {
    const kb = await makeListing(t.db, { city: 'Bengaluru', locality: 'Koramangala', postType: 'rent', price: 30000 });
    const vb = await makeListing(t.db, { city: 'Bengaluru', locality: 'Vijayanagar', postType: 'rent', price: 30000 });
    const vm = await makeListing(t.db, { city: 'Mysuru', locality: 'Vijayanagar', postType: 'rent', price: 30000 });
    const km = await makeListing(t.db, { city: 'Mysuru', locality: 'Koramangala', postType: 'rent', price: 30000 });
    const spec = { city: ['Bengaluru', 'Mysuru'], location: { type: 'locality', city: 'Bengaluru', locality: ['Koramangala', 'Vijayanagar'] } };
    const places = [{ city: 'Bengaluru', locality: 'Koramangala' }, { city: 'Mysuru', locality: 'vijayanagar' }];
    expect(await idsOf(RENT, { ...spec, places, post_type: 'rent' })).toEqual(sorted(kb, vm));
    // The SPEC's body alone still works: every city with every locality, as before.
    expect(await idsOf(RENT, { ...spec, post_type: 'rent' })).toEqual(sorted(kb, vb, vm, km));

    const sale = await makeListing(t.db, { city: 'Bengaluru', locality: 'Vijayanagar' });
    const saleM = await makeListing(t.db, { city: 'Mysuru', locality: 'Vijayanagar' });
    expect(await idsOf(RENT, { ...spec, places })).toEqual(sorted(saleM));
    expect(sale.id).toBeGreaterThan(0);

    const pgB = await makePg(t.db, { city: 'Bengaluru', locality: 'Vijayanagar' });
    const pgM = await makePg(t.db, { city: 'Mysuru', locality: 'Vijayanagar' });
    const pgK = await makePg(t.db, { city: 'Bengaluru', locality: 'Koramangala' });
    expect(await idsOf(PG, { ...spec, places })).toEqual(sorted(pgM, pgK));
    expect(pgB.id).toBeGreaterThan(0);
  });

  it('a whole-city chip beside a locality chip: that city whole, the other only at its locality', async () => {
    const a = await makeListing(t.db, { city: 'Chiptown', locality: 'Alpha', postType: 'rent' });
    const b = await makeListing(t.db, { city: 'Chiptown', locality: 'Beta', postType: 'rent' });
    const c = await makeListing(t.db, { city: 'Othertown', locality: 'Gamma', postType: 'rent' });
    const d = await makeListing(t.db, { city: 'Othertown', locality: 'Alpha', postType: 'rent' });
    await makeListing(t.db, { city: 'Thirdtown', locality: 'Alpha', postType: 'rent' });
    const body = toApiBody('residential', { ...EMPTY_SEARCH, type: 'rent', location: [
      { label: 'Alpha, Chiptown', value: { city: 'Chiptown', locality: 'Alpha' } },
      { label: 'Othertown', value: { city: 'Othertown', locality: '' } },
    ] });
    expect(await idsOf(RENT, body)).toEqual(sorted(a, c, d));
    const body2 = toApiBody('residential', { ...EMPTY_SEARCH, type: 'rent', location: [
      { label: 'Chiptown', value: { city: 'Chiptown', locality: '' } },
      { label: 'Gamma, Othertown', value: { city: 'Othertown', locality: 'Gamma' } },
    ] });
    expect(await idsOf(RENT, body2)).toEqual(sorted(a, b, c));
    // The city page's chip stays when a locality of that city is added: the locality narrows it.
    const body3 = toApiBody('residential', { ...EMPTY_SEARCH, type: 'rent', location: [
      { label: 'Chiptown', value: { city: 'Chiptown', locality: '' } },
      { label: 'Beta, Chiptown', value: { city: 'Chiptown', locality: 'Beta' } },
    ] });
    expect(await idsOf(RENT, body3)).toEqual(sorted(b));
  });

  it('places are validated: a city is required, objects only', async () => {
    const bad = await call('POST', RENT, { places: [{ locality: 'Koramangala' }] });
    expect(bad.http).toBe(400);
    expect(bad.body.message).toMatch(/places\[0\]\.city/);
    expect((await call('POST', RENT, { places: ['Koramangala'] })).http).toBe(400);
    expect((await call('POST', PG, { places: { city: 'Mysuru' } })).http).toBe(200); // one place, as lists elsewhere accept
  });
});

describe('bathrooms above five', () => {
  it('"6" means exactly six; "5" stays 5 or more; "6+" six or more; the client\'s all (1..9) no filter', async () => {
    const city = 'Bathtown';
    const five = await makeListing(t.db, { city, bathrooms: 5 });
    const six = await makeListing(t.db, { city, bathrooms: 6 });
    const seven = await makeListing(t.db, { city, bathrooms: 7 });
    const none = await makeListing(t.db, { city, bathrooms: null, category: 'plot', bedrooms: null });
    expect(await idsOf(RENT, { city: [city], bathrooms: ['6'] })).toEqual(sorted(six));
    expect(await idsOf(RENT, { city: [city], bathrooms: ['6', '7'] })).toEqual(sorted(six, seven));
    expect(await idsOf(RENT, { city: [city], bathrooms: ['5'] })).toEqual(sorted(five, six, seven));
    expect(await idsOf(RENT, { city: [city], bathrooms: ['6+'] })).toEqual(sorted(six, seven));
    expect(await idsOf(RENT, { city: [city], bathrooms: ['1', '2', '3', '4', '5', '6', '7', '8', '9'] })).toEqual(sorted(five, six, seven, none));
    const bedsSix = await makeListing(t.db, { city, bedrooms: 6, bathrooms: 3 });
    expect(await idsOf(RENT, { city: [city], bedrooms: ['6'] })).toEqual(sorted(bedsSix));
  });
});

describe('one meaning of "today"', () => {
  it('a listing posted at 23:50 IST yesterday reads "Yesterday" and is in the yesterday filter, not today\'s', async () => {
    const city = 'Daytown';
    const now = new Date();
    const lateYesterday = await makeListing(t.db, { city, createdAt: new Date(istDayStart(now).getTime() - 10 * 60_000) });
    const today = await makeListing(t.db, { city, createdAt: new Date(Math.max(istDayStart(now).getTime(), now.getTime() - 60_000)) });
    const sixDays = await makeListing(t.db, { city, createdAt: new Date(istDayStart(now, 6).getTime() + 60_000) });
    const sevenDays = await makeListing(t.db, { city, createdAt: new Date(istDayStart(now, 6).getTime() - 60_000) });
    const month = await makeListing(t.db, { city, createdAt: new Date(istDayStart(now, 29).getTime() + 60_000) });
    const pastMonth = await makeListing(t.db, { city, createdAt: new Date(istDayStart(now, 29).getTime() - 60_000) });
    expect(await idsOf(RENT, { city: [city], today: true })).toEqual(sorted(today));
    expect(await idsOf(RENT, { city: [city], yesterday: true })).toEqual(sorted(lateYesterday, today));
    expect(await idsOf(RENT, { city: [city], thisWeek: true })).toEqual(sorted(lateYesterday, today, sixDays));
    expect(await idsOf(RENT, { city: [city], thisMonth: true })).toEqual(sorted(lateYesterday, today, sixDays, sevenDays, month));
    expect(pastMonth.id).toBeGreaterThan(0);
    // Card labels use the same days: the Today filter holds exactly the cards reading "Today".
    const cards = await cardsOf(RENT, { city: [city] });
    const readToday = cards.filter((c) => postedAgo(c.posted_at) === 'Today').map((c) => c.id);
    expect(readToday).toEqual([today.id]);
    expect(postedAgo(lateYesterday.createdAt.toISOString())).toBe('Yesterday');
  });

  it('labels count Indian calendar days, not 24-hour spans', () => {
    const now = Date.parse('2026-11-25T04:00:00Z'); // 09:30 IST
    expect(postedAgo('2026-11-24T18:20:00Z', now)).toBe('Yesterday'); // 23:50 IST the day before
    expect(postedAgo('2026-11-24T18:31:00Z', now)).toBe('Today'); // 00:01 IST
    expect(postedAgo('2026-11-18T18:31:00Z', now)).toBe('6 days ago');
  });
});
