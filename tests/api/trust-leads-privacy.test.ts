import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { enquiries } from '@/server/platform/db/schema';
import { routeTable } from '@/server/platform/routes';
import { getListingDetail } from '@/server/catalog/detail/detail';
import { sharedPosterPhone } from '@/server/trust/leads/shared-phone';
import { LEADS_PER_VISITOR_PER_DAY } from '@/lib/trust/reasons';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing, makePg, makeProject } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';

const t = useTestDb();

const enquire = (token: string | undefined, body: object) => call('POST', '/api/enquiry/create-enquiry',
  { name: 'Kiran Rao', phone_number: '9876543210', message: 'Is it still available?', ...body }, { token });
const askCallback = (token: string, body: object) => call('POST', '/api/requestCallBack/create-requestCallBack',
  { name: 'Kiran Rao', phone_number: '9876543210', ...body }, { token });

// Calls a visitor must never be able to use to read anyone's number, or that change the caller's session.
const SKIP = new Set(['DELETE /auth/logout', 'GET /api/dev/sms-outbox', 'GET /api/dev/mail-outbox']);

/** Every route of the table, called as `token` with a body naming the poster's items; the answers joined. */
async function everyAnswer(token: string | undefined, refs: { listingId: number; pgId: number; projectId: number; posterId: number }) {
  const texts: string[] = [];
  const body = {
    property_id: refs.listingId, property_type: 'residential', user_id: refs.posterId, target_id: refs.posterId, id: refs.listingId,
    project_id: refs.projectId, pg_id: refs.pgId, city: ['Mysuru'], city_name: 'Mysuru', search_string: 'Vij', page: 1, limit: 20,
  };
  for (const key of Object.keys(routeTable)) {
    if (SKIP.has(key) || key.includes('/api/admin/')) continue;
    const [method, path] = key.split(' ');
    for (const q of [`?property_id=${refs.listingId}&property_type=residential&page_no=0`, `?property_id=${refs.pgId}&property_type=pg`, `?property_id=${refs.projectId}&property_type=project`]) {
      const r = await call(method, `${path}${q}`, method === 'GET' ? undefined : body, { token });
      texts.push(`${key} ${JSON.stringify(r.body)}`);
      if (method !== 'GET') break;
    }
  }
  for (const [kind, id] of [['property', refs.listingId], ['pg', refs.pgId], ['project', refs.projectId]] as const) {
    texts.push(JSON.stringify(await getListingDetail(kind, id)));
  }
  return texts;
}

describe('private phone numbers', () => {
  it("no answer to a visitor carries the poster's phone until the poster shares it, and then only to that visitor", async () => {
    const posterPhone = '9812398123';
    const poster = await accountUser(t.db, 'builder', { phoneNumber: posterPhone, name: 'Private Poster' });
    const l = await makeListing(t.db, { userId: poster.id, description: 'A bright flat near the park' });
    const pg = await makePg(t.db, { userId: poster.id });
    const project = await makeProject(t.db, { userId: poster.id });
    const refs = { listingId: l.id, pgId: pg.id, projectId: project.id, posterId: poster.id };
    const visitor = await accountUser(t.db, 'buyer');
    const other = await accountUser(t.db, 'buyer');
    const leak = (texts: string[]) => texts.filter((x) => x.includes(posterPhone)).map((x) => x.slice(0, 120));

    // The check does see numbers where they belong: the poster's own profile carries it.
    const own = await call('POST', '/api/user/fetch-my-profile', {}, { token: poster.token });
    expect(leak([JSON.stringify(own.body)])).toHaveLength(1);
    expect(leak(await everyAnswer(undefined, refs))).toEqual([]);
    expect(leak(await everyAnswer(visitor.token, refs))).toEqual([]);

    // The visitor asks; the poster sees the visitor's number in their leads, not the other way round.
    const cb = await askCallback(visitor.token, { property_id: l.id, property_type: 'residential', message: 'Call me' });
    expect(cb.http).toBe(200);
    const en = await enquire(visitor.token, { property_id: pg.id, property_type: 'pg' });
    expect(en.http).toBe(200);
    const leads = await call('GET', '/api/user/leads/find-all', undefined, { token: poster.token });
    expect(leads.body.data.data.map((x: { lead_type: string; phone_number: string; number_shared: boolean }) => [x.lead_type, x.phone_number, x.number_shared]))
      .toEqual([['enquiry', '9876543210', false], ['callback', '9876543210', false]]);
    expect(leak(await everyAnswer(visitor.token, refs))).toEqual([]);

    // Someone else cannot share the poster's number, nor on another poster's lead.
    // Another poster's lead answers exactly as an unknown id: lead ids cannot be counted.
    const foreign = await call('POST', '/api/user/leads/share-number', { lead_type: 'callback', lead_id: cb.body.data.id }, { token: other.token });
    expect(foreign.http).toBe(404);
    expect(foreign.body).toEqual((await call('POST', '/api/user/leads/share-number', { lead_type: 'callback', lead_id: 2_000_000_000 }, { token: other.token })).body);
    expect((await call('POST', '/api/user/leads/share-number', { lead_type: 'call', lead_id: cb.body.data.id }, { token: poster.token })).body.message)
      .toBe('lead_type must be callback or enquiry');
    const share = await call('POST', '/api/user/leads/share-number', { lead_type: 'callback', lead_id: cb.body.data.id }, { token: poster.token });
    expect(share.http).toBe(200);

    // Now the visitor sees it on that listing and in Request Callbacks; not on the PG (not shared), and nobody else does.
    expect(await sharedPosterPhone(visitor.id, 'property', l.id)).toBe(`+91 ${posterPhone}`);
    expect(await sharedPosterPhone(visitor.id, 'pg', pg.id)).toBeNull();
    expect(await sharedPosterPhone(other.id, 'property', l.id)).toBeNull();
    const mine = await call('POST', '/api/user/request-callback/findAll', {}, { token: visitor.token });
    expect(mine.body.data.data[0]).toMatchObject({ number_shared: true, poster_phone: `+91 ${posterPhone}` });
    expect(leak(await everyAnswer(other.token, refs))).toEqual([]);
    expect(leak(await everyAnswer(undefined, refs))).toEqual([]);
  });
});

