// Counts and pages agree, sort orders hold, ads, the limit cap, and 400s.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { addImages, daysAgo, makeListing } from '../helpers/fixtures';
import { cardCount, COUNT_CAP } from '@/server/catalog/search/catalog/card-query';
import { listingSources } from '@/server/catalog/search/catalog/search';
import { listingFilters } from '@/server/catalog/search/catalog/filters';
import { listingSearchBody } from '@/server/catalog/search/catalog/schemas';
import { validate } from '@/server/platform/http/validate';

const t = useTestDb();
const PATH = '/api/search/residential-property-search-v2';
const CITY = 'Pagetown';
const N = 25;
type Card = Record<string, any>;

beforeAll(async () => {
  for (let i = 0; i < N; i++) {
    await makeListing(t.db, {
      city: CITY, price: 1_000_000 + (i % 7) * 100_000, createdAt: daysAgo(i + 1), isFeatured: i % 5 === 0,
    });
  }
  await makeListing(t.db, { city: CITY, status: 'pending' });
  for (let i = 0; i < 55; i++) await makeListing(t.db, { city: 'Bigtown', price: 1000 + i });
});

const search = (body: object) => call('POST', PATH, { city: [CITY], ...body });

describe('paging', () => {
  it('totalNoOfPages = ceil(total/limit); pages cover all, no overlap', async () => {
    const seen: number[] = [];
    for (const page of [1, 2, 3]) {
      const r = await search({ page, limit: 10 });
      expect(r.http).toBe(200);
      expect(r.body.data).toMatchObject({ total: N, totalNoOfPages: 3, page });
      expect(r.body.data.data).toHaveLength(page === 3 ? 5 : 10);
      seen.push(...r.body.data.data.map((c: Card) => c.id));
    }
    expect(new Set(seen).size).toBe(N);
    const past = await search({ page: 4, limit: 10 });
    expect(past.body.data.data).toEqual([]);
    expect(past.body.data.total).toBe(N);
  });

  it('limit defaults to 20 and is capped at 50', async () => {
    const d = await search({});
    expect(d.body.data.data).toHaveLength(20);
    expect(d.body.data.totalNoOfPages).toBe(2);
    const big = await call('POST', PATH, { city: ['Bigtown'], limit: 500 });
    expect(big.body.data.data).toHaveLength(50);
    expect(big.body.data).toMatchObject({ total: 55, totalNoOfPages: 2 });
  });

  it('counts stop at the cap and say so; below it they are exact', async () => {
    const sources = listingSources('residential', await listingFilters('residential', await validate(listingSearchBody('residential'), { city: ['Bigtown'] })));
    expect(await cardCount(t.db, sources, 20)).toEqual({ total: 20, capped: true });
    expect(await cardCount(t.db, sources, 54)).toEqual({ total: 54, capped: true });
    expect(await cardCount(t.db, sources, 55)).toEqual({ total: 55, capped: false });
    expect(COUNT_CAP).toBe(10_000);
    const r = await call('POST', PATH, { city: ['Bigtown'] });
    expect(r.body.data).toMatchObject({ total: 55, totalCapped: false });
  });

  it('an empty result has zero pages', async () => {
    const r = await call('POST', PATH, { city: ['Nowhere'] });
    expect(r.body.data).toMatchObject({ data: [], ads: [], total: 0, totalNoOfPages: 0, page: 1 });
  });
});

