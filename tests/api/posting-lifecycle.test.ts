// A listing's life after submit: moderation (live at once or pending with
// reasons), search at once, edit and delete in search, freshness and renew,
// My Properties counters and statistics.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing, makeUser, tokenFor } from '../helpers/fixtures';
import { validBody } from '../helpers/posting-bodies';
import { givePlan } from '../helpers/plans';
import { photoForm, scenePhoto } from '../helpers/photo-fixtures';
import { listings } from '@/server/platform/db/schema';
import { expireOverdueItems } from '@/server/platform/jobs/expiry';
import { contactReasons } from '@/server/listings/posting/moderation';
import sharp from 'sharp';

const t = useTestDb();
const CREATE = '/api/property/apartment/create-apartment-property';
const EDIT = '/api/property/apartment/edit-apartment-property';
const SEARCH = '/api/search/residential-property-search-v2';

async function poster(role: 'owner' | 'agent' = 'owner') {
  const u = await makeUser(t.db, { roleType: role });
  await givePlan(t.db, u.id);
  return { user: u, token: await tokenFor(u.id) };
}

function flat(city: string, price?: number, over: Record<string, unknown> = {}) {
  const b = validBody('apartment', 'rent', price) as any;
  b.g_location = { ...b.g_location, city, area: 'Kuvempunagar' };
  return { ...b, ...over };
}

const searchIds = async (city: string, postType = 'rent') =>
  ((await call('POST', SEARCH, { city: [city], post_type: postType })).body.data.data as { id: number; price: number }[]);

