// SPEC §7's PG calls and the guest PG call (issue 10): valid bodies are stored and
// found in PG search at once, broken ones are refused naming the field with nothing
// stored, and only the poster may change a PG.
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeUser, tokenFor } from '../helpers/fixtures';
import { lastOtp, newPhone } from '../helpers/auth';
import { validPgBody } from '../helpers/pg-bodies';
import { pgRooms, pgs, users } from '@/server/platform/db/schema';

const t = useTestDb();

async function poster(role: 'owner' | 'agent' | 'builder' | 'buyer' = 'owner') {
  const u = await makeUser(t.db, { roleType: role });
  return { user: u, token: await tokenFor(u.id) };
}
const pgCount = async () => Number((await t.db.select({ n: count() }).from(pgs))[0].n);
const search = async (body: object) => (await call('POST', '/api/search/pg-search-v2', { city: ['Mysuru'], ...body })).body.data.data as { id: number; price: number }[];

describe('PG create, find-one, list, statistics', () => {
  it('stores a girls PG with two room types; cheapest rent on the card; search finds it by locality, gender and budget', async () => {
    const { token, user } = await poster();
    const created = await call('POST', '/api/pg/create', validPgBody(), { token });
    expect(created.http, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ status: 'success', message: 'PG posted successfully' });
    const id = created.body.data.pg_id;
    expect(created.body.data).toMatchObject({ status: 'approved', reasons: [] });
    expect(created.body.data.detail_url).toBe(`/property-details/pg-for-girls-in-vijayanagar-${id}-mysuru`);
    const [row] = await t.db.select().from(pgs).where(eq(pgs.id, id));
    expect(row).toMatchObject({ userId: user.id, postedBy: 'owner', gender: 'Female', minRent: 6000, roomTypes: ['2_sharing', '3_sharing'],
      foodIncluded: true, foodType: 'veg', meals: ['breakfast', 'dinner'], gateClosingTime: '22:30', visitorsAllowed: false,
      noticePeriodDays: 30, availableFrom: '2026-12-01', deposit: 12000 });
    expect(row.rules).toContain('Gate closes at 10:30 PM');
    expect(row.expiresAt!.getTime() - row.confirmedAt!.getTime()).toBe(60 * 86_400_000);
    expect(await t.db.select().from(pgRooms).where(eq(pgRooms.pgId, id))).toHaveLength(2);

    const hit = await search({ locality: ['Vijayanagar'], gender: ['Female'], budget: { min: '5000', max: '7000' } });
    expect(hit.find((c) => c.id === id)?.price).toBe(6000);
    expect((await search({ gender: ['Male'] })).some((c) => c.id === id)).toBe(false);

    const one = await call('POST', '/api/pg/my-pg-list-find-one', { pg_id: id }, { token });
    expect(one.http).toBe(200);
    expect(one.body.data).toMatchObject({ pg_id: id, pg_name: 'Sri Lakshmi Ladies PG', gender: 'Female', status: 'live',
      rules: validPgBody().rules, food: validPgBody().food, available_from: '2026-12-01' });
    expect(one.body.data.rooms.map((r: { rent: number }) => r.rent)).toEqual([6000, 7500]);

    const list = await call('POST', '/api/pg/my-pg-list', {}, { token });
    expect(list.body.data).toMatchObject({ total: 1, page: 1 });
    expect(list.body.data.data[0]).toMatchObject({ pg_id: id, status: 'live', price: 6000, views: 0, saves: 0, leads: 0 });

    for (const method of ['GET', 'POST']) {
      const stats = method === 'GET'
        ? await call('GET', `/api/pg/my-pg-statistics?pg_id=${id}`, undefined, { token })
        : await call('POST', '/api/pg/my-pg-statistics', { pg_id: id }, { token });
      expect(stats.http).toBe(200);
      expect(stats.body.data.days).toHaveLength(30);
      expect(stats.body.data).toMatchObject({ pg_id: id, views_30_days: 0 });
    }
    const all = await call('POST', '/api/pg/my-pg-statistics', {}, { token });
    expect(all.body.data.pgs).toEqual([expect.objectContaining({ pg_id: id, status: 'live' })]);
  });

  it('editing a room rent moves the PG in PG search at once', async () => {
    const { token } = await poster();
    const id = (await call('POST', '/api/pg/create', validPgBody({ pg_name: 'Budget Girls PG' }), { token })).body.data.pg_id;
    const cheap = { budget: { min: '2000', max: '5000' }, gender: ['Female'] };
    expect((await search(cheap)).some((c) => c.id === id)).toBe(false);
    const rooms = [{ room_type: '3_sharing', rent: 4500, total_beds: 12, available_beds: 3 }, validPgBody().rooms[0]];
    const edited = await call('POST', '/api/pg/edit', validPgBody({ pg_id: id, pg_name: 'Budget Girls PG', rooms }), { token });
    expect(edited.http, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.message).toBe('PG updated successfully');
    expect((await search(cheap)).find((c) => c.id === id)?.price).toBe(4500);
    const [row] = await t.db.select().from(pgs).where(eq(pgs.id, id));
    expect(row.minRent).toBe(4500);
  });

  it('holds a PG with a phone number in its description as pending with the reason', async () => {
    const { token } = await poster();
    const r = await call('POST', '/api/pg/create', validPgBody({ description: 'Clean rooms near the ring road, call 98450 12345 today' }), { token });
    expect(r.body.data.status).toBe('pending');
    expect(r.body.data.reasons[0]).toMatch(/phone number/);
  });
});

