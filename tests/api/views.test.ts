// Views: counted with or without a token; the recently-viewed list is per user.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemViewDays, listings, pgs, projects, viewedItems } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing, makePg, makeProject, makeUser, tokenFor } from '../helpers/fixtures';

const t = useTestDb();
const VIEW = '/api/public/create-viewedProperty';
const LIST = '/api/viewedProperty/viewed-properties-list';
let alice: { id: number; token: string };
let bob: { id: number; token: string };

beforeAll(async () => {
  const a = await makeUser(t.db);
  const b = await makeUser(t.db);
  alice = { id: a.id, token: await tokenFor(a.id) };
  bob = { id: b.id, token: await tokenFor(b.id) };
});

const viewCount = async (id: number) =>
  (await t.db.select({ n: listings.viewCount }).from(listings).where(eq(listings.id, id)))[0].n;

describe('create-viewedProperty', () => {
  it('without a token: counts the view, records nothing for anyone', async () => {
    const l = await makeListing(t.db);
    const r = await call('POST', VIEW, { property_id: l.id, property_type: 'residential' });
    expect(r.http).toBe(200);
    expect(r.body.data).toEqual({ property_id: l.id, property_type: 'property', view_count: 1 });
    expect(await viewCount(l.id)).toBe(1);
    expect(await t.db.select().from(viewedItems).where(eq(viewedItems.itemId, l.id))).toEqual([]);
    // A bad token is treated as no token: the view still counts.
    expect((await call('POST', VIEW, { property_id: l.id }, { token: 'garbage', ip: '10.0.0.2' })).http).toBe(200);
    expect(await viewCount(l.id)).toBe(2);
  });

  it('with a token: also lists it for the viewer, once per item', async () => {
    const l = await makeListing(t.db);
    await call('POST', VIEW, { property_id: l.id, property_type: 'property' }, { token: alice.token });
    await call('POST', VIEW, { property_id: String(l.id), property_type: 'property' }, { token: alice.token, ip: '10.0.0.3' });
    // The same signed-in viewer again within 30 minutes: listed, not counted twice, in the
    // counter or in the poster's daily statistics.
    expect(await viewCount(l.id)).toBe(1);
    const days = await t.db.select().from(itemViewDays).where(eq(itemViewDays.itemId, l.id));
    expect(days.reduce((n, d) => n + d.views, 0)).toBe(1);
    const rows = await t.db.select().from(viewedItems).where(eq(viewedItems.itemId, l.id));
    expect(rows.map((r) => [r.userId, r.kind])).toEqual([[alice.id, 'property']]);
  });

  it("the poster's own visits are not views: neither the counter nor the day's statistics move", async () => {
    const l = await makeListing(t.db, { userId: alice.id });
    const days = async () => (await t.db.select().from(itemViewDays).where(eq(itemViewDays.itemId, l.id))).reduce((n, d) => n + d.views, 0);
    const own = await call('POST', VIEW, { property_id: l.id, property_type: 'property' }, { token: alice.token, ip: '10.0.9.1' });
    expect(own.http).toBe(200);
    expect(own.body.data.view_count).toBe(0);
    await call('POST', VIEW, { property_id: l.id, property_type: 'property' }, { token: alice.token, ip: '10.0.9.2' });
    expect(await viewCount(l.id)).toBe(0);
    expect(await days()).toBe(0);
    // Someone else's visit counts, once in each.
    const carol = await makeUser(t.db);
    await call('POST', VIEW, { property_id: l.id, property_type: 'property' }, { token: await tokenFor(carol.id), ip: '10.0.9.3' });
    expect(await viewCount(l.id)).toBe(1);
    expect(await days()).toBe(1);
  });

  it('PGs and projects (property_type or the ResidentialProject flag)', async () => {
    const pg = await makePg(t.db);
    const pr = await makeProject(t.db);
    expect((await call('POST', VIEW, { property_id: pg.id, property_type: 'pg' })).body.data.property_type).toBe('pg');
    expect((await call('POST', VIEW, { property_id: pr.id, property_type: 'project' })).http).toBe(200);
    expect((await call('POST', VIEW, { property_id: pr.id, property_type: 'residential', ResidentialProject: true }, { ip: '10.0.0.4' })).http)
      .toBe(200);
    expect((await t.db.select().from(pgs).where(eq(pgs.id, pg.id)))[0].viewCount).toBe(1);
    expect((await t.db.select().from(projects).where(eq(projects.id, pr.id)))[0].viewCount).toBe(2);
  });

  it('unknown or unpublished items are 404; bad bodies 400', async () => {
    const pending = await makeListing(t.db, { status: 'pending' });
    const nf = await call('POST', VIEW, { property_id: pending.id });
    expect(nf.http).toBe(404);
    expect(nf.body.message).toBe('Property not found');
    expect((await call('POST', VIEW, { property_id: 999_999 })).http).toBe(404);
    const missing = await call('POST', VIEW, { property_type: 'property' });
    expect(missing.http).toBe(400);
    expect(missing.body.message).toBe('property_id is required');
    expect((await call('POST', VIEW, { property_id: 1, property_type: 'castle' })).http).toBe(400);
  });
});