describe('enquiries and lead limits', () => {
  it('records an enquiry for the poster and refuses bad bodies, own items and guests', async () => {
    const owner = await accountUser(t.db, 'owner');
    const me = await accountUser(t.db, 'buyer');
    const l = await makeListing(t.db, { userId: owner.id });
    const ok = await enquire(me.token, { property_id: l.id, property_type: 'residential', email: 'kiran@example.in' });
    expect(ok.http).toBe(200);
    expect(ok.body.data).toMatchObject({ property_id: l.id, property_type: 'property', message: 'Is it still available?' });
    const cases: [object, string][] = [
      [{ property_id: l.id, property_type: 'residential', message: '' }, 'Required!'],
      [{ property_id: l.id, property_type: 'residential', phone_number: '123' }, 'Please enter the valid phone number'],
      [{ property_id: l.id, property_type: 'residential', name: 'K1' }, 'Enter a valid name'],
      [{ property_id: l.id, property_type: 'residential', email: 'nope' }, 'email must be a valid email!'],
      [{ property_type: 'residential' }, 'property_id is required'],
    ];
    for (const [body, message] of cases) {
      const r = await enquire(me.token, body);
      expect(r.http, message).toBe(400);
      expect(r.body.message).toBe(message);
    }
    const own = await enquire(owner.token, { property_id: l.id, property_type: 'residential' });
    expect(own.http).toBe(403);
    // Coded, so a Hindi or Kannada page words it (lib/server-messages.ts); the English message stays.
    expect(own.body).toMatchObject({ message: 'You cannot enquire about your own property', code: 'enquiry_own' });
    expect((await enquire(undefined, { property_id: l.id, property_type: 'residential' })).http).toBe(401);
    expect(await t.db.select().from(enquiries).where(eq(enquiries.itemId, l.id))).toHaveLength(1);
  });

  it(`a visitor sends at most ${LEADS_PER_VISITOR_PER_DAY} leads a day`, async () => {
    const owner = await accountUser(t.db, 'owner');
    const me = await accountUser(t.db, 'buyer');
    const items = await Promise.all(Array.from({ length: LEADS_PER_VISITOR_PER_DAY + 1 }, () => makeListing(t.db, { userId: owner.id })));
    for (const [i, l] of items.entries()) {
      const r = i % 2 ? await enquire(me.token, { property_id: l.id, property_type: 'residential' })
        : await askCallback(me.token, { property_id: l.id, property_type: 'residential' });
      expect(r.http, `lead ${i + 1}`).toBe(i < LEADS_PER_VISITOR_PER_DAY ? 200 : 429);
      if (r.http === 429) expect(r.body).toMatchObject({ code: 'leads_visitor_limit', params: { n: LEADS_PER_VISITOR_PER_DAY } });
    }
  });
});
