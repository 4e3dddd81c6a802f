// Saved-search alerts: created from a results page's route id, delivered
// exactly once per subscriber through the demo outboxes, never lost when the
// worker dies mid-way (its transaction rolls back; the next run redoes it).
import { beforeEach, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { alertDeliveries, alertEvents, mailOutbox, smsOutbox } from '@/server/platform/db/schema';
import { runAlerts, nextDigest } from '@/server/messaging/alerts/worker';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeUser, tokenFor } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';
import { validBody } from '../helpers/posting-bodies';
import { givePlan } from '../helpers/plans';
import { validPgBody } from '../helpers/pg-bodies';

const t = useTestDb();
const CREATE = '/api/property/apartment/create-apartment-property';

async function poster() {
  const u = await makeUser(t.db, { roleType: 'owner' });
  await givePlan(t.db, u.id);
  return { id: u.id, token: await tokenFor(u.id) };
}

function flat(city: string, bedrooms = 2, description?: string) {
  const b = validBody('apartment', 'rent') as any;
  b.g_location = { ...b.g_location, city, area: 'Kuvempunagar' };
  b.details = { ...b.details, bedrooms };
  if (description) b.description = description;
  return b;
}

const save = (token: string, body: object) => call('POST', '/api/saved-search/create', body, { token });
const smsTo = async (phone: string, city: string) =>
  (await t.db.select().from(smsOutbox).where(eq(smsOutbox.phoneNumber, phone))).filter((m) => m.message.includes(city));

beforeEach(async () => { await runAlerts(); }); // each test starts from a drained queue

describe('saved searches', () => {
  it('are created from a results route id, listed, updated and deleted by their owner only', async () => {
    const me = await accountUser(t.db, 'buyer', { email: 'me@example.in' });
    const other = await accountUser(t.db, 'buyer');
    const r = await save(me.token, { search_group: 'residential', search_id: 'type=rent&bedrooms=2', city: 'Mysuru', frequency: 'daily', channel: 'email' });
    expect(r.http).toBe(200);
    expect(r.body.data).toMatchObject({ search_group: 'residential', search_id: 'type=rent&bedrooms=2', frequency: 'daily', channel: 'email', name: expect.stringMatching(/Mysuru/) });
    const cases: [object, string][] = [
      [{ search_id: 'type=rent' }, 'search_group is required'],
      [{ search_group: 'castle', search_id: 'type=rent' }, 'search_group must be one of residential, commercial, agriculture, pg'],
      [{ search_group: 'residential' }, 'search_id is required'],
      [{ search_group: 'residential', search_id: 'type=rent', frequency: 'hourly' }, 'frequency must be instant or daily'],
      [{ search_group: 'residential', search_id: 'type=rent', channel: 'pigeon' }, 'channel must be email or sms'],
    ];
    for (const [body, message] of cases) {
      const bad = await save(me.token, body);
      expect(bad.http, message).toBe(400);
      expect(bad.body.message).toBe(message);
    }
    const noMail = await save(other.token, { search_group: 'residential', search_id: 'type=rent', channel: 'email' });
    expect(noMail.body.message).toBe('Add an e-mail address to your profile to get e-mail alerts');
    expect((await save(undefined as unknown as string, { search_group: 'residential', search_id: 'type=rent' })).http).toBe(401);

    const list = await call('POST', '/api/saved-search/list', {}, { token: me.token });
    expect(list.body.data.map((s: { id: number }) => s.id)).toEqual([r.body.data.id]);
    expect((await call('POST', '/api/saved-search/list', {}, { token: other.token })).body.data).toEqual([]);
    // Someone else's saved search answers as an unknown id does.
    const foreign = await call('POST', '/api/saved-search/update', { id: r.body.data.id, frequency: 'instant' }, { token: other.token });
    expect(foreign.http).toBe(404);
    expect(foreign.body).toEqual((await call('POST', '/api/saved-search/update', { id: 2_000_000_000, frequency: 'instant' }, { token: other.token })).body);
    const up = await call('POST', '/api/saved-search/update', { id: r.body.data.id, frequency: 'instant', channel: 'sms', name: '2 BHK to rent' }, { token: me.token });
    expect(up.body.data).toMatchObject({ frequency: 'instant', channel: 'sms', name: '2 BHK to rent' });
    expect((await call('POST', '/api/saved-search/delete', { id: r.body.data.id }, { token: other.token })).http).toBe(404);
    expect((await call('POST', '/api/saved-search/delete', { id: r.body.data.id }, { token: me.token })).http).toBe(200);
    expect((await call('POST', '/api/saved-search/list', {}, { token: me.token })).body.data).toEqual([]);
  });
});

