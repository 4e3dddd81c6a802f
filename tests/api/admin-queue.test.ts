// The moderation desk at scale (issue 23.1): a queue of hundreds of held items can be
// paged, filtered by kind, reason and city, searched by id, phone or title, and an
// approval's note reaches the audit log.
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createAdmin } from '@/server/trust/admin/create-admin';
import { listings, pgs, projects, subscriptions } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { call, type ApiAnswer } from '../helpers/api';
import { makePg, makeUser, tokenFor } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';
import { validBody } from '../helpers/posting-bodies';
import { givePlan } from '../helpers/plans';

const t = useTestDb();
const HOUR = 3_600_000;
const PHONE_REASON = 'The description contains a phone number. Buyers reach you through the Contact button.';
const PRICE_REASON = 'The price (₹12 per sq.ft) is far outside the usual range in Mysuru (₹1,500 – ₹24,000 per sq.ft). Check it, or wait for a review.';

async function deskAdmin() {
  const a = await accountUser(t.db, 'buyer', { name: 'Queue Admin' });
  await createAdmin(t.db, a.user.phoneNumber);
  return a;
}

/** n held listings, the oldest first, spread over two cities and two reasons. */
async function heldListings(n: number, userId: number, startHoursAgo: number) {
  const now = Date.now();
  const rows = Array.from({ length: n }, (_, i) => ({
    userId, postedBy: 'owner' as const, group: 'residential' as const, category: 'apartment' as const, postType: 'rent' as const,
    status: 'pending' as const, title: `Backlog flat ${i}`, city: i % 2 ? 'Mysuru' : 'Mangaluru', locality: 'Vijayanagar',
    price: 15_000, moderationReasons: [i % 3 ? PHONE_REASON : PRICE_REASON],
    createdAt: new Date(now - (startHoursAgo - i) * HOUR), updatedAt: new Date(now - (startHoursAgo - i) * HOUR),
  }));
  return t.db.insert(listings).values(rows).returning({ id: listings.id });
}

const pending = (token: string, query = '') => call('GET', `/api/admin/pending${query}`, undefined, { token });
const ids = (r: ApiAnswer) => (r.body.data.items as { kind: string; id: number }[]).map((i) => `${i.kind}:${i.id}`);

