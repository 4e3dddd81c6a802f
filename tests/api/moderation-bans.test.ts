// Issue 21 item 7: a ban or a desk take-down/rejection is never undone by the
// poster. A banned poster can edit, renew, re-publish nothing and makes no trust
// call; an edit of a rejected or taken-down listing, PG or project waits for the desk.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listings, pgs, projects } from '@/server/platform/db/schema';
import { createAdmin } from '@/server/trust/admin/create-admin';
import { issueGuestToken } from '@/server/listings/posting/guest-token';
const DESK_REVIEW_REASON = "Changed after our moderation team took it down: a person checks it again before it goes live.";
import { ITEM_TABLES } from '@/server/platform/items/tables';
import { searchListingsOfBody } from '@/server/catalog/search';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing } from '../helpers/fixtures';
import { accountUser, tinyPng } from '../helpers/account-fixtures';
import { givePlan } from '../helpers/plans';
import { validBody } from '../helpers/posting-bodies';
import { validPgBody } from '../helpers/pg-bodies';
import { validProjectBody } from '../helpers/project-bodies';

const t = useTestDb();
const SUSPENDED = 'Your account has been suspended. Write to us through Contact us.';
const EDIT = '/api/property/apartment/edit-apartment-property';
const CREATE = '/api/property/apartment/create-apartment-property';
const PROJECT_EDIT = '/api/project/edit-apartment-project';

async function makeAdmin() {
  const a = await accountUser(t.db, 'buyer', { name: 'Desk Admin' });
  await createAdmin(t.db, a.user.phoneNumber);
  return a;
}

/** An agent with a plan who posted a live flat, PG and project through the real calls. */
async function posterWithItems(city: string) {
  const agent = await accountUser(t.db, 'agent', { name: 'Poster Agent' });
  await givePlan(t.db, agent.id, { projects: 5, featured: 5 });
  const flat = validBody('apartment', 'rent') as ReturnType<typeof validBody> & Record<string, unknown>;
  flat.g_location = { ...flat.g_location, city };
  const l = await call('POST', CREATE, flat, { token: agent.token });
  const p = await call('POST', '/api/pg/create', validPgBody({ g_location: { city, area: 'Vijayanagar' } }), { token: agent.token });
  const j = await call('POST', '/api/project/create-apartment-project', validProjectBody({ g_location: { city, area: 'Vijayanagar', state: 'Karnataka' } }), { token: agent.token });
  for (const r of [l, p, j]) expect(r.http, JSON.stringify(r.body)).toBe(200);
  expect([l.body.data.status, p.body.data.status, j.body.data.status]).toEqual(['approved', 'approved', 'approved']);
  return {
    agent, flat,
    listingId: l.body.data.property_id as number, pgId: p.body.data.pg_id as number, projectId: j.body.data.project_id as number,
  };
}

const statusOf = async (kind: keyof typeof ITEM_TABLES, id: number) => {
  const tbl = ITEM_TABLES[kind];
  const [row] = await t.db.select({ status: tbl.status, reasons: tbl.moderationReasons }).from(tbl).where(eq(tbl.id, id));
  return row;
};

function photoForm() {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(tinyPng(4, 4))], { type: 'image/png' }), 'a.png');
  return form;
}

