import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { callbackRequests, listings } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing, makePg, makeProject } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';

const t = useTestDb();

const ask = (token: string | undefined, body: object, path = '/api/user/request-callback/create') =>
  call('POST', path, { name: 'Kiran Rao', phone_number: '9876543210', ...body }, { token });
const countRows = async () => (await t.db.select().from(callbackRequests)).length;

describe('request-callback/create (and create-requestCallBack)', () => {
  it("records a request for the listing's poster, once a day per item", async () => {
    const owner = await accountUser(t.db, 'owner');
    const me = await accountUser(t.db, 'buyer');
    const l = await makeListing(t.db, { userId: owner.id });
    const r = await ask(me.token, { property_id: l.id, property_type: 'residential', preferred_time: 'Evening', message: 'Is it available?' });
    expect(r.http).toBe(200);
    expect(r.body.data).toMatchObject({
      property_id: l.id, property_type: 'property', name: 'Kiran Rao', phone_number: '9876543210',
      preferred_time: 'Evening', message: 'Is it available?', created_at: expect.any(String),
    });
    const [row] = await t.db.select().from(callbackRequests).where(eq(callbackRequests.id, r.body.data.id));
    expect(row).toMatchObject({ requesterId: me.id, ownerId: owner.id, kind: 'property', itemId: l.id });

    const again = await ask(me.token, { property_id: l.id, property_type: 'residential' }, '/api/requestCallBack/create-requestCallBack');
    expect(again.http).toBe(409);
    expect(again.body.message).toBe('You have already requested a callback for this property today. The owner will call you back soon.');
    // Yesterday's request does not block today's.
    await t.db.update(callbackRequests).set({ createdAt: sql`created_at - interval '1 day'` }).where(eq(callbackRequests.id, row.id));
    expect((await ask(me.token, { property_id: l.id, property_type: 'residential' }, '/api/requestCallBack/create-requestCallBack')).http).toBe(200);
  });

  it('refuses my own listing, unknown or unapproved items and bad bodies, storing nothing', async () => {
    const owner = await accountUser(t.db, 'agent');
    const l = await makeListing(t.db, { userId: owner.id });
    const before = await countRows();
    const own = await ask(owner.token, { property_id: l.id, property_type: 'residential' });
    expect(own.http).toBe(403);
    expect(own.body.message).toBe('You cannot request a callback on your own property');
    const me = await accountUser(t.db);
    const pending = await makeListing(t.db, { userId: owner.id, status: 'pending' });
    expect((await ask(me.token, { property_id: pending.id, property_type: 'residential' })).http).toBe(404);
    const cases: [object, string][] = [
      [{ property_id: l.id, property_type: 'residential', phone_number: '98765' }, 'Please enter the valid phone number'],
      [{ property_id: l.id, property_type: 'residential', phone_number: '' }, 'Enter your phone number'],
      [{ property_id: l.id, property_type: 'residential', name: 'K1ran' }, 'Enter a valid name'],
      [{ property_id: l.id, property_type: 'residential', name: ' ' }, 'Required'],
      [{ property_id: l.id, property_type: 'residential', message: 'x'.repeat(1001) }, 'message must be at most 1000 characters'],
      [{ property_type: 'residential' }, 'property_id is required'],
    ];
    for (const [body, message] of cases) {
      const r = await ask(me.token, body);
      expect(r.http, message).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect((await ask(undefined, { property_id: l.id, property_type: 'residential' })).http).toBe(401);
    expect(await countRows()).toBe(before);
  });
});

describe('findAll and fetch-request-callback', () => {
  it('shows each side only its own callbacks, newest first, with the item card', async () => {
    const owner = await accountUser(t.db, 'owner');
    const builder = await accountUser(t.db, 'builder');
    const me = await accountUser(t.db, 'buyer');
    const stranger = await accountUser(t.db, 'buyer');
    const l = await makeListing(t.db, { userId: owner.id });
    const pg = await makePg(t.db, { userId: owner.id });
    const project = await makeProject(t.db, { userId: builder.id });
    await ask(me.token, { property_id: l.id, property_type: 'residential' });
    await ask(me.token, { property_id: pg.id, property_type: 'pg' });
    await ask(me.token, { property_id: project.id, property_type: 'project', name: 'Kiran Rao' });
    await ask(stranger.token, { property_id: l.id, property_type: 'residential', name: 'Other Person', phone_number: '9123456789' });

    const mine = await call('POST', '/api/user/request-callback/findAll', {}, { token: me.token });
    expect(mine.http).toBe(200);
    expect(mine.body.data).toMatchObject({ page: 1, total: 3, totalNoOfPages: 1 });
    expect(mine.body.data.data.map((c: { item: { kind: string } }) => c.item.kind)).toEqual(['project', 'pg', 'property']);
    expect(mine.body.data.data[2].item).toMatchObject({ id: l.id, kind: 'property', url: expect.any(String) });
    expect((await call('POST', '/api/user/request-callback/findAll?page_no=2', {}, { token: me.token })).body.data.data).toEqual([]);
    expect((await call('POST', '/api/user/request-callback/findAll', { page_no: 0 }, { token: me.token })).body.data.total).toBe(3);

    const received = await call('GET', '/api/user/my-property/fetch-request-callback?page_no=1', undefined, { token: owner.token });
    expect(received.http).toBe(200);
    expect(received.body.data.total).toBe(3);
    expect(received.body.data.data[0]).toMatchObject({
      name: 'Other Person', phone_number: '9123456789', property_id: l.id, item: { id: l.id }, created_at: expect.any(String),
    });
    const forBuilder = await call('GET', '/api/user/my-property/fetch-request-callback', undefined, { token: builder.token });
    expect(forBuilder.body.data.data.map((c: { property_id: number }) => c.property_id)).toEqual([project.id]);
    expect((await call('GET', '/api/user/my-property/fetch-request-callback', undefined, { token: me.token })).body.data.total).toBe(0);

    // A withdrawn listing keeps its callbacks, without a card.
    await t.db.update(listings).set({ status: 'deleted' }).where(eq(listings.id, l.id));
    const after = await call('POST', '/api/user/request-callback/findAll', {}, { token: me.token });
    expect(after.body.data.data[2]).toMatchObject({ property_id: l.id, item: null });

    expect((await call('POST', '/api/user/request-callback/findAll', {})).http).toBe(401);
    expect((await call('GET', '/api/user/my-property/fetch-request-callback')).http).toBe(401);
  });
});
