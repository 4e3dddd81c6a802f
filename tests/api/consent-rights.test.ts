// DPDP rights and retention: download my data, delete my account (type the number), the
// retention sweep's periods, and the log of personal rows the desk read.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  adminReads, agentRera, billingDetails, bookmarks, callbackRequests, consents, enquiries, grievances, invoices, listings,
  orders, otpVerifies, plans, ratingsReviews, reports, users, viewedItems,
} from '@/server/platform/db/schema';
import { createAdmin } from '@/server/trust/admin/create-admin';
import { pruneExpiredRows } from '@/server/platform/jobs/retention';
import { RETENTION } from '@/lib/consent/purposes';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { loginAs } from '../helpers/auth';
import { daysAgo, makeListing } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';

const t = useTestDb();
const lead = (listingId: number) => ({ property_id: listingId, property_type: 'residential', name: 'Kiran Rao', phone_number: '9876505555' });

async function invoiceFor(userId: number) {
  const [plan] = await t.db.insert(plans).values({ code: `erase_${userId}`, name: 'Erase test', audience: 'owner', durationDays: 30, pricePaise: 100, listingQuota: 1 }).returning();
  const [bill] = await t.db.insert(billingDetails).values({ userId, name: 'Asha Rao', email: 'asha@example.in', phoneNumber: '9876500000',
    address: '1 MG Road', city: 'Mysuru', state: 'Karnataka', pincode: '570001' }).returning();
  const [order] = await t.db.insert(orders).values({ userId, planId: plan.id, billingId: bill.id, amountPaise: 118, status: 'paid' }).returning();
  const [inv] = await t.db.insert(invoices).values({ number: `GB/T/${userId}`, orderId: order.id, userId, sellerName: 'GharBazaar Pvt Ltd',
    sellerAddress: 'Bengaluru', sellerState: 'Karnataka', sellerGstin: '29AAAAA0000A1Z5', buyerName: 'Asha Rao', buyerAddress: '1 MG Road',
    buyerState: 'Karnataka', sacCode: '998365', description: 'Plan', taxablePaise: 100, cgstPaise: 9, sgstPaise: 9, totalPaise: 118 }).returning();
  return inv;
}

describe('download my data', () => {
  it('is one JSON of profile, listings, leads given and received, saved items, searches and consents; only the caller\'s', async () => {
    const me = await loginAs(undefined, { name: 'Data Owner' });
    const other = await accountUser(t.db, 'owner');
    const theirs = await makeListing(t.db, { userId: other.id });
    const mine = await makeListing(t.db, { userId: me.userId });
    await call('POST', '/api/user/request-callback/create', lead(theirs.id), { token: me.token });
    await call('POST', '/api/user/request-callback/create', lead(mine.id), { token: other.token });
    await t.db.insert(bookmarks).values({ userId: me.userId, kind: 'property', itemId: theirs.id });
    const r = await call('GET', '/api/user/my-data', undefined, { token: me.token });
    expect(r.http).toBe(200);
    const d = r.body.data;
    expect(Object.keys(d)).toEqual(expect.arrayContaining(['profile', 'listings', 'leads_given', 'leads_received', 'saved_items',
      'saved_searches', 'consents', 'invoices']));
    expect(d.profile).toMatchObject({ id: me.userId, phone_number: me.phone, name: 'Data Owner' });
    expect(d.listings.properties.map((l: { id: number }) => l.id)).toEqual([mine.id]);
    expect(d.leads_given.callbacks).toHaveLength(1);
    expect(d.leads_received.callbacks).toHaveLength(1);
    expect(d.saved_items).toHaveLength(1);
    expect(d.consents.map((c: { purpose: string }) => c.purpose).sort()).toEqual(['account', 'lead_share']);
    expect((await call('GET', '/api/user/my-data')).http).toBe(401);
  });
});