describe('moderation', () => {
  it('finds phone numbers, links and e-mail addresses', () => {
    expect(contactReasons('Call 98450 12345 today')).toHaveLength(1);
    expect(contactReasons('Call +91-9845012345')).toHaveLength(1);
    expect(contactReasons('see www.mysite.in for photos')[0]).toMatch(/link/);
    expect(contactReasons('mail me at ravi@example.com')[0]).toMatch(/e-mail/);
    expect(contactReasons('2 BHK, 1200 sq ft, rent 18000, deposit 100000, 3rd floor')).toEqual([]);
  });

  it('a phone number in the description: pending with the reason, not in search, reason in My Properties', async () => {
    const { token } = await poster();
    const city = 'Modtown';
    const r = await call('POST', CREATE, flat(city, undefined, { description: 'Spacious flat near the park, call me on 9845012345 for visits any day.' }), { token });
    expect(r.http).toBe(200);
    expect(r.body.data.status).toBe('pending');
    expect(r.body.data.reasons[0]).toMatch(/phone number/);
    expect(await searchIds(city)).toEqual([]);
    const mine = await call('POST', '/api/user/my-property/my-property-list', { status: 'pending' }, { token });
    expect(mine.body.data.data[0]).toMatchObject({ id: r.body.data.property_id, status: 'pending', reasons: r.body.data.reasons });
    // Fixing the text makes it live.
    const fixed = await call('POST', EDIT, { ...flat(city), property_id: r.body.data.property_id }, { token });
    expect(fixed.body.data).toMatchObject({ status: 'approved', reasons: [] });
    expect((await searchIds(city)).map((c) => c.id)).toEqual([r.body.data.property_id]);
  });

  it('a price far outside the locality\'s range (5 live comparables) waits; a fair one goes live', async () => {
    const city = 'Pricetown';
    for (let i = 0; i < 5; i++) {
      await makeListing(t.db, { city, locality: 'Kuvempunagar', postType: 'rent', price: 15_000 + i * 1_000, superArea: 1150 });
    }
    const { token } = await poster();
    const high = await call('POST', CREATE, flat(city, 900_000), { token });
    expect(high.body.data.status).toBe('pending');
    expect(high.body.data.reasons[0]).toMatch(/far outside the usual range in Kuvempunagar/);
    const low = await call('POST', CREATE, flat(city, 2_000), { token });
    expect(low.body.data.status).toBe('pending');
    const fair = await call('POST', CREATE, flat(city, 40_000), { token });
    expect(fair.body.data.status).toBe('approved');
  });

  it('fewer than 5 comparables in the locality: the city\'s range; fewer in the city: no price check', async () => {
    const city = 'Citytown';
    const { token } = await poster();
    expect((await call('POST', CREATE, flat(city, 900_000), { token })).body.data.status).toBe('approved');
    for (let i = 0; i < 5; i++) {
      await makeListing(t.db, { city, locality: `Other ${i}`, postType: 'rent', price: 20_000, superArea: 1150 });
    }
    const r = await call('POST', CREATE, flat(city, 900_000), { token });
    expect(r.body.data.reasons[0]).toMatch(/in Citytown/);
  });

  it('a photo of another poster\'s live listing, re-encoded and resized, holds the listing back', async () => {
    const a = await poster();
    const b = await poster();
    const original = await scenePhoto(4242);
    const upA = await call('POST', '/api/property/images/upload-property-image', undefined, { token: a.token, raw: photoForm('image', original) });
    expect(upA.http, JSON.stringify(upA.body)).toBe(200);
    const first = await call('POST', CREATE, flat('Photocity', undefined, { photo_ids: [upA.body.data.id] }), { token: a.token });
    expect(first.body.data.status).toBe('approved');

    const copy = await sharp(original).resize(800).jpeg({ quality: 60 }).toBuffer();
    const own = await scenePhoto(777);
    const upB = await call('POST', '/api/property/images/upload-property-image', undefined, { token: b.token, raw: photoForm('image', copy) });
    const upB2 = await call('POST', '/api/property/images/upload-property-image', undefined, { token: b.token, raw: photoForm('image', own) });
    const cloned = await call('POST', CREATE, flat('Photocity', undefined, { photo_ids: [upB2.body.data.id, upB.body.data.id] }), { token: b.token });
    expect(cloned.body.data.status).toBe('pending');
    expect(cloned.body.data.reasons).toEqual(['A photo is the same as a photo of another poster\'s live listing.']);
    // The poster's own photo again on a second listing is no clone.
    const again = await call('POST', CREATE, flat('Photocity', undefined, { photo_ids: [upA.body.data.id] }), { token: a.token });
    expect(again.body.data.status).toBe('approved');
  });

  it('someone else\'s photo id is refused as an unknown id and nothing is stored', async () => {
    const a = await poster();
    const b = await poster();
    const up = await call('POST', '/api/property/images/upload-property-image', undefined, { token: a.token, raw: photoForm('image', await scenePhoto(99)) });
    const before = await t.db.select().from(listings);
    const r = await call('POST', CREATE, flat('Stealcity', undefined, { photo_ids: [up.body.data.id] }), { token: b.token });
    expect(r.http).toBe(400);
    expect(r.body.message).toBe(`photo_ids: no uploaded photo ${up.body.data.id}`);
    expect(await t.db.select().from(listings)).toHaveLength(before.length);
  });
});

