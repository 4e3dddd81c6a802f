// A listing is on the map unless its poster says otherwise: posted without a pin it
// takes its locality's centre, the poster can remove the pin (no_pin), and an edit
// that sends no pin keeps the one stored.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeUser, tokenFor } from '../helpers/fixtures';
import { validBody } from '../helpers/posting-bodies';
import { givePlan } from '../helpers/plans';
import { listings, localities } from '@/server/platform/db/schema';

const t = useTestDb();
const CREATE = '/api/property/apartment/create-apartment-property';
const EDIT = '/api/property/apartment/edit-apartment-property';
const FIND = '/api/user/my-property/my-property-list-find-one';
const KORAMANGALA = { lat: 12.92614, lng: 77.62211 };

let token = '';
let localityId = 0;
let otherId = 0;

beforeAll(async () => {
  const u = await makeUser(t.db, { roleType: 'owner' });
  await givePlan(t.db, u.id);
  token = await tokenFor(u.id);
  const [k, h] = await t.db.insert(localities).values([
    { name: 'Koramangala', nameLower: 'koramangala', cityName: 'Bengaluru', district: 'Bengaluru', state: 'Karnataka', pincode: '560034', ...KORAMANGALA },
    { name: 'HSR Layout', nameLower: 'hsr layout', cityName: 'Bengaluru', district: 'Bengaluru', state: 'Karnataka', pincode: '560102', lat: 12.91186, lng: 77.64459 },
  ]).returning();
  localityId = k.id;
  otherId = h.id;
});

/** A Koramangala flat; `g` replaces parts of its g_location (lat/lng left out unless given). */
function flat(g: Record<string, unknown> = {}) {
  const b = validBody('apartment', 'sale') as ReturnType<typeof validBody> & { g_location: Record<string, unknown> };
  const { lat: _lat, lng: _lng, ...rest } = b.g_location;
  return { ...b, g_location: { ...rest, city: 'Bengaluru', area: 'Koramangala', locality_id: localityId, postCode: '560034', state: 'Karnataka', ...g } };
}

const pinOf = async (id: number) =>
  (await t.db.select({ lat: listings.lat, lng: listings.lng }).from(listings).where(eq(listings.id, id)))[0];

async function post(g: Record<string, unknown> = {}) {
  const r = await call('POST', CREATE, flat(g), { token });
  expect(r.http, JSON.stringify(r.body)).toBe(200);
  return r.body.data.property_id as number;
}

describe('posting pin', () => {
  it('a listing posted without touching the pin is pinned at its locality\'s centre', async () => {
    const id = await post();
    expect(await pinOf(id)).toEqual(KORAMANGALA);
  });

  it('keeps the spot the poster dragged the pin to', async () => {
    const id = await post({ lat: 12.9301, lng: 77.6302 });
    expect(await pinOf(id)).toEqual({ lat: 12.9301, lng: 77.6302 });
  });

  it('saves no pin when the poster removed it, and its edit form says so', async () => {
    const id = await post({ lat: 12.9301, lng: 77.6302, no_pin: true });
    expect(await pinOf(id)).toEqual({ lat: null, lng: null });
    const found = await call('POST', FIND, { property_id: id }, { token });
    expect(found.http).toBe(200);
    expect(found.body.data.g_location).toMatchObject({ no_pin: true });
  });

  it('an edit that sends no pin keeps the stored one; a new locality moves it to that centre', async () => {
    const id = await post({ lat: 12.9301, lng: 77.6302 });
    const kept = await call('POST', EDIT, { ...flat(), property_id: id, description: 'Edited: freshly painted, close to the main road, schools and the market.' }, { token });
    expect(kept.http, JSON.stringify(kept.body)).toBe(200);
    expect(await pinOf(id)).toEqual({ lat: 12.9301, lng: 77.6302 });
    const moved = await call('POST', EDIT, { ...flat({ area: 'HSR Layout', locality_id: otherId }), property_id: id }, { token });
    expect(moved.http).toBe(200);
    expect(await pinOf(id)).toEqual({ lat: 12.91186, lng: 77.64459 });
  });

  it('refuses a no_pin that is not true or false', async () => {
    const r = await call('POST', CREATE, flat({ no_pin: 'maybe' }), { token });
    expect(r.http).toBe(400);
    expect(JSON.stringify(r.body)).toContain('no_pin');
  });
});
