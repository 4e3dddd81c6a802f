import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminAudit, alertEvents, listings, pgs, reviews } from '@/server/platform/db/schema';
import { routeTable } from '@/server/platform/routes';
import { createAdmin } from '@/server/trust/admin/create-admin';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { daysAgo, makeListing, makePg } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';
import { givePlan } from '../helpers/plans';
import { subscriptions } from '@/server/platform/db/schema';
import { searchListingsOfBody } from '@/server/catalog/search';

const t = useTestDb();

async function makeAdmin() {
  const a = await accountUser(t.db, 'buyer', { name: 'Desk Admin' });
  await createAdmin(t.db, a.user.phoneNumber);
  return a;
}

const adminPaths = () => Object.keys(routeTable).filter((k) => k.includes(' /api/admin/'));

describe('admin calls', () => {
  it('answer 404 to guests, bad tokens, buyers and posters: every one of them', async () => {
    const paths = adminPaths();
    expect(paths.length).toBeGreaterThanOrEqual(8);
    const buyer = await accountUser(t.db, 'buyer');
    const owner = await accountUser(t.db, 'owner');
    const l = await makeListing(t.db, { userId: owner.id, status: 'pending' });
    for (const key of paths) {
      const [method, path] = key.split(' ');
      for (const token of [undefined, 'not-a-token', buyer.token, owner.token]) {
        const r = await call(method, path, method === 'POST' ? { kind: 'property', id: l.id, reason: 'Looks fine to me' } : undefined, { token });
        expect(r.http, `${key} ${token ? 'with token' : 'guest'}`).toBe(404);
        expect(r.body).toMatchObject({ status: 'fail', message: 'Not found' });
      }
    }
    const [row] = await t.db.select().from(listings).where(eq(listings.id, l.id));
    expect(row.status).toBe('pending');
    expect(await t.db.select().from(adminAudit)).toHaveLength(0);
  });

  it('admins approve, reject with a reason the poster sees, take down and ban, each written to the audit log', async () => {
    const admin = await makeAdmin();
    const owner = await accountUser(t.db, 'owner');
    const a = await makeListing(t.db, { userId: owner.id, status: 'pending', city: 'Deskpur', moderationReasons: ['The description holds a phone number.'] });
    const b = await makeListing(t.db, { userId: owner.id, status: 'pending', city: 'Deskpur', moderationReasons: ['The price is far outside the usual range.'] });
    const q = await call('GET', '/api/admin/queues', undefined, { token: admin.token });
    expect(q.http).toBe(200);
    const pending = q.body.data.pending.filter((p: { id: number; kind: string }) => p.kind === 'property' && [a.id, b.id].includes(p.id));
    expect(pending.map((p: { reasons: string[] }) => p.reasons)).toEqual([a.moderationReasons, b.moderationReasons]);

    // Bodies are validated after the admin check.
    const bad = await call('POST', '/api/admin/reject', { kind: 'property', id: b.id }, { token: admin.token });
    expect(bad.http).toBe(400);
    expect(bad.body.message).toBe('Please give a reason the poster will see');
    expect((await call('POST', '/api/admin/approve', { kind: 'house', id: a.id }, { token: admin.token })).body.message).toBe('kind must be property, pg or project');

    expect((await call('POST', '/api/admin/approve', { kind: 'property', id: a.id }, { token: admin.token })).http).toBe(200);
    expect((await call('POST', '/api/admin/approve', { kind: 'property', id: a.id }, { token: admin.token })).http).toBe(409);
    const rej = await call('POST', '/api/admin/reject', { kind: 'property', id: b.id, reason: 'The price looks like a typo; please correct it.' }, { token: admin.token });
    expect(rej.http).toBe(200);
    const search = await searchListingsOfBody('residential', { city: ['Deskpur'], page: 1, limit: 20 });
    expect(search.data.map((c) => c.id)).toEqual([a.id]);
    // Approval queued the saved-search alert in its own transaction.
    expect((await t.db.select().from(alertEvents).where(eq(alertEvents.itemId, a.id))).length).toBe(1);

    const mine = await call('POST', '/api/user/my-property/my-property-list', {}, { token: owner.token });
    const rejected = mine.body.data.data.find((x: { id: number }) => x.id === b.id);
    expect(rejected).toMatchObject({ status: 'rejected', admin_note: 'The price looks like a typo; please correct it.' });

    const down = await call('POST', '/api/admin/take-down', { kind: 'property', id: a.id, reason: 'Reported as fraud by several buyers.' }, { token: admin.token });
    expect(down.http).toBe(200);
    expect((await searchListingsOfBody('residential', { city: ['Deskpur'], page: 1, limit: 20 })).data).toHaveLength(0);

    const log = await call('GET', '/api/admin/audit-log', undefined, { token: admin.token });
    expect(log.body.data.map((e: { action: string; target_id: number; admin_id: number }) => [e.action, e.target_id, e.admin_id])).toEqual([
      ['take_down', a.id, admin.id], ['reject', b.id, admin.id], ['approve', a.id, admin.id],
    ]);
    expect(log.body.data[0]).toMatchObject({ admin_name: 'Desk Admin', reason: 'Reported as fraud by several buyers.', created_at: expect.any(String) });
  });

  it('reviews posters with a priority-moderation plan first, then the oldest', async () => {
    const admin = await makeAdmin();
    const plain = await accountUser(t.db, 'owner');
    const paying = await accountUser(t.db, 'owner');
    const sub = await givePlan(t.db, paying.id);
    await t.db.update(subscriptions).set({ priorityModeration: true }).where(eq(subscriptions.id, sub));
    const older = await makeListing(t.db, { userId: plain.id, status: 'pending', city: 'Queuepur', createdAt: daysAgo(50) });
    const newer = await makeListing(t.db, { userId: paying.id, status: 'pending', city: 'Queuepur', createdAt: daysAgo(1) });
    const q = await call('GET', '/api/admin/queues', undefined, { token: admin.token });
    const ours = q.body.data.pending.filter((p: { id: number; kind: string }) => p.kind === 'property' && [older.id, newer.id].includes(p.id));
    expect(ours.map((p: { id: number; priority: boolean }) => [p.id, p.priority])).toEqual([[newer.id, true], [older.id, false]]);
  });

  it('groups reports by item, hides abusive reviews, and a ban takes the user’s listings out of search', async () => {
    const admin = await makeAdmin();
    const crook = await accountUser(t.db, 'agent', { name: 'Crook Agent' });
    const l1 = await makeListing(t.db, { userId: crook.id, city: 'Banpur' });
    const p1 = await makePg(t.db, { userId: crook.id, city: 'Banpur' });
    const buyers = await Promise.all([1, 2, 3].map(() => accountUser(t.db, 'buyer')));
    for (const b of buyers) {
      await call('POST', '/api/report/create-property-report', { property_id: l1.id, property_type: 'residential', reason: 'fraud' }, { token: b.token });
    }
    await call('POST', '/api/report/create-user-report', { user_id: crook.id, reason: 'broker_as_owner' }, { token: buyers[0].token });
    const rv = await call('POST', '/property/rating-and-review/user-rating-create', { target_id: crook.id, rating: 1, review: 'Rude words rude words rude words' }, { token: buyers[1].token });
    await call('POST', '/api/report/create-review-report', { review_id: rv.body.data.id, details: 'Abusive language' }, { token: buyers[2].token });

    const q = (await call('GET', '/api/admin/queues', undefined, { token: admin.token })).body.data;
    const g = q.reports.find((x: { target_type: string; target_id: number }) => x.target_type === 'property' && x.target_id === l1.id);
    expect(g.count).toBe(3);
    expect(g.reasons.map((r: { label: string }) => r.label)).toEqual(['Fraud or asked for payment', 'Fraud or asked for payment', 'Fraud or asked for payment']);
    expect(g.item).toMatchObject({ id: l1.id });
    expect(q.reports.some((x: { target_type: string; target_id: number }) => x.target_type === 'user' && x.target_id === crook.id)).toBe(true);
    expect(q.reviews[0]).toMatchObject({ review_id: rv.body.data.id, count: 1, details: ['Abusive language'] });

    expect((await call('POST', '/api/admin/hide-review', { review_id: rv.body.data.id, reason: 'Abusive language' }, { token: admin.token })).http).toBe(200);
    const [hidden] = await t.db.select().from(reviews).where(eq(reviews.id, rv.body.data.id));
    expect(hidden.hiddenAt).not.toBeNull();
    expect((await call('POST', '/property/rating-and-review/list', { target_id: crook.id })).body.data.count).toBe(0);

    const ban = await call('POST', '/api/admin/ban-user', { user_id: crook.id, reason: 'Asked buyers for token money' }, { token: admin.token });
    expect(ban.http).toBe(200);
    expect(ban.body.data.items_removed).toBe(2);
    expect((await searchListingsOfBody('residential', { city: ['Banpur'], page: 1, limit: 20 })).data).toHaveLength(0);
    const [pgRow] = await t.db.select().from(pgs).where(eq(pgs.id, p1.id));
    expect(pgRow.status).toBe('rejected');
    // The banned user's trust calls stop; their reports left the queue.
    const after = await call('POST', '/api/report/create-user-report', { user_id: buyers[0].id, reason: 'fraud' }, { token: crook.token });
    expect(after.http).toBe(403);
    const { validBody } = await import('../helpers/posting-bodies');
    const post = await call('POST', '/api/property/apartment/create-apartment-property', validBody('apartment', 'rent'), { token: crook.token });
    expect(post.http).toBe(403);
    expect(post.body.message).toBe('Your account has been suspended. Write to us through Contact us.');
    const q2 = (await call('GET', '/api/admin/queues', undefined, { token: admin.token })).body.data;
    expect(q2.reports.some((x: { target_type: string; target_id: number }) => x.target_type === 'user' && x.target_id === crook.id)).toBe(false);
    expect(q2.reviews).toHaveLength(0);
  });
});