describe('PG validation and permissions', () => {
  const required: [string, (b: ReturnType<typeof validPgBody>) => void, string][] = [
    ['pg_name', (b) => { delete (b as Record<string, unknown>).pg_name; }, 'pg_name is required'],
    ['gender', (b) => { delete (b as Record<string, unknown>).gender; }, 'gender is required'],
    ['address', (b) => { b.property_details = {} as never; }, 'address is required'],
    ['city', (b) => { b.g_location = { area: 'Vijayanagar' } as never; }, 'city is required'],
    ['area', (b) => { b.g_location = { city: 'Mysuru' } as never; }, 'area is required'],
    ['rooms', (b) => { delete (b as Record<string, unknown>).rooms; }, 'rooms is required'],
    ['rent', (b) => { b.rooms = [{ room_type: '2_sharing', total_beds: 2, available_beds: 1 }] as never; }, 'rent is required'],
    ['room_type', (b) => { b.rooms = [{ rent: 5000, total_beds: 2, available_beds: 1 }] as never; }, 'room_type is required'],
    ['food_type', (b) => { b.food = { meals: ['lunch'] } as never; }, 'food_type is required when meals are included'],
    ['visitors_allowed', (b) => { delete (b.rules as Record<string, unknown>).visitors_allowed; }, 'visitors_allowed is required'],
    ['notice_period_days', (b) => { delete (b.rules as Record<string, unknown>).notice_period_days; }, 'notice_period_days is required'],
    ['available_from', (b) => { delete (b as Record<string, unknown>).available_from; }, 'available_from is required'],
    ['description', (b) => { delete (b as Record<string, unknown>).description; }, 'description is required'],
  ];
  it.each(required)('without %s: 400 naming it, nothing stored', async (_k, strip, message) => {
    const { token } = await poster();
    const before = await pgCount();
    const body = validPgBody();
    strip(body);
    const r = await call('POST', '/api/pg/create', body, { token });
    expect(r.http).toBe(400);
    expect(r.body.message).toContain(message);
    expect(await pgCount()).toBe(before);
  });

  it('refuses bad values naming the field', async () => {
    const { token } = await poster();
    const bad = async (o: Record<string, unknown>) => (await call('POST', '/api/pg/create', validPgBody(o), { token })).body.message;
    expect(await bad({ gender: 'Girls' })).toMatch(/gender must be one of: Male, Female, Both/);
    expect(await bad({ rooms: [validPgBody().rooms[0], validPgBody().rooms[0]] })).toBe('rooms has the same room type twice');
    expect(await bad({ rules: { ...validPgBody().rules, gate_closing_time: '25:00' } })).toMatch(/gate_closing_time must be a time/);
    expect(await bad({ rooms: [{ room_type: '2_sharing', rent: 5000, total_beds: 2, available_beds: 3 }] })).toMatch(/available_beds must not exceed total_beds/);
  });

  it('a buyer cannot post; no token is a 401', async () => {
    const { token } = await poster('buyer');
    const r = await call('POST', '/api/pg/create', validPgBody(), { token });
    expect(r.http).toBe(403);
    expect((await call('POST', '/api/pg/create', validPgBody())).http).toBe(401);
  });

  it("another user's edit, delete, find-one and statistics answer 404 exactly as an unknown id, and nothing changes", async () => {
    const owner = await poster();
    const other = await poster('agent');
    const id = (await call('POST', '/api/pg/create', validPgBody(), { token: owner.token })).body.data.pg_id;
    const [before] = await t.db.select().from(pgs).where(eq(pgs.id, id));
    const edit = await call('POST', '/api/pg/edit', validPgBody({ pg_id: id, pg_name: 'Hijacked PG' }), { token: other.token });
    expect(edit.http).toBe(404);
    expect(edit.body).toEqual((await call('POST', '/api/pg/edit', validPgBody({ pg_id: 2_000_000_000, pg_name: 'Hijacked PG' }), { token: other.token })).body);
    for (const path of ['/api/pg/delete', '/api/pg/my-pg-list-find-one', '/api/pg/my-pg-statistics']) {
      const foreign = await call('POST', path, { pg_id: id }, { token: other.token });
      expect(foreign.http, path).toBe(404);
      expect(foreign.body, path).toEqual((await call('POST', path, { pg_id: 2_000_000_000 }, { token: other.token })).body);
    }
    const [after] = await t.db.select().from(pgs).where(eq(pgs.id, id));
    expect(after).toEqual(before);
    expect(await t.db.select().from(pgRooms).where(eq(pgRooms.pgId, id))).toHaveLength(2);
  });

  it('delete is soft: the PG leaves search, My PGs keeps it as deleted, a second delete is 404', async () => {
    const { token } = await poster();
    const id = (await call('POST', '/api/pg/create', validPgBody({ pg_name: 'Short Stay PG' }), { token })).body.data.pg_id;
    const del = await call('POST', '/api/pg/delete', { pg_id: id }, { token });
    expect(del.body).toMatchObject({ status: 'success', data: { pg_id: id, status: 'deleted' } });
    expect((await search({})).some((c) => c.id === id)).toBe(false);
    const list = await call('POST', '/api/pg/my-pg-list', { status: 'deleted' }, { token });
    expect(list.body.data.data.map((x: { pg_id: number }) => x.pg_id)).toEqual([id]);
    expect((await call('POST', '/api/pg/delete', { pg_id: id }, { token })).http).toBe(404);
    expect((await call('POST', '/api/pg/edit', validPgBody({ pg_id: id }), { token })).http).toBe(404);
  });
});