describe('a banned poster', () => {
  it('cannot edit, renew, re-publish, upload, feature, buy or make any trust call; everything stays down', async () => {
    const admin = await makeAdmin();
    const { agent, flat, listingId, pgId, projectId } = await posterWithItems('Banville');
    const other = await accountUser(t.db, 'owner', { name: 'Other Owner' });
    const otherListing = await makeListing(t.db, { userId: other.id, city: 'Banville' });
    const review = await call('POST', '/property/rating-and-review/user-rating-create',
      { target_id: agent.id, rating: 4, review: 'Helpful agent, showed us three flats' }, { token: other.token });
    expect(review.http).toBe(200);

    const ban = await call('POST', '/api/admin/ban-user', { user_id: agent.id, reason: 'Asked buyers for token money' }, { token: admin.token });
    expect(ban.http).toBe(200);
    expect(ban.body.data.items_removed).toBe(3);

    const tok = { token: agent.token };
    const guest = { token: await issueGuestToken(agent.id) };
    const attempts: [string, () => ReturnType<typeof call>][] = [
      ['edit listing', () => call('POST', EDIT, { ...flat, property_id: listingId }, tok)],
      ['renew listing', () => call('POST', '/api/user/my-property/confirm-available', { property_id: listingId }, tok)],
      ['create listing', () => call('POST', CREATE, flat, tok)],
      ['guest listing', () => call('POST', '/api/post-property-guest/apartment', flat, guest)],
      ['edit PG', () => call('POST', '/api/pg/edit', validPgBody({ pg_id: pgId }), tok)],
      ['renew PG', () => call('POST', '/api/pg/confirm-available', { pg_id: pgId }, tok)],
      ['create PG', () => call('POST', '/api/pg/create', validPgBody(), tok)],
      ['guest PG', () => call('POST', '/api/post-property-guest/pg', validPgBody(), guest)],
      ['edit project', () => call('POST', PROJECT_EDIT, validProjectBody({ project_id: projectId }), tok)],
      ['renew project', () => call('POST', '/api/user/my-project/confirm-available', { project_id: projectId }, tok)],
      ['create project', () => call('POST', '/api/project/create-apartment-project', validProjectBody(), tok)],
      ['photo upload', () => call('POST', '/api/property/images/upload-property-image', undefined, { ...tok, raw: photoForm() })],
      ['guest photo upload', () => call('POST', '/api/property/images/upload-property-image', undefined, { ...guest, raw: photoForm() })],
      ['profile picture', () => call('POST', '/api/user/images/upload-user-image', undefined, { ...tok, raw: photoForm() })],
      ['profile', () => call('POST', '/api/user/update-agent-profile', { name: 'Totally New Name' }, tok)],
      ['feature', () => call('POST', '/api/subscription/feature-listing', { property_type: 'property', property_id: listingId }, tok)],
      ['attach project', () => call('POST', '/api/subscription/attach-project', { project_id: projectId }, tok)],
      ['order', () => call('POST', '/api/subscription/create-order', { plan_id: 1 }, tok)],
      ['callback', () => call('POST', '/api/user/request-callback/create', { name: 'Kiran Rao', phone_number: '9876543210', property_id: otherListing.id, property_type: 'residential' }, tok)],
      ['callback (SPEC path)', () => call('POST', '/api/requestCallBack/create-requestCallBack', { name: 'Kiran Rao', phone_number: '9876543210', property_id: otherListing.id, property_type: 'residential' }, tok)],
      ['enquiry', () => call('POST', '/api/enquiry/create-enquiry', { name: 'Kiran Rao', phone_number: '9876543210', message: 'Is it still available?', property_id: otherListing.id, property_type: 'residential' }, tok)],
      ['review', () => call('POST', '/property/rating-and-review/user-rating-create', { target_id: other.id, rating: 5, review: 'Great owner, very quick replies' }, tok)],
      ['review reply', () => call('POST', '/property/rating-and-review/reply', { review_id: review.body.data.id, reply: 'Thank you' }, tok)],
      ['report', () => call('POST', '/api/report/create-property-report', { property_id: otherListing.id, property_type: 'residential', reason: 'fraud' }, tok)],
      ['user report', () => call('POST', '/api/report/create-user-report', { user_id: other.id, reason: 'fraud' }, tok)],
      ['review report', () => call('POST', '/api/report/create-review-report', { review_id: review.body.data.id, details: 'Not true' }, tok)],
      ['share number with a lead', () => call('POST', '/api/user/leads/share-number', { lead_type: 'callback', lead_id: 1 }, tok)],
      ['builder registration', () => call('POST', '/api/user/create-builder-register', { company_logo: `/uploads/${'b'.repeat(64)}.png`, name: 'Ravi Kumar', company_name: 'Acme Homes', company_role: 'Director' }, tok)],
      ['brochure upload', () => call('POST', '/api/project/brochure/upload', undefined, { ...tok, raw: photoForm() })],
      ['brochure download lead', () => call('POST', '/api/project/brochure/create-history', { project_id: projectId }, tok)],
      ['saved search', () => call('POST', '/api/saved-search/create', { name: 'Flats', search_type: 'residential', filters: { city: ['Banville'] } }, tok)],
    ];
    for (const [what, attempt] of attempts) {
      const r = await attempt();
      expect(r.http, `${what}: ${JSON.stringify(r.body)}`).toBe(403);
      expect(r.body.message, what).toBe(SUSPENDED);
    }

    // Nothing came back: every item is still down and out of search.
    expect((await statusOf('property', listingId)).status).toBe('rejected');
    expect((await statusOf('pg', pgId)).status).toBe('rejected');
    expect((await statusOf('project', projectId)).status).toBe('rejected');
    const found = await searchListingsOfBody('residential', { city: ['Banville'], page: 1, limit: 20 });
    expect(found.data.map((x: { id: number }) => x.id)).toEqual([otherListing.id]);
    expect((await t.db.select().from(listings).where(eq(listings.userId, agent.id)))).toHaveLength(1);

    // What a banned user may still do: read their own lists, delete, and write to us.
    expect((await call('POST', '/api/user/my-property/my-property-list', { page: 1 }, tok)).http).toBe(200);
    const contact = await call('POST', '/api/contactUs/create-contactUs',
      { name: 'Poster Agent', email: 'agent@example.com', phone_number: '9876543210', subject: 'Ban', message: 'Please look at my account again' }, tok);
    expect(contact.http, JSON.stringify(contact.body)).toBe(200);
    expect((await call('POST', '/api/pg/delete', { pg_id: pgId }, tok)).http).toBe(200);
  });
});

