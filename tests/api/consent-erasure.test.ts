// "Delete my account" leaves nothing that identifies the person: uploads and photos (rows and
// stored files), RERA and referral rows, the name on grievances, Contact us messages, the
// personal fields of the erased listings; and the token that asked can no longer download.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  agentRera, billingDetails, contactMessages, grievances, invoices, listingImages, listings, orders, photos, plans,
  revokedTokens, subscribedBy, uploads,
} from '@/server/platform/db/schema';
import { dispatch } from '@/server/platform/routes';
import { getStorage } from '@/server/listings/media/storage';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing, tokenFor } from '../helpers/fixtures';
import { accountUser, fileForm, tinyPng, TINY_PDF } from '../helpers/account-fixtures';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'gb-erase-'));
const tmpData = process.env.DATA_DIR;
afterAll(() => rmSync(tmpData, { recursive: true, force: true }));

const t = useTestDb();

const get = (url: string, token: string) => dispatch(new Request(`http://localhost${url}`, { headers: { 'x-access-token': token } }));
const stored = async (key: string) => (await getStorage().size(key)) !== null;
const keyOfUrl = (url: string) => url.replace(/^\//, '');

async function invoiceFor(userId: number) {
  const [plan] = await t.db.insert(plans).values({ code: `erase_files_${userId}`, name: 'Erase test', audience: 'owner', durationDays: 30, pricePaise: 100, listingQuota: 1 }).returning();
  const [bill] = await t.db.insert(billingDetails).values({ userId, name: 'Asha Rao', email: 'asha@example.in', phoneNumber: '9876500000',
    address: '1 MG Road', city: 'Mysuru', state: 'Karnataka', pincode: '570001' }).returning();
  const [order] = await t.db.insert(orders).values({ userId, planId: plan.id, billingId: bill.id, amountPaise: 118, status: 'paid' }).returning();
  const [inv] = await t.db.insert(invoices).values({ number: `GB/E/${userId}`, orderId: order.id, userId, sellerName: 'GharBazaar Pvt Ltd',
    sellerAddress: 'Bengaluru', sellerState: 'Karnataka', sellerGstin: '29AAAAA0000A1Z5', buyerName: 'Asha Rao', buyerAddress: '1 MG Road',
    buyerState: 'Karnataka', sacCode: '998365', description: 'Plan', taxablePaise: 100, cgstPaise: 9, sgstPaise: 9, totalPaise: 118 }).returning();
  return { inv, order };
}

/** A processed photo as server/listings/media stores it: a row and one rendition in the storage. */
async function photoOf(userId: number, name: string) {
  const storageKey = `photos/ee/${name}`;
  await getStorage().put(`${storageKey}-320.webp`, Buffer.from('webp'), 'image/webp');
  const [p] = await t.db.insert(photos).values({ userId, storageKey, widths: [320], width: 320, height: 240, bytes: 4, phash: 1n }).returning();
  return { ...p, key: `${storageKey}-320.webp` };
}

describe('delete my account: files, side records and the old token', () => {
  it('erases uploads, own photos, RERA, referrals, grievance names, contact messages and listing details; the token downloads nothing', async () => {
    const me = await accountUser(t.db, 'agent', { email: 'leaver@example.in' });
    const other = await accountUser(t.db, 'owner');
    const phone = me.user.phoneNumber;

    const pic = await call('POST', '/api/user/images/upload-user-image', undefined, { token: me.token, raw: fileForm('image', tinyPng(3, 2)) });
    const shared = await call('POST', '/api/user/images/upload-user-image', undefined, { token: me.token, raw: fileForm('image', tinyPng(4, 4)) });
    await call('POST', '/api/user/images/upload-user-image', undefined, { token: other.token, raw: fileForm('image', tinyPng(4, 4)) });
    const doc = await call('POST', '/api/user/images/upload-document', undefined, { token: me.token, raw: fileForm('image', TINY_PDF, 'deed.pdf', 'application/pdf') });
    expect([pic.http, shared.http, doc.http]).toEqual([200, 200, 200]);
    const [docRow] = await t.db.select().from(uploads).where(eq(uploads.purpose, 'document'));

    const mine = await makeListing(t.db, { userId: me.id, address: '12, 3rd Cross, Jayanagar', description: 'My own flat, call me' });
    const theirs = await makeListing(t.db, { userId: other.id });
    const onMine = await photoOf(me.id, 'a'.repeat(24));
    const onTheirs = await photoOf(me.id, 'b'.repeat(24));
    await t.db.insert(listingImages).values([
      { kind: 'property', itemId: mine.id, url: `/media/${onMine.key}`, photoId: onMine.id },
      { kind: 'property', itemId: theirs.id, url: `/media/${onTheirs.key}`, photoId: onTheirs.id }]);

    await t.db.insert(agentRera).values({ userId: me.id, state: 'Karnataka', number: 'PRM/KA/RERA/1251/310/AG/180524/004321' });
    const { inv, order } = await invoiceFor(me.id);
    await t.db.insert(subscribedBy).values({ userId: me.id, orderId: order.id, name: 'Sales Person', phoneNumber: '9876512345' });
    const [grievance] = await t.db.insert(grievances).values({ userId: me.id, name: 'Leaving Agent', email: 'leaver@example.in',
      phoneNumber: phone, category: 'other', subject: 'A problem', message: 'Please look into it', dueAt: new Date(Date.now() + 86_400_000) }).returning();
    const [byMail, byPhone, stranger] = await t.db.insert(contactMessages).values([
      { name: 'Me', email: 'LEAVER@example.in', message: 'Hello' },
      { name: 'Me again', phoneNumber: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, message: 'Hello again' },
      { name: 'Someone', email: 'someone@example.in', phoneNumber: '9123456789', message: 'Unrelated' }]).returning();

    // Before: the token reads the document and the invoice.
    expect((await get(doc.body.data.location, me.token)).status).toBe(200);
    expect((await get(`/api/subscription/invoice-pdf?invoice_id=${inv.id}`, me.token)).status).toBe(200);

    const otherDevice = await tokenFor(me.id);
    const r = await call('POST', '/api/user/delete-account', { phone_number: phone }, { token: me.token });
    expect(r.http).toBe(200);

    // The old token is revoked and downloads nothing (a document or an invoice link opened later).
    expect((await get(doc.body.data.location, me.token)).status).toBe(401);
    expect((await get(`/api/subscription/invoice-pdf?invoice_id=${inv.id}`, me.token)).status).toBe(401);
    expect(await t.db.select().from(revokedTokens)).toHaveLength(1);
    // A token of another device (not revoked) dies with the account too.
    expect((await get(doc.body.data.location, otherDevice)).status).toBe(401);
    expect((await get(`/api/subscription/invoice-pdf?invoice_id=${inv.id}`, otherDevice)).status).toBe(401);

    // Uploads: rows gone; own files gone; the bytes another user also uploaded stay (content-addressed).
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, me.id))).toEqual([]);
    expect(await stored(keyOfUrl(pic.body.data.location))).toBe(false);
    expect(await stored(docRow.path)).toBe(false);
    expect(await stored(keyOfUrl(shared.body.data.location))).toBe(true);

    // Photos: the one on the erased listing goes (row and file); the one on someone else's listing stays with it.
    expect((await t.db.select().from(photos).where(eq(photos.userId, me.id))).map((p) => p.id)).toEqual([onTheirs.id]);
    expect(await stored(onMine.key)).toBe(false);
    expect(await stored(onTheirs.key)).toBe(true);
    expect(await t.db.select().from(listingImages).where(eq(listingImages.itemId, mine.id))).toEqual([]);
    const [l] = await t.db.select().from(listings).where(eq(listings.id, mine.id));
    expect(l).toMatchObject({ status: 'deleted', address: null, description: null, lat: null, lng: null });

    expect(await t.db.select().from(agentRera).where(eq(agentRera.userId, me.id))).toEqual([]);
    expect(await t.db.select().from(subscribedBy).where(eq(subscribedBy.userId, me.id))).toEqual([]);
    // The complaint stays for the grievance officer's record, without who made it.
    const [g] = await t.db.select().from(grievances).where(eq(grievances.id, grievance.id));
    expect(g).toMatchObject({ userId: null, name: 'Deleted user', email: '', phoneNumber: null, message: 'Please look into it' });
    const left = (await t.db.select().from(contactMessages)).map((m) => m.id);
    expect(left).toEqual([stranger.id]);
    expect(left).not.toContain(byMail.id);
    expect(left).not.toContain(byPhone.id);
    // Tax records stay.
    expect(await t.db.select().from(invoices).where(eq(invoices.id, inv.id))).toHaveLength(1);
  });

  it('a file the storage cannot delete does not fail the erasure', async () => {
    const me = await accountUser(t.db, 'buyer');
    const p = await photoOf(me.id, 'c'.repeat(24));
    const storage = getStorage();
    const del = storage.delete;
    storage.delete = async () => { throw new Error('storage down'); };
    try {
      const r = await call('POST', '/api/user/delete-account', { phone_number: me.user.phoneNumber }, { token: me.token });
      expect(r.http).toBe(200);
    } finally {
      storage.delete = del;
    }
    expect(await t.db.select().from(photos).where(eq(photos.id, p.id))).toEqual([]);
  });
});
