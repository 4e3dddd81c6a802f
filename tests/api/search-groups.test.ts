// Commercial, agriculture and PG searches, and projects inside residential search.
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { daysAgo, makeListing, makePg, makeProject } from '../helpers/fixtures';

const t = useTestDb();
type Card = Record<string, any>;
const ids = (r: { body: any }) => (r.body.data.data as Card[]).map((c) => `${c.kind}:${c.id}`).sort();
const key = (kind: string, ...rows: { id: number }[]) => rows.map((r) => `${kind}:${r.id}`);

describe('commercial and agriculture', () => {
  it('commercial: only its group and chosen categories; bedrooms do not apply', async () => {
    const city = 'Comtown';
    const shop = await makeListing(t.db, { city, group: 'commercial', category: 'commercial_shop', bedrooms: null });
    const office = await makeListing(t.db, { city, group: 'commercial', category: 'office_space', bedrooms: null });
    await makeListing(t.db, { city, group: 'residential', category: 'apartment' });
    const path = '/api/search/commercial-property-search-v2';
    expect(ids(await call('POST', path, { city: [city] }))).toEqual(key('property', shop, office).sort());
    expect(ids(await call('POST', path, { city: [city], property_sub_type: ['office_space'] })))
      .toEqual(key('property', office));
    expect(ids(await call('POST', path, { city: [city], bedrooms: ['1', '2', '3', '4', '5'] }))).toHaveLength(2);
    const bad = await call('POST', path, { city: [city], property_sub_type: ['apartment'] });
    expect(bad.http).toBe(400);
  });

  it('agriculture: plot area in acres, card area in acres', async () => {
    const city = 'Farmtown';
    const big = await makeListing(t.db, {
      city, group: 'agriculture', category: 'land', bedrooms: null, superArea: null, plotArea: 12, areaUnit: 'acre',
    });
    await makeListing(t.db, { city, group: 'agriculture', category: 'land', bedrooms: null, plotArea: 2, areaUnit: 'acre' });
    const r = await call('POST', '/api/search/agriculture-property-search-v2',
      { city: [city], plot_area: { min: '5', max: '100' } });
    expect(ids(r)).toEqual(key('property', big));
    expect(r.body.data.data[0].area).toEqual({ value: 12, unit: 'acre', label: 'Plot area' });
    expect(r.body.data.data[0].url).toBe(`/property-details/agriculture-land-for-sale-in-vijayanagar-${big.id}-farmtown`);
  });
});

describe('projects in residential search', () => {
  const path = '/api/search/residential-property-search-v2';
  it('approved projects join sale searches that allow apartment/villa/plot', async () => {
    const city = 'Projtown';
    const flat = await makeListing(t.db, { city, createdAt: daysAgo(5) });
    const apt = await makeProject(t.db, { city, projectType: 'apartment', createdAt: daysAgo(1) });
    const plots = await makeProject(t.db, { city, projectType: 'residential_plot', bedroomsMin: null, bedroomsMax: null });
    await makeProject(t.db, { city, status: 'pending' });

    const all = await call('POST', path, { city: [city] });
    expect(ids(all)).toEqual([...key('property', flat), ...key('project', apt, plots)].sort());
    const card = all.body.data.data.find((c: Card) => c.kind === 'project' && c.id === apt.id);
    expect(card).toMatchObject({
      ResidentialProject: true, group: 'residential', category: 'apartment', post_type: 'sale',
      price: 4_000_000, price_max: 9_000_000, bedrooms: 2, bedrooms_max: 3, posted_by: 'builder',
      url: `/project-details/${apt.name.toLowerCase().replace(/ /g, '-')}-in-vijayanagar-${apt.id}-projtown`,
    });

    expect(ids(await call('POST', path, { city: [city], property_sub_type: ['plot'] }))).toEqual(key('project', plots));
    expect(ids(await call('POST', path, { city: [city], property_sub_type: ['residential'] }))).toEqual([]);
    expect(ids(await call('POST', path, { city: [city], post_type: 'rent' }))).toEqual([]);
    // Filters a project cannot answer leave projects out.
    expect(ids(await call('POST', path, { city: [city], bathrooms: ['2'] }))).toEqual(key('property', flat));
    expect(ids(await call('POST', path, { city: [city], owner_type: ['owner'] }))).toEqual(key('property', flat));
    expect(ids(await call('POST', path, { city: [city], owner_type: ['builder'] })))
      .toEqual(key('project', apt, plots).sort());
  });

  it('budget and bedrooms match when the project range overlaps', async () => {
    const city = 'Rangetown';
    const p = await makeProject(t.db, { city, priceMin: 4_000_000, priceMax: 9_000_000, bedroomsMin: 2, bedroomsMax: 3 });
    const hit = async (body: object) => ids(await call('POST', path, { city: [city], ...body })).length === 1;
    expect(await hit({ budget: { min: '8000000', max: '' } })).toBe(true);
    expect(await hit({ budget: { min: '', max: '4000000' } })).toBe(true);
    expect(await hit({ budget: { min: '9000001', max: '' } })).toBe(false);
    expect(await hit({ budget: { min: '', max: '3999999' } })).toBe(false);
    expect(await hit({ bedrooms: ['3'] })).toBe(true);
    expect(await hit({ bedrooms: ['1'] })).toBe(false);
    expect(await hit({ bedrooms: ['5'] })).toBe(false);
    expect(await hit({ transaction: 'resale' })).toBe(false);
    expect(await hit({ Status: 'under_construction' })).toBe(true);
    expect(p.id).toBeGreaterThan(0);
  });
});