describe('guest PG', () => {
  it('posts through the OTP guest token; the PG belongs to that phone, which becomes an owner', async () => {
    const phone = newPhone();
    expect((await call('POST', '/api/post-property-guest/pg', validPgBody())).body.message)
      .toBe('Please verify your phone number with the OTP before posting');
    const login = await call('POST', '/api/user/auth/Login', { country_code: '+91', phone_number: phone }, { ip: '10.7.0.1' });
    const verify = await call('POST', '/api/post-property-guest/verify-otp', { otp_token: login.body.data.otp_token, otp: await lastOtp(phone) }, { ip: '10.7.0.1' });
    const guest = verify.body.data.guest_token;
    const r = await call('POST', '/api/post-property-guest/pg', validPgBody({ pg_name: 'Guest Girls PG' }), { token: guest });
    expect(r.http, JSON.stringify(r.body)).toBe(200);
    const [row] = await t.db.select().from(pgs).where(eq(pgs.id, r.body.data.pg_id));
    const [u] = await t.db.select().from(users).where(eq(users.id, row.userId));
    expect(u).toMatchObject({ phoneNumber: phone, roleType: 'owner' });
    // The guest token is not a login: the signed-in calls refuse it.
    expect((await call('POST', '/api/pg/my-pg-list', {}, { token: guest })).http).toBe(401);
  });
});