describe('download my data: what was missing', () => {
  it('hides the e-mail and number of a sender who withdrew, and lists billing, ratings, plans, grievances, reports, files and RERA', async () => {
    const poster = await loginAs(undefined, { name: 'Poster Agent' });
    await t.db.update(users).set({ roleType: 'agent' }).where(eq(users.id, poster.userId));
    const sender = await loginAs(undefined, { name: 'Sender' });
    const mine = await makeListing(t.db, { userId: poster.userId });
    const en = await call('POST', '/api/enquiry/create-enquiry', { ...lead(mine.id), email: 'sender@example.in', message: 'Is it free?' }, { token: sender.token });
    expect(en.http).toBe(200);
    const [share] = await t.db.select().from(consents).where(and(eq(consents.userId, sender.userId), eq(consents.leadType, 'enquiry'), eq(consents.leadId, en.body.data.id)));
    expect((await call('POST', '/api/user/consents/withdraw', { consent_id: share.id }, { token: sender.token })).http).toBe(200);
    await invoiceFor(poster.userId);
    await t.db.insert(ratingsReviews).values({ userId: poster.userId, kind: 'property', itemId: mine.id, rating: 4 });
    await t.db.insert(grievances).values({ userId: poster.userId, name: 'Poster Agent', email: 'p@example.in', category: 'other',
      subject: 'S', message: 'M', dueAt: new Date(Date.now() + 86_400_000) });
    await t.db.insert(reports).values({ reporterId: poster.userId, targetKind: 'property', targetId: mine.id, reason: 'fake' });
    await t.db.insert(agentRera).values({ userId: poster.userId, state: 'Karnataka', number: 'PRM/KA/RERA/1251/310/AG/180524/004321' });

    const d = (await call('GET', '/api/user/my-data', undefined, { token: poster.token })).body.data;
    const [got] = d.leads_received.enquiries;
    expect(got).toMatchObject({ phoneNumber: null, email: null, number_hidden: true });
    expect(JSON.stringify(d.leads_received)).not.toContain('sender@example.in');
    expect(d.billing_details).toEqual([expect.objectContaining({ name: 'Asha Rao', address: '1 MG Road' })]);
    expect(d.ratings).toEqual([expect.objectContaining({ rating: 4 })]);
    expect(d.grievances).toEqual([expect.objectContaining({ subject: 'S', ticket: expect.any(String) })]);
    expect(d.reports_filed).toEqual([expect.objectContaining({ reason: 'fake' })]);
    expect(d.agent_rera).toMatchObject({ state: 'Karnataka' });
    for (const k of ['subscriptions', 'subscribed_by', 'uploads', 'photos']) expect(d[k], k).toEqual([]);
  });
});

describe('delete my account', () => {
  it('refuses a number that is not the account\'s, naming the field, and changes nothing', async () => {
    const me = await loginAs(undefined, { name: 'Careful User' });
    for (const [body, msg] of [[{}, 'phone_number is required: type your mobile number to confirm'],
      [{ phone_number: '9999999999' }, 'phone_number does not match the mobile number of this account'],
      [{ phone_number: me.phone.slice(0, 9) }, 'phone_number does not match the mobile number of this account']] as const) {
      const r = await call('POST', '/api/user/delete-account', body, { token: me.token });
      expect(r.http, msg).toBe(400);
      expect(r.body.message).toBe(msg);
    }
    const [u] = await t.db.select().from(users).where(eq(users.id, me.userId));
    expect(u).toMatchObject({ phoneNumber: me.phone, name: 'Careful User', deletedAt: null });
  });

  it('erases the person, takes listings out of search, anonymises sent leads, drops received ones, keeps invoices', async () => {
    const me = await loginAs(undefined, { name: 'Leaving User' });
    const poster = await accountUser(t.db, 'owner');
    const theirs = await makeListing(t.db, { userId: poster.id });
    const mine = await makeListing(t.db, { userId: me.userId });
    await call('POST', '/api/user/request-callback/create', lead(theirs.id), { token: me.token });
    await call('POST', '/api/enquiry/create-enquiry', { ...lead(theirs.id), message: 'Still available? Call 9876505555' }, { token: me.token });
    await call('POST', '/api/user/request-callback/create', lead(mine.id), { token: poster.token });
    const inv = await invoiceFor(me.userId);

    const r = await call('POST', '/api/user/delete-account', { phone_number: `+91 ${me.phone.slice(0, 5)} ${me.phone.slice(5)}` }, { token: me.token });
    expect(r.http).toBe(200);
    expect(r.headers.get('set-cookie') ?? '').toMatch(/Max-Age=0/i);

    const [u] = await t.db.select().from(users).where(eq(users.id, me.userId));
    expect(u).toMatchObject({ phoneNumber: `deleted-${me.userId}`, name: null, email: null, isRegistered: false });
    expect(u.deletedAt).not.toBeNull();
    const [l] = await t.db.select().from(listings).where(eq(listings.id, mine.id));
    expect(l.status).toBe('deleted');
    // The poster still has the leads, without who sent them.
    const leads = (await call('GET', '/api/user/leads/find-all', undefined, { token: poster.token })).body.data.data;
    expect(leads).toHaveLength(2);
    expect(JSON.stringify(leads)).not.toContain('9876505555');
    expect(leads.every((x: { name: string }) => x.name === 'Deleted user')).toBe(true);
    expect(await t.db.select().from(callbackRequests).where(eq(callbackRequests.ownerId, me.userId))).toHaveLength(0);
    expect(await t.db.select().from(consents).where(eq(consents.userId, me.userId)))
      .toEqual(expect.arrayContaining([expect.objectContaining({ purpose: 'account', withdrawnAt: expect.any(Date) })]));
    // Tax records stay (CGST Act s.36).
    expect(await t.db.select().from(invoices).where(eq(invoices.id, inv.id))).toHaveLength(1);
    expect(await t.db.select().from(billingDetails).where(eq(billingDetails.userId, me.userId))).toHaveLength(0);
    // The session is over, and the number may sign up again as a new account.
    expect((await call('GET', '/api/user/consents', undefined, { token: me.token })).http).toBe(401);
    const again = await loginAs(me.phone);
    expect(again.userId).not.toBe(me.userId);
  });
});