describe('search, edit, delete', () => {
  it('a posted listing is searchable at once with its cover, new price after edit, gone after delete; bookmarks see it go', async () => {
    const { token } = await poster();
    const city = 'Livecity';
    const up = await call('POST', '/api/property/images/upload-property-image', undefined, { token, raw: photoForm('image', await scenePhoto(5)) });
    const body = flat(city, 18_000, { photo_ids: [up.body.data.id] });
    const started = Date.now();
    const { property_id } = (await call('POST', CREATE, body, { token })).body.data;
    const cards = await searchIds(city) as any[];
    expect(Date.now() - started).toBeLessThan(1000);
    expect(cards.map((c) => [c.id, c.price])).toEqual([[property_id, 18_000]]);
    expect(cards[0].image).toBe(up.body.data.location);
    expect(cards[0].confirmed_at).toBeTruthy();
    expect(cards[0].area_display).toBe('1,150 sq.ft');

    await call('POST', EDIT, { ...body, property_id, pricing: { ...body.pricing, price: 21_000 } }, { token });
    expect((await searchIds(city)).map((c) => c.price)).toEqual([21_000]);

    const buyer = await makeUser(t.db, { roleType: 'buyer' });
    const bt = await tokenFor(buyer.id);
    await call('POST', '/api/property/bookmark/create-bookmarks', { property_id, property_type: 'residential' }, { token: bt });
    const del = await call('POST', '/api/residential/delete-property', { property_id }, { token });
    expect(del.http).toBe(200);
    expect(await searchIds(city)).toEqual([]);
    const saved = await call('POST', '/api/property/bookmark/saved-properties', {}, { token: bt });
    expect(saved.body.data.data).toEqual([expect.objectContaining({ id: property_id, available: false })]);
    const mine = await call('POST', '/api/user/my-property/my-property-list', {}, { token });
    expect(mine.body.data.data.find((x: { id: number }) => x.id === property_id)).toMatchObject({ status: 'deleted', saves: 1 });
  });

  it('farm land in guntha shows the poster\'s unit on its card and acres for the filter', async () => {
    const { token } = await poster();
    const land = validBody('land', 'sale') as any;
    land.g_location.city = 'Gunthapur';
    land.details.area_unit = 'guntha';
    land.details.plot_area = 80;
    land.pricing.price = 4_000_000;
    await call('POST', '/api/property/land/create-land-property', land, { token });
    const r = await call('POST', '/api/search/agriculture-property-search-v2', { city: ['Gunthapur'], plot_area: { min: '1', max: '3' } });
    expect(r.body.data.data[0].area).toEqual({ value: 2, unit: 'acre', label: 'Plot area' });
    expect(r.body.data.data[0].area_display).toBe('80 guntha');
  });
});

describe('freshness', () => {
  it('60 days after the last confirmation a listing leaves search; "Still available" brings it back', async () => {
    const { token } = await poster();
    const city = 'Freshcity';
    const { property_id, confirmed_at } = (await call('POST', CREATE, flat(city), { token })).body.data;
    const [row] = await t.db.select().from(listings).where(eq(listings.id, property_id));
    expect(row.expiresAt!.getTime() - new Date(confirmed_at).getTime()).toBe(60 * 86_400_000);

    // Time passes: the confirmation is 61 days old.
    await t.db.update(listings).set({ confirmedAt: new Date(Date.now() - 61 * 86_400_000), expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(listings.id, property_id));
    // Gone from search and shown expired to its poster at once, before any job runs.
    expect(await searchIds(city)).toEqual([]);
    const early = await call('POST', '/api/user/my-property/my-property-list', { status: 'expired' }, { token });
    expect(early.body.data.data.map((x: { id: number; status: string }) => [x.id, x.status])).toEqual([[property_id, 'expired']]);
    expect((await call('POST', '/api/user/my-property/my-property-list', { status: 'live' }, { token })).body.data.data).toEqual([]);
    // The expiry job then stores the status.
    expect(await expireOverdueItems(t.db)).toBeGreaterThanOrEqual(1);
    const [expired] = await t.db.select().from(listings).where(eq(listings.id, property_id));
    expect(expired.status).toBe('expired');
    const mine = await call('POST', '/api/user/my-property/my-property-list', { status: 'expired' }, { token });
    expect(mine.body.data.data.map((x: { id: number }) => x.id)).toEqual([property_id]);

    const renew = await call('POST', '/api/user/my-property/confirm-available', { property_id }, { token });
    expect(renew.http).toBe(200);
    expect(renew.body.data.status).toBe('approved');
    expect((await searchIds(city)).map((c) => c.id)).toEqual([property_id]);
  });
});

describe('freshness and the free allowance', () => {
  it('reviving an expired listing by edit or renew needs a free place in the allowance', async () => {
    const u = await makeUser(t.db, { roleType: 'owner' });
    const token = await tokenFor(u.id);
    const city = 'Allowtown';
    const a = (await call('POST', CREATE, flat(city), { token })).body.data.property_id;
    await t.db.update(listings).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(listings.id, a));
    const b = await call('POST', CREATE, flat(city), { token });
    expect(b.http, JSON.stringify(b.body)).toBe(200);
    const edit = await call('POST', EDIT, { ...flat(city), property_id: a }, { token });
    expect([edit.http, edit.body.data?.reason]).toEqual([403, 'plan_required']);
    const renew = await call('POST', '/api/user/my-property/confirm-available', { property_id: a }, { token });
    expect(renew.http).toBe(403);
    await expireOverdueItems(t.db);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, a));
    expect(row.status).toBe('expired');
  });
});

