// Home sections, the detail domain function, and analytics events.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents, residentialDetails } from '@/server/platform/db/schema';
import { getListingDetail } from '@/server/catalog/detail/detail';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { addImages, daysAgo, makeListing, makePg, makeProject, makeUser, tokenFor } from '../helpers/fixtures';

const t = useTestDb();
type Card = Record<string, any>;

describe('fetch-home-related-property', () => {
  it('sections for the city, featured first, at most 8 each, approved only', async () => {
    const city = 'Hometown';
    for (let i = 0; i < 10; i++) await makeListing(t.db, { city, createdAt: daysAgo(i + 1) });
    const featured = await makeListing(t.db, { city, isFeatured: true, createdAt: daysAgo(30) });
    const rent = await makeListing(t.db, { city, postType: 'rent' });
    await makeListing(t.db, { city, postType: 'rent', status: 'pending' });
    const pg = await makePg(t.db, { city });
    const project = await makeProject(t.db, { city });
    const shop = await makeListing(t.db, { city, group: 'commercial', category: 'commercial_shop', postType: 'rent' });
    await makeListing(t.db, { city: 'Elsewhere' });

    const r = await call('POST', '/api/home/fetch-home-related-property', { city });
    expect(r.http).toBe(200);
    const byKey = Object.fromEntries(r.body.data.sections.map((s: any) => [s.key, s.items as Card[]]));
    expect(Object.keys(byKey)).toEqual(['residential_sale', 'residential_rent', 'pg', 'projects', 'commercial']);
    expect(byKey.residential_sale).toHaveLength(8);
    expect(byKey.residential_sale[0].id).toBe(featured.id);
    expect(byKey.residential_sale.every((c: Card) => c.kind === 'property' && c.city === city)).toBe(true);
    expect(byKey.residential_rent.map((c: Card) => c.id)).toEqual([rent.id]);
    expect(byKey.pg.map((c: Card) => c.id)).toEqual([pg.id]);
    expect(byKey.projects.map((c: Card) => [c.kind, c.id])).toEqual([['project', project.id]]);
    expect(byKey.commercial.map((c: Card) => c.id)).toEqual([shop.id]);
    expect(r.body.data.sections[0].search_path).toMatch(/^\/search\/residential\/type=sale&location=/);
  });

  it('no city = Bengaluru; bad city = 400', async () => {
    const r = await call('POST', '/api/home/fetch-home-related-property', {});
    expect(r.body.data.city).toBe('Bengaluru');
    expect((await call('POST', '/api/home/fetch-home-related-property', { city: ['x'] })).http).toBe(400);
  });
});

describe('getListingDetail', () => {
  it('a property: all columns, group details, images, poster without phone, similar', async () => {
    const owner = await makeUser(t.db, { name: 'Ravi', roleType: 'agent' });
    const city = 'Detailtown';
    const l = await makeListing(t.db, { city, userId: owner.id, postedBy: 'agent', description: 'Sunny' });
    await t.db.insert(residentialDetails).values({ listingId: l.id, floorNo: 3, totalFloors: 5 });
    await addImages(t.db, 'property', l.id, ['b.jpg', 'c.jpg']);
    const near = await makeListing(t.db, { city });
    const sameCity = await makeListing(t.db, { city, locality: 'Gokulam', category: 'villa' });
    for (let i = 0; i < 6; i++) await makeListing(t.db, { city, locality: 'Far', category: 'villa' });
    await makeListing(t.db, { city, status: 'pending' });
    await makeListing(t.db, { city, postType: 'rent' });

    const d = (await getListingDetail('property', l.id))!;
    expect(d.card.url).toBe(`/property-details/2-bhk-flat-for-sale-in-vijayanagar-${l.id}-detailtown`);
    expect(d.detail).toMatchObject({ id: l.id, description: 'Sunny', view_count: 0, super_area: 1200 });
    expect(d.detail.created_at).toBe(l.createdAt.toISOString());
    expect(d.attributes).toMatchObject({ floor_no: 3, total_floors: 5 });
    expect(d.images).toEqual([{ url: 'b.jpg', sort_order: 0 }, { url: 'c.jpg', sort_order: 1 }]);
    expect(d.poster).toMatchObject({ id: owner.id, name: 'Ravi', role: 'agent' });
    expect(JSON.stringify(d.poster)).not.toContain(owner.phoneNumber);
    // Only the same kind of property (issue 14): villas, pending and rent listings stay out.
    expect(d.similar.map((c) => c.id)).toEqual([near.id]);
    expect(sameCity.id).toBeGreaterThan(0);
  });

  it('PG and project details; null for unknown or unpublished', async () => {
    const pg = await makePg(t.db, { city: 'Pgdetail' });
    const pd = (await getListingDetail('pg', pg.id))!;
    expect(pd.card.kind).toBe('pg');
    expect(pd.detail).toMatchObject({ name: pg.name, room_types: ['2_sharing'], min_rent: 6000 });
    const pr = await makeProject(t.db, { city: 'Projdetail' });
    const prd = (await getListingDetail('project', pr.id))!;
    expect(prd.card.ResidentialProject).toBe(true);
    expect(prd.detail).toMatchObject({ name: pr.name, no_of_units: 100 });
    const pending = await makeListing(t.db, { status: 'pending' });
    expect(await getListingDetail('property', pending.id)).toBeNull();
    expect(await getListingDetail('property', 987_654)).toBeNull();
    expect(await getListingDetail('project', pg.id + 10_000)).toBeNull();
  });
});

describe('analytics/create', () => {
  const PATH = '/api/analytics/create';
  it('one event, or a batch in one insert; the token adds the user', async () => {
    const u = await makeUser(t.db);
    const one = await call('POST', PATH, { action_type: 'filter_button', property_type: 'residential', property_id: 7, page_no: 1 });
    expect(one.http).toBe(200);
    expect(one.body.data).toEqual({ saved: 1 });
    const batch = await call('POST', PATH, {
      events: [1, 2, 3].map((id) => ({ action_type: 'record_view', property_type: 'pg', property_id: id, page_no: '2' })),
    }, { token: await tokenFor(u.id) });
    expect(batch.body.data).toEqual({ saved: 3 });
    const rows = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.actionType, 'record_view'));
    expect(rows.map((r) => [r.userId, r.propertyId, r.pageNo])).toEqual([[u.id, 1, 2], [u.id, 2, 2], [u.id, 3, 2]]);
  });

  it('bad events are 400', async () => {
    const r = await call('POST', PATH, { property_id: 1 });
    expect(r.http).toBe(400);
    expect(r.body.message).toBe('action_type is required');
    const tooMany = await call('POST', PATH, { events: Array.from({ length: 101 }, () => ({ action_type: 'x' })) });
    expect(tooMany.body.message).toBe('events may hold at most 100 items');
    expect((await call('POST', PATH, { events: [{ action_type: 'x', property_id: 'abc' }] })).http).toBe(400);
  });
});