describe('the moderation desk queue', () => {
  // The file shares one database: each test starts with an empty queue.
  beforeEach(async () => {
    for (const table of [listings, pgs, projects]) await t.db.update(table).set({ status: 'deleted' }).where(eq(table.status, 'pending'));
  });

  it('with 250 pending items, finds the newest held listing by id, phone or title and approves it with a note the audit log shows', async () => {
    const admin = await deskAdmin();
    const backlogOwner = await makeUser(t.db, { roleType: 'owner' });
    await heldListings(230, backlogOwner.id, 400);
    for (let i = 0; i < 20; i++) await makePg(t.db, { userId: backlogOwner.id, status: 'pending', moderationReasons: [PHONE_REASON], updatedAt: new Date(Date.now() - 100 * HOUR) });

    // The newest: posted through the real call, held for the number in its text.
    const poster = await accountUser(t.db, 'owner');
    const body = { ...validBody('apartment', 'rent'), description: 'Airy 2 BHK near the ring road. Call 98450 12345 to visit this week.' };
    body.property_details = { ...body.property_details, name: 'Lakeview Nest' };
    const posted = await call('POST', '/api/property/apartment/create-apartment-property', body, { token: poster.token });
    expect(posted.body.data.status).toBe('pending');
    const newest = `property:${posted.body.data.property_id}`;

    const first = await pending(admin.token);
    expect(first.http).toBe(200);
    expect(first.body.data).toMatchObject({ total: 251, page: 1, pages: 13, page_size: 20 });
    expect(first.body.data.queue.total).toBe(251);
    expect(ids(first)).not.toContain(newest);
    // Oldest first, and the longest wait is the oldest item's.
    expect(first.body.data.items[0].title).toBe('Backlog flat 0');
    expect(Date.parse(first.body.data.queue.oldest_since)).toBeCloseTo(Date.now() - 400 * HOUR, -5);
    const last = await pending(admin.token, '?page=13');
    expect(ids(last).at(-1)).toBe(newest);

    // Found straight away by its id, the number in its text (any spelling), the poster's phone, or its title.
    for (const q of [String(posted.body.data.property_id), '98450 12345', '+91-9845012345', poster.user.phoneNumber, 'lakeview']) {
      const r = await pending(admin.token, `?q=${encodeURIComponent(q)}`);
      expect(ids(r), q).toEqual([newest]);
    }
    const found = (await pending(admin.token, `?q=${posted.body.data.property_id}`)).body.data.items[0];
    expect(found).toMatchObject({ reasons: [PHONE_REASON], poster_phone: poster.user.phoneNumber, priority: false,
      item: { id: posted.body.data.property_id, title: '2 BHK Flat for Rent in Vijayanagar' } });

    const approved = await call('POST', '/api/admin/approve',
      { kind: 'property', id: posted.body.data.property_id, note: 'Number is the society office, not the owner; fine.' }, { token: admin.token });
    expect(approved.http).toBe(200);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, posted.body.data.property_id));
    expect(row.status).toBe('approved');
    expect((await pending(admin.token)).body.data.total).toBe(250);
    const log = await call('GET', '/api/admin/audit-log', undefined, { token: admin.token });
    expect(log.body.data[0]).toMatchObject({ action: 'approve', target_id: posted.body.data.property_id,
      reason: 'Number is the society office, not the owner; fine.' });
  });

  it('filters by kind, reason and city, and counts and pages what matches', async () => {
    const admin = await deskAdmin();
    const owner = await makeUser(t.db, { roleType: 'owner' });
    await heldListings(30, owner.id, 100);
    const pg = await makePg(t.db, { userId: owner.id, status: 'pending', city: 'Mysuru', moderationReasons: ['Formatting removed from the description.'] });
    const bare = await makePg(t.db, { userId: owner.id, status: 'pending', city: 'Mangaluru', moderationReasons: [] });

    const pgOnly = await pending(admin.token, '?kind=pg');
    expect(ids(pgOnly).sort()).toEqual([`pg:${pg.id}`, `pg:${bare.id}`].sort());
    // 30 listings: i % 3 == 0 held for the price (10), the rest for the phone (20); odd i in Mysuru.
    expect((await pending(admin.token, '?reason=price')).body.data.total).toBe(10);
    expect((await pending(admin.token, '?reason=phone&city=mysuru')).body.data.total).toBe(10);
    const phone = await pending(admin.token, '?reason=phone&kind=property&page=2');
    expect(phone.body.data).toMatchObject({ total: 20, page: 2, pages: 1 });
    expect(phone.body.data.items).toHaveLength(0);
    // A reason no filter knows (another check's wording) and an item without reasons are "other", shown as given.
    const other = await pending(admin.token, '?reason=other');
    expect(other.body.data.items.map((i: { id: number; reasons: string[] }) => [i.id, i.reasons]))
      .toEqual([[pg.id, ['Formatting removed from the description.']], [bare.id, []]]);
    // The city list covers the whole queue, biggest first.
    expect(other.body.data.queue.cities).toEqual([{ city: 'Mangaluru', n: 16 }, { city: 'Mysuru', n: 16 }]);

    const bad = await pending(admin.token, '?reason=spam');
    expect(bad.http).toBe(400);
    expect(bad.body.message).toBe('reason must be one of phone, email, link, price, photo, other');
    expect((await pending(admin.token, '?page=abc')).body.message).toBe('page must be a number');
    expect((await pending(admin.token, '?kind=house')).body.message).toBe('kind must be property, pg or project');
  });

  it('puts posters with priority moderation first, then the longest waiting, across listings, PGs and projects', async () => {
    const admin = await deskAdmin();
    const plain = await makeUser(t.db, { roleType: 'owner' });
    const paying = await makeUser(t.db, { roleType: 'owner' });
    const sub = await givePlan(t.db, paying.id);
    await t.db.update(subscriptions).set({ priorityModeration: true }).where(eq(subscriptions.id, sub));
    const [old] = await heldListings(1, plain.id, 72);
    const olderPg = await makePg(t.db, { userId: plain.id, status: 'pending', moderationReasons: [PHONE_REASON], updatedAt: new Date(Date.now() - 96 * HOUR) });
    const [fresh] = await heldListings(1, paying.id, 1);
    const r = await pending(admin.token);
    expect(ids(r)).toEqual([`property:${fresh.id}`, `pg:${olderPg.id}`, `property:${old.id}`]);
    expect(r.body.data.items.map((i: { priority: boolean }) => i.priority)).toEqual([true, false, false]);
    // Waiting since the last save that held it: an edit moves an item back in line.
    await t.db.update(pgs).set({ updatedAt: new Date() }).where(eq(pgs.id, olderPg.id));
    expect(ids(await pending(admin.token))).toEqual([`property:${fresh.id}`, `property:${old.id}`, `pg:${olderPg.id}`]);
    expect((await call('GET', '/api/admin/pending', undefined, { token: await tokenFor(plain.id) })).http).toBe(404);
  });

  it('answers odd filters with a 200 or a clear 400, never a 500', async () => {
    const admin = await deskAdmin();
    const nasty = ['%', '_', '\\', "' or 1=1 --", '\u0000', '(((', '[a-', '9'.repeat(30), '+91', '#12', ' ', 'ब्लॉक', '-1', '1e309', '0'];
    for (const key of ['q', 'city', 'page', 'kind', 'reason']) {
      for (const v of nasty) {
        const r = await pending(admin.token, `?${key}=${encodeURIComponent(v)}`);
        expect([200, 400], `${key}=${JSON.stringify(v)}: ${r.body.message}`).toContain(r.http);
      }
    }
    expect((await pending(admin.token, `?q=${encodeURIComponent('x'.repeat(101))}`)).body.message).toBe('q must be at most 100 characters');
  });
});