describe('sort orders', () => {
  const all = async (orderByAmount?: string) =>
    (await search({ limit: 50, orderByAmount })).body.data.data as Card[];

  it('relevance (default): featured first, then newest, then id', async () => {
    const cards = await all();
    const featured = cards.filter((c) => c.is_featured);
    expect(cards.slice(0, featured.length).every((c) => c.is_featured)).toBe(true);
    for (const part of [cards.slice(0, featured.length), cards.slice(featured.length)]) {
      const times = part.map((c) => Date.parse(c.posted_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    expect(await all('relevance')).toEqual(cards);
  });

  it('asc and desc by price; newest by posting time', async () => {
    const asc = (await all('asc')).map((c) => c.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await all('DESC')).map((c) => c.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const newest = (await all('newest')).map((c) => Date.parse(c.posted_at));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  });

  it('paging in price order is stable (no overlap, nothing lost)', async () => {
    const ids: number[] = [];
    for (const page of [1, 2, 3, 4, 5]) {
      ids.push(...(await search({ page, limit: 5, orderByAmount: 'asc' })).body.data.data.map((c: Card) => c.id));
    }
    expect(new Set(ids).size).toBe(N);
  });
});

describe('cards and ads', () => {
  it('ads: up to 4 featured matches, the same on every page and sort', async () => {
    const p1 = (await search({ limit: 10 })).body.data;
    const p2 = (await search({ limit: 10, page: 2, orderByAmount: 'asc' })).body.data;
    expect(p1.ads).toHaveLength(4);
    expect(p1.ads.every((c: Card) => c.is_featured && c.city === CITY)).toBe(true);
    expect(p2.ads).toEqual(p1.ads);
  });

  it('a card carries the documented fields, first image and url', async () => {
    const l = await makeListing(t.db, { city: 'Cardtown', locality: 'Vijayanagar', postType: 'rent', bedrooms: 2 });
    await addImages(t.db, 'property', l.id, ['https://img/1.jpg', 'https://img/2.jpg']);
    const [card] = (await call('POST', PATH, { city: ['Cardtown'], post_type: 'rent' })).body.data.data;
    expect(card).toMatchObject({
      id: l.id, kind: 'property', ResidentialProject: false, title: l.title, group: 'residential',
      category: 'apartment', post_type: 'rent', price: 5_000_000, bedrooms: 2, bathrooms: 2,
      area: { value: 1200, unit: 'sqft', label: 'Super area' }, locality: 'Vijayanagar', city: 'Cardtown',
      posted_by: 'owner', image: 'https://img/1.jpg', images_count: 2, is_featured: false, is_verified: false,
      furnishing: 'semi_furnished', facing: 'east',
      url: `/property-details/2-bhk-flat-for-rent-in-vijayanagar-${l.id}-cardtown`,
    });
    expect(card.posted_at).toBe(l.createdAt.toISOString());
    expect(card).not.toHaveProperty('user_id');
  });
});

describe('validation', () => {
  const bad: [string, object, RegExp][] = [
    ['page not a number', { page: 'abc' }, /page must be a number/],
    ['page 0', { page: 0 }, /page must be at least 1/],
    ['bedrooms word', { bedrooms: ['two'] }, /bedrooms\[0\]/],
    ['owner_type unknown', { owner_type: ['tenant'] }, /owner_type\[0\] must be one of: owner, agent, builder/],
    ['budget text', { budget: { min: 'lots' } }, /budget.min must be a number/],
    ['budget reversed', { budget: { min: '10', max: '5' } }, /budget.min must not exceed budget.max/],
    ['sub type of another group', { property_sub_type: ['office_space'] }, /property_sub_type\[0\] must be one of/],
    ['post_type pg', { post_type: 'pg' }, /post_type must be one of: sale, sell, rent/],
    ['property_type mismatch', { property_type: 'commercial' }, /property_type must be 'residential'/],
    ['flag not boolean', { today: 'maybe' }, /today must be true or false/],
    ['sort unknown', { orderByAmount: 'cheapest' }, /orderByAmount must be one of/],
    ['city not text', { city: [{}] }, /city\[0\] must be text/],
    ['location not object', { location: 'Mysuru' }, /location must be an object/],
  ];
  it.each(bad)('%s -> 400', async (_name, body, message) => {
    const r = await call('POST', PATH, body);
    expect(r.http).toBe(400);
    expect(r.body.status).toBe('fail');
    expect(r.body.message).toMatch(message);
  });

  it('a non-object body and malformed JSON are 400', async () => {
    expect((await call('POST', PATH, [1, 2])).http).toBe(400);
    const r = await call('POST', PATH, undefined, { raw: '{"city": [' });
    expect(r.http).toBe(400);
    expect(r.body.message).toBe('Malformed JSON body');
  });

  it('unknown fields are ignored; an empty body searches everything for sale', async () => {
    const r = await call('POST', PATH, { city: [CITY], hacker: 'drop table', limit: '5' });
    expect(r.http).toBe(200);
    expect(r.body.data.total).toBe(N);
    expect((await call('POST', PATH, undefined)).http).toBe(200);
  });
});