describe('retention', () => {
  it('purges leads after 12 months, OTP records and per-person views after 90 days, and keeps younger rows', async () => {
    const poster = await accountUser(t.db, 'owner');
    const me = await accountUser(t.db, 'buyer');
    const listing = await makeListing(t.db, { userId: poster.id });
    const row = { requesterId: me.id, ownerId: poster.id, kind: 'property' as const, itemId: listing.id, name: 'Old', phoneNumber: '9876500001' };
    const [old] = await t.db.insert(callbackRequests).values({ ...row, createdAt: daysAgo(380) }).returning();
    const [young] = await t.db.insert(callbackRequests).values({ ...row, createdAt: daysAgo(300) }).returning();
    const [oldEnq] = await t.db.insert(enquiries).values({ userId: me.id, ownerId: poster.id, kind: 'property', itemId: listing.id,
      name: 'Old', phoneNumber: '9876500001', createdAt: daysAgo(400) }).returning();
    const [oldOtp] = await t.db.insert(otpVerifies).values({ phoneNumber: '9876500001', network: '10.0.0', ok: true, createdAt: daysAgo(RETENTION.otpGuessDays + 3) }).returning();
    const [newOtp] = await t.db.insert(otpVerifies).values({ phoneNumber: '9876500001', network: '10.0.0', ok: true, createdAt: daysAgo(RETENTION.otpGuessDays - 3) }).returning();
    await t.db.insert(viewedItems).values({ userId: me.id, kind: 'property', itemId: listing.id, viewedAt: daysAgo(120) });

    expect(await pruneExpiredRows()).toBeGreaterThanOrEqual(4);
    const ids = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows).map((r) => r.id);
    expect(await ids(t.db.select().from(callbackRequests).where(eq(callbackRequests.ownerId, poster.id)))).toEqual([young.id]);
    expect(await ids(t.db.select().from(enquiries).where(eq(enquiries.id, oldEnq.id)))).toEqual([]);
    expect(await ids(t.db.select().from(otpVerifies).where(eq(otpVerifies.phoneNumber, '9876500001')))).toEqual([newOtp.id]);
    expect(oldOtp.id).not.toBe(newOtp.id);
    expect(old.id).not.toBe(young.id);
    expect(await t.db.select().from(viewedItems).where(eq(viewedItems.userId, me.id))).toHaveLength(0);
  });
});

describe('the desk\'s read log', () => {
  it('logs each person whose held listing an admin was shown, and shows the log to admins only', async () => {
    const admin = await accountUser(t.db, 'buyer');
    await createAdmin(t.db, admin.user.phoneNumber);
    const poster = await accountUser(t.db, 'owner');
    await makeListing(t.db, { userId: poster.id, status: 'pending', moderationReasons: ['Phone number in the description'] });
    expect((await call('GET', '/api/admin/pending', undefined, { token: admin.token })).http).toBe(200);
    const reads = await t.db.select().from(adminReads).where(eq(adminReads.adminId, admin.id));
    expect(reads).toEqual(expect.arrayContaining([expect.objectContaining({ targetKind: 'user', targetId: poster.id, via: 'api:pending' })]));
    const log = await call('GET', '/api/admin/read-log', undefined, { token: admin.token });
    expect(log.body.data.some((r: { target_id: number }) => r.target_id === poster.id)).toBe(true);
    expect((await call('GET', '/api/admin/read-log', undefined, { token: poster.token })).http).toBe(404);
  });

  it('answers whose rows were read for one person, names the admin, and refuses a half filter', async () => {
    const admin = await accountUser(t.db, 'buyer');
    await createAdmin(t.db, admin.user.phoneNumber);
    const [a, b] = [await accountUser(t.db, 'owner'), await accountUser(t.db, 'owner')];
    for (const p of [a, b]) await makeListing(t.db, { userId: p.id, status: 'pending', moderationReasons: ['Phone number in the description'] });
    expect((await call('GET', '/api/admin/pending', undefined, { token: admin.token })).http).toBe(200);
    const ofA = await call('GET', `/api/admin/read-log?kind=user&id=${a.id}`, undefined, { token: admin.token });
    expect(ofA.http).toBe(200);
    expect(ofA.body.data.length).toBeGreaterThan(0);
    expect(ofA.body.data.every((r: { target_kind: string; target_id: number }) => r.target_kind === 'user' && r.target_id === a.id)).toBe(true);
    expect(ofA.body.data[0]).toMatchObject({ admin_id: admin.id, via: 'api:pending' });
    expect(typeof ofA.body.data[0].admin_name).toBe('string');
    const half = await call('GET', '/api/admin/read-log?kind=user', undefined, { token: admin.token });
    expect([half.http, half.body.message]).toEqual([400, 'Give both kind and id, or neither']);
    const bad = await call('GET', '/api/admin/read-log?kind=listing&id=1', undefined, { token: admin.token });
    expect([bad.http, bad.body.message]).toEqual([400, 'kind must be user or grievance']);
  });
});