describe('an edit of an item the desk rejected or took down', () => {
  it.each(['take_down', 'reject'] as const)('%s: the listing, PG and project go to pending for the desk, never live, and stay so on a second edit', async (action) => {
    const admin = await makeAdmin();
    const city = action === 'reject' ? 'Rejectpur' : 'Takedownpur';
    const { agent, flat, listingId, pgId, projectId } = await posterWithItems(city);
    const items = [['property', listingId], ['pg', pgId], ['project', projectId]] as const;
    if (action === 'reject') {
      // Only a pending item can be rejected: hold them first, as moderation would.
      for (const [kind, id] of items) {
        const tbl = ITEM_TABLES[kind];
        await t.db.update(tbl).set({ status: 'pending', moderationReasons: ['The description holds a phone number.'] }).where(eq(tbl.id, id));
      }
    }
    for (const [kind, id] of items) {
      const r = await call('POST', `/api/admin/${action === 'reject' ? 'reject' : 'take-down'}`, { kind, id, reason: 'Photos are of another building' }, { token: admin.token });
      expect(r.http, JSON.stringify(r.body)).toBe(200);
    }

    const tok = { token: agent.token };
    const edits = () => [
      call('POST', EDIT, { ...flat, property_id: listingId, description: 'New photos of the actual flat, close to the market and schools.' }, tok),
      call('POST', '/api/pg/edit', validPgBody({ pg_id: pgId, g_location: { city, area: 'Vijayanagar' } }), tok),
      call('POST', PROJECT_EDIT, validProjectBody({ project_id: projectId, g_location: { city, area: 'Vijayanagar', state: 'Karnataka' } }), tok),
    ];
    for (let round = 1; round <= 2; round++) {
      for (const [i, r] of (await Promise.all(edits())).entries()) {
        expect(r.http, JSON.stringify(r.body)).toBe(200);
        expect(r.body.data.status, `${items[i][0]} round ${round}`).toBe('pending');
        expect(r.body.data.reasons).toEqual([DESK_REVIEW_REASON]);
        expect(r.body.message).not.toMatch(/updated successfully/);
      }
      for (const [kind, id] of items) expect((await statusOf(kind, id)).status, `${kind} round ${round}`).toBe('pending');
      expect((await searchListingsOfBody('residential', { city: [city], page: 1, limit: 20 })).data).toHaveLength(0);
      const detail = await call('POST', '/api/user/my-property/confirm-available', { property_id: listingId }, tok);
      expect((await statusOf('property', listingId)).status, JSON.stringify(detail.body)).toBe('pending');
    }

    // The desk sees them in its pending queue with the reason, and its approval makes them live.
    const q = (await call('GET', '/api/admin/queues', undefined, { token: admin.token })).body.data;
    for (const [kind, id] of items) {
      const held = q.pending.find((p: { kind: string; id: number }) => p.kind === kind && p.id === id);
      expect(held?.reasons, kind).toEqual([DESK_REVIEW_REASON]);
      expect((await call('POST', '/api/admin/approve', { kind, id }, { token: admin.token })).http).toBe(200);
    }
    const [live] = await t.db.select().from(listings).where(eq(listings.id, listingId));
    expect(live.status).toBe('approved');
    // Once approved, an ordinary edit goes live at once again.
    const again = await call('POST', '/api/pg/edit', validPgBody({ pg_id: pgId, g_location: { city, area: 'Vijayanagar' } }), tok);
    expect(again.body.data.status).toBe('approved');
    expect((await t.db.select().from(pgs).where(eq(pgs.id, pgId)))[0].moderationReasons).toEqual([]);
    expect((await t.db.select().from(projects).where(eq(projects.id, projectId)))[0].status).toBe('approved');
  });
});