describe('viewed-properties-list', () => {
  it('requires a token', async () => {
    for (const token of [undefined, 'garbage']) {
      const r = await call('POST', `${LIST}?page_no=0`, {}, { token });
      expect(r.http).toBe(401);
      expect(r.body).toMatchObject({ status: 'fail', message: 'Authentication failed', data: 'Unauthorized!' });
    }
  });

  it('newest first, 10 a page (page_no 0 and 1 are the first), only my views', async () => {
    const u = await makeUser(t.db);
    const token = await tokenFor(u.id);
    const items = [];
    for (let i = 0; i < 12; i++) items.push(await makeListing(t.db, { city: 'Viewtown' }));
    const pg = await makePg(t.db, { city: 'Viewtown' });
    for (const l of items) await call('POST', VIEW, { property_id: l.id }, { token });
    await call('POST', VIEW, { property_id: pg.id, property_type: 'pg' }, { token });
    await call('POST', VIEW, { property_id: items[0].id }, { token }); // viewed again: back on top
    await call('POST', VIEW, { property_id: items[5].id }, { token: bob.token });

    const first = await call('POST', `${LIST}?page_no=0`, {}, { token });
    expect(first.http).toBe(200);
    expect(first.body.data).toMatchObject({ page: 1, pages: 2, total: 13 });
    const got = first.body.data.data.map((c: any) => `${c.kind}:${c.id}`);
    expect(got.slice(0, 3)).toEqual([`property:${items[0].id}`, `pg:${pg.id}`, `property:${items[11].id}`]);
    expect(first.body.data.data[0].viewed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await call('POST', `${LIST}?page_no=1`, {}, { token })).body.data.data).toEqual(first.body.data.data);
    const second = await call('POST', `${LIST}?page_no=2`, {}, { token });
    expect(second.body.data.data.map((c: any) => c.id)).toEqual([items[3].id, items[2].id, items[1].id]);
    const all = [...got, ...second.body.data.data.map((c: any) => `${c.kind}:${c.id}`)];
    expect(new Set(all).size).toBe(13);

    // Bob sees only his own view.
    const b = await call('POST', LIST, {}, { token: bob.token });
    expect(b.body.data.data.map((c: any) => c.id)).toEqual([items[5].id]);

    // An item taken off the site leaves the list.
    await t.db.update(listings).set({ status: 'expired' }).where(eq(listings.id, items[0].id));
    const after = await call('POST', `${LIST}?page_no=0`, {}, { token });
    expect(after.body.data.total).toBe(12);
    expect(after.body.data.data[0].id).toBe(pg.id);
  });
});