describe('My Properties', () => {
  it('counts views per day for the statistics, saves and leads per listing; filters by status and group', async () => {
    const { token } = await poster();
    const { property_id } = (await call('POST', CREATE, flat('Statcity'), { token })).body.data;
    // Two visitors (one view per visitor per item is counted in 30 minutes).
    await call('POST', '/api/public/create-viewedProperty', { property_id, property_type: 'residential' }, { ip: '10.0.31.1' });
    await call('POST', '/api/public/create-viewedProperty', { property_id, property_type: 'residential' }, { ip: '10.0.31.2' });
    const stats = await call('GET', `/api/user/my-property/my-property-statistics?property_id=${property_id}`, undefined, { token });
    expect(stats.http).toBe(200);
    expect(stats.body.data.days).toHaveLength(30);
    expect(stats.body.data.days[29].views).toBe(2);
    expect(stats.body.data.views_30_days).toBe(2);
    const all = await call('POST', '/api/user/my-property/my-property-statistics', {}, { token });
    expect(all.body.data.listings).toEqual([expect.objectContaining({ property_id, views_30_days: 2 })]);

    const list = await call('POST', '/api/user/my-property/my-property-list', { group: 'residential', status: 'live' }, { token });
    expect(list.body.data.data[0]).toMatchObject({ id: property_id, status: 'live', views: 2, saves: 0, leads: 0, group: 'residential' });
    expect((await call('POST', '/api/user/my-property/my-property-list', { group: 'commercial' }, { token })).body.data.data).toEqual([]);
    expect((await call('POST', '/api/user/my-property/my-property-list', { status: 'sold' }, { token })).http).toBe(400);
  });

  it('commercial and agriculture statistics-count, agriculture details and the feature list', async () => {
    const { token } = await poster('agent');
    const office = (await call('POST', '/api/property/officeSpace/create-office-space-property', validBody('office_space', 'sale'), { token })).body.data;
    const farm = (await call('POST', '/api/property/farmHouse/create-farm-house-property', validBody('farm_house', 'rent'), { token })).body.data;
    const c = await call('GET', `/my-property/commercial/statistics-count?property_id=${office.property_id}&property_type=commercial`, undefined, { token });
    expect(c.body.data).toMatchObject({ property_id: office.property_id, views: 0, saves: 0, leads: 0 });
    const a = await call('GET', `/my-property/agricluture/statistics-count?property_id=${farm.property_id}&property_type=agriculture`, undefined, { token });
    expect(a.body.data.property_id).toBe(farm.property_id);
    expect((await call('GET', `/my-property/agricluture/statistics-count?property_id=${office.property_id}`, undefined, { token })).http).toBe(404);
    const other = await tokenFor((await makeUser(t.db)).id);
    const foreign = await call('GET', `/my-property/commercial/statistics-count?property_id=${office.property_id}`, undefined, { token: other });
    expect(foreign.http).toBe(404);
    expect(foreign.body).toEqual((await call('GET', '/my-property/commercial/statistics-count?property_id=2000000000', undefined, { token: other })).body);

    const d = await call('GET', `/property/agriculture/property/details?property_type=agriculture&property_sub_type=farm_house&property_id=${farm.property_id}`);
    expect(d.body.data).toMatchObject({ property_id: farm.property_id, post_type: 'rent', details: expect.objectContaining({ area_unit: 'acre', plot_area: 2.5 }) });

    const f = await call('GET', '/property/feature-status/list');
    expect(f.body.data.home).toContainEqual({ name: 'Lift', status: true });
    expect(Object.keys(f.body.data).sort()).toEqual(['commercial', 'farm', 'home', 'plot']);
  });
});