describe('PG search', () => {
  const path = '/api/search/pg-search-v2';
  it('filters by city, locality, rent, gender and room type; approved only', async () => {
    const city = 'Pgtown';
    const a = await makePg(t.db, { city, gender: 'Male', roomTypes: ['1_sharing', '2_sharing'], minRent: 5000 });
    const b = await makePg(t.db, { city, gender: 'Female', roomTypes: ['3_sharing'], minRent: 9000, locality: 'Gokulam' });
    const c = await makePg(t.db, { city, gender: 'Both', roomTypes: ['other'], minRent: 15000 });
    await makePg(t.db, { city, status: 'pending' });
    const q = async (body: object) => ids(await call('POST', path, { city: [city], ...body }));
    expect(await q({})).toEqual(key('pg', a, b, c).sort());
    expect(await q({ gender: ['Female', 'Both'] })).toEqual(key('pg', b, c).sort());
    expect(await q({ gender: [], room_type: [] })).toHaveLength(3);
    expect(await q({ room_type: ['2_sharing', '3_sharing'] })).toEqual(key('pg', a, b).sort());
    expect(await q({ amount: { min: '6000', max: '10000' } })).toEqual(key('pg', b));
    expect(await q({ budget: { min: '', max: '5000' } })).toEqual(key('pg', a));
    expect(await q({ locality: ['gokulam'] })).toEqual(key('pg', b));
    expect(await q({ location: { type: 'locality', city, locality: ['Vijayanagar'] } })).toEqual(key('pg', a, c).sort());
  });

  it('cards, sort orders, pages and 400s', async () => {
    const city = 'Pgsort';
    for (const rent of [7000, 3000, 11000]) await makePg(t.db, { city, minRent: rent });
    const r = await call('POST', path, { city: [city], orderByAmount: 'asc', limit: 2 });
    expect(r.body.data).toMatchObject({ total: 3, totalNoOfPages: 2, page: 1 });
    expect(r.body.data.data.map((c: Card) => c.price)).toEqual([3000, 7000]);
    const card = r.body.data.data[0];
    expect(card).toMatchObject({ kind: 'pg', category: 'pg', post_type: 'rent', gender: 'Male', room_types: ['2_sharing'] });
    expect(card.url).toBe(`/property-details/pg-for-boys-in-vijayanagar-${card.id}-pgsort`);
    const desc = await call('POST', path, { city: [city], orderByAmount: 'desc' });
    expect(desc.body.data.data.map((c: Card) => c.price)).toEqual([11000, 7000, 3000]);
    const bad = await call('POST', path, { gender: ['Boys'] });
    expect(bad.http).toBe(400);
    expect(bad.body.message).toMatch(/gender\[0\] must be one of: Male, Female, Both/);
    expect((await call('POST', path, { room_type: ['single'] })).http).toBe(400);
  });
});