describe('alert delivery', () => {
  it('a new matching listing reaches each subscriber once, by SMS or e-mail; others and non-matches get nothing', async () => {
    const city = 'Alertpur';
    const a = await accountUser(t.db, 'buyer');
    const b = await accountUser(t.db, 'buyer', { email: 'b-alerts@example.in' });
    const c = await accountUser(t.db, 'buyer');
    await save(a.token, { search_group: 'residential', search_id: 'type=rent&bedrooms=2', city, channel: 'sms' });
    await save(b.token, { search_group: 'residential', search_id: 'type=rent', city, channel: 'email' });
    await save(c.token, { search_group: 'residential', search_id: 'type=rent&bedrooms=3', city, channel: 'sms' });
    const p = await poster();
    const posted = await call('POST', CREATE, flat(city, 2), { token: p.token });
    expect(posted.body.data.status).toBe('approved');
    // The event committed with the listing.
    expect(await t.db.select().from(alertEvents).where(eq(alertEvents.itemId, posted.body.data.property_id))).toHaveLength(1);

    await runAlerts();
    await runAlerts(); // a second drain (a retry, another process's loop) sends nothing new
    const toA = await smsTo(a.user.phoneNumber, city);
    expect(toA).toHaveLength(1);
    expect(toA[0].message).toMatch(/2 BHK Flat for Rent in Kuvempunagar/);
    expect(toA[0].message).toContain(posted.body.data.detail_url);
    const toB = await t.db.select().from(mailOutbox).where(eq(mailOutbox.email, 'b-alerts@example.in'));
    expect(toB).toHaveLength(1);
    expect(toB[0].subject).toMatch(/^New match for/);
    expect(await smsTo(c.user.phoneNumber, city)).toHaveLength(0);

    // A pending listing alerts nobody until the desk approves it; then exactly once.
    const held = await call('POST', CREATE, flat(city, 2, 'Call me on 98450 12345 for a visit'), { token: p.token });
    expect(held.body.data.status).toBe('pending');
    await runAlerts();
    expect(await smsTo(a.user.phoneNumber, city)).toHaveLength(1);
    const admin = await accountUser(t.db, 'buyer');
    const { createAdmin } = await import('@/server/trust/admin/create-admin');
    await createAdmin(t.db, admin.user.phoneNumber);
    expect((await call('POST', '/api/admin/approve', { kind: 'property', id: held.body.data.property_id }, { token: admin.token })).http).toBe(200);
    await runAlerts();
    await runAlerts();
    expect(await smsTo(a.user.phoneNumber, city)).toHaveLength(2);
  });

  it('a worker killed mid-way loses nothing and sends nothing twice', async () => {
    const city = 'Crashpur';
    const subs = await Promise.all([1, 2, 3, 4, 5].map(() => accountUser(t.db, 'buyer')));
    const ids = new Set<number>();
    for (const s of subs) ids.add((await save(s.token, { search_group: 'residential', search_id: 'type=rent', city, channel: 'sms' })).body.data.id);
    const mine = async () => (await t.db.select().from(alertDeliveries)).filter((d) => ids.has(d.savedSearchId));
    const p = await poster();
    // Three listings posted; the "crash" comes before any worker ran (events are committed with the listings).
    for (let i = 0; i < 3; i++) expect((await call('POST', CREATE, flat(city, 2), { token: p.token })).body.data.status).toBe('approved');
    // The worker dies after sending 4 of the 15 messages, inside its transaction.
    await expect(runAlerts({ crashAfter: 4 })).rejects.toThrow('alert worker killed');
    const crashAfterSend = (await t.db.select().from(smsOutbox).where(like(smsOutbox.message, `%${city}%`))).length;
    expect(crashAfterSend).toBe(0); // nothing of the dead run is half-done: its messages and marks rolled back together
    expect((await mine()).filter((d) => d.sentAt !== null)).toHaveLength(0);
    // Killed again later in the batch, then a clean run.
    await expect(runAlerts({ crashAfter: 11 })).rejects.toThrow('alert worker killed');
    await runAlerts();
    await runAlerts();
    for (const s of subs) expect(await smsTo(s.user.phoneNumber, city), `subscriber ${s.id}`).toHaveLength(3);
    const rows = await mine();
    expect(rows).toHaveLength(15);
    expect(rows.filter((d) => d.sentAt === null)).toHaveLength(0);
  });

  it('daily alerts wait for 08:00 India time and arrive as one digest', async () => {
    const city = 'Digestpur';
    const me = await accountUser(t.db, 'buyer');
    await save(me.token, { search_group: 'residential', search_id: 'type=rent', city, channel: 'sms', frequency: 'daily' });
    const p = await poster();
    for (let i = 0; i < 2; i++) await call('POST', CREATE, flat(city, 2), { token: p.token });
    await runAlerts();
    // A digest text names the count, not each listing (lib/sms/templates.ts alert_digest).
    expect(await smsTo(me.user.phoneNumber, 'GharBazaar alert')).toHaveLength(0);
    const at = nextDigest();
    expect((at.getUTCHours() * 60 + at.getUTCMinutes())).toBe(150); // 08:00 IST = 02:30 UTC
    await runAlerts({ now: new Date(at.getTime() + 1000) });
    const got = await smsTo(me.user.phoneNumber, 'GharBazaar alert');
    expect(got).toHaveLength(1);
    expect(got[0].message).toMatch(/: 2 new matches today\. See them at http\S+\/profile-pages\/saved-searches$/);
  });

  it('a new PG reaches PG saved searches of its city and gender, once', async () => {
    const city = 'Pgalertpur';
    const girls = await accountUser(t.db, 'buyer');
    const boys = await accountUser(t.db, 'buyer');
    await save(girls.token, { search_group: 'pg', search_id: 'type=pg&gender=Female', city, channel: 'sms' });
    await save(boys.token, { search_group: 'pg', search_id: 'type=pg&gender=Male', city, channel: 'sms' });
    const owner = await makeUser(t.db, { roleType: 'owner' });
    const created = await call('POST', '/api/pg/create', validPgBody({ g_location: { city, area: 'Vijayanagar' } }), { token: await tokenFor(owner.id) });
    expect(created.http, JSON.stringify(created.body)).toBe(200);
    await runAlerts();
    await runAlerts();
    expect(await smsTo(girls.user.phoneNumber, 'Ladies PG')).toHaveLength(1);
    expect(await smsTo(boys.user.phoneNumber, 'Ladies PG')).toHaveLength(0);
  });
});
