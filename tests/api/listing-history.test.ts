// Issue 20 §4: a listing's honest history: first posted, each price change (recorded on
// edit by the listings trigger), each "still available", and a re-list of the same home.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing, makeUser, tokenFor } from '../helpers/fixtures';
import { validBody } from '../helpers/posting-bodies';
import { givePlan } from '../helpers/plans';
import { photoForm, scenePhoto } from '../helpers/photo-fixtures';
import { listingEvents, listings, mailOutbox, smsOutbox } from '@/server/platform/db/schema';
import { runAlerts } from '@/server/messaging/alerts/worker';
import { accountUser } from '../helpers/account-fixtures';
import { getListingDetail } from '@/server/catalog/detail/detail';
import { historyLine, priceDropText } from '@/lib/history/history-text';

const t = useTestDb();
const CREATE = '/api/property/apartment/create-apartment-property';
const EDIT = '/api/property/apartment/edit-apartment-property';
const UPLOAD = '/api/property/images/upload-property-image';
const history = (id: number) => call('GET', `/api/listing-history?property_id=${id}`);

async function poster() {
  const u = await makeUser(t.db, { roleType: 'owner' });
  await givePlan(t.db, u.id);
  return { user: u, token: await tokenFor(u.id) };
}

function flat(city: string, price: number, over: Record<string, unknown> = {}) {
  const b = validBody('apartment', 'rent', price) as any;
  b.g_location = { ...b.g_location, city, area: 'Kuvempunagar' };
  return { ...b, ...over };
}

describe('listing history', () => {
  it('an edit that lowers the price and a "still available" are in the history, oldest first', async () => {
    const { token } = await poster();
    const body = flat('Historytown', 22_000);
    const { property_id } = (await call('POST', CREATE, body, { token })).body.data;
    await call('POST', EDIT, { ...body, property_id, pricing: { ...body.pricing, price: 20_500 } }, { token });
    // An edit that keeps the price records no price change.
    await call('POST', EDIT, { ...body, property_id, pricing: { ...body.pricing, price: 20_500 } }, { token });
    const renew = await call('POST', '/api/user/my-property/confirm-available', { property_id }, { token });
    expect(renew.http).toBe(200);

    const r = await history(property_id);
    expect(r.http).toBe(200);
    const events = r.body.data as { type: string }[];
    expect(events[0]).toMatchObject({ type: 'posted', price: 22_000 });
    expect(events.filter((e) => e.type === 'price')).toEqual([expect.objectContaining({ old_price: 22_000, new_price: 20_500 })]);
    expect(events.at(-1)!.type).toBe('confirmed');
    expect(historyLine(events[1] as never)).toMatch(/price lowered from ₹ 22,000 to ₹ 20,500$/);

    // The detail page carries the same history.
    const d = (await getListingDetail('property', property_id))!;
    expect(d.history).toEqual(events);
  });

  it('a poster who deletes a flat and posts it again with the same photos shows "Listed before"', async () => {
    const { token } = await poster();
    const city = 'Relistpur';
    const up1 = await call('POST', UPLOAD, undefined, { token, raw: photoForm('image', await scenePhoto(7101)) });
    const first = (await call('POST', CREATE, flat(city, 22_000, { photo_ids: [up1.body.data.id] }), { token })).body.data.property_id;
    // Posted in March, deleted in May.
    await t.db.update(listings).set({ createdAt: new Date('2026-03-03T06:00:00Z') }).where(eq(listings.id, first));
    await call('POST', '/api/residential/delete-property', { property_id: first }, { token });
    await t.db.update(listings).set({ updatedAt: new Date('2026-05-02T06:00:00Z') }).where(eq(listings.id, first));

    // The same photo, re-encoded: a different upload with a near-identical hash.
    const up2 = await call('POST', UPLOAD, undefined, { token, raw: photoForm('image', await scenePhoto(7101, { quality: 55, width: 900, height: 675 })) });
    expect(up2.body.data.id).not.toBe(up1.body.data.id);
    const again = (await call('POST', CREATE, flat(city, 21_000, { photo_ids: [up2.body.data.id] }), { token })).body.data.property_id;

    const events = (await history(again)).body.data as { type: string }[];
    expect(events[0]).toMatchObject({ type: 'relisted', listing_id: first, price: 22_000 });
    expect(historyLine(events[0] as never)).toBe('Listed before: 3 Mar 2026 – 2 May 2026, at ₹ 22,000');

    // Another poster's listing with different photos, or the same poster elsewhere, is no re-list.
    const other = await poster();
    const up3 = await call('POST', UPLOAD, undefined, { token: other.token, raw: photoForm('image', await scenePhoto(7202)) });
    const theirs = (await call('POST', CREATE, flat(city, 21_000, { photo_ids: [up3.body.data.id] }), { token: other.token })).body.data.property_id;
    expect(((await history(theirs)).body.data as { type: string }[]).map((e) => e.type)).toEqual(['posted']);
  });

  it('bad or unknown ids: 400 naming property_id, 404 for a listing that is not live', async () => {
    const bad = await history(Number.NaN);
    expect([bad.http, bad.body.message]).toEqual([400, 'property_id must be a number']);
    const pending = await makeListing(t.db, { status: 'pending' });
    expect((await history(pending.id)).http).toBe(404);
    // Approved but past its 60 days: gone from search, so its history is not public either.
    const expired = await makeListing(t.db, { status: 'approved', expiresAt: new Date(Date.now() - 60_000) });
    expect((await history(expired.id)).http).toBe(404);
    expect((await call('GET', '/api/listing-history')).http).toBe(400);
  });

  it('a price drop reads "₹ 1,500 less since 12 Oct"', async () => {
    const l = await makeListing(t.db, { price: 20_000, postType: 'rent' });
    await t.db.update(listings).set({ price: 18_500 }).where(eq(listings.id, l.id));
    const [e] = await t.db.select().from(listingEvents).where(eq(listingEvents.listingId, l.id));
    expect([e.oldPrice, e.newPrice]).toEqual([20_000, 18_500]);
    // Its card in search says so; a raise afterwards takes the drop away.
    const SEARCH = '/api/search/residential-property-search-v2';
    const card = async () => (await call('POST', SEARCH, { city: ['Mysuru'], post_type: 'rent' })).body.data.data
      .find((c: { id: number }) => c.id === l.id);
    expect((await card()).price_drop).toEqual({ amount: 1_500, since: e.createdAt.toISOString() });
    await t.db.update(listings).set({ price: 19_000 }).where(eq(listings.id, l.id));
    expect((await card()).price_drop).toBeUndefined();
    expect(priceDropText({ amount: 1_500, since: '2026-10-12T05:00:00Z' }, new Date('2026-11-01T00:00:00Z'))).toBe('₹ 1,500 less since 12 Oct');
    // Property prices read in Lac and Cr (SPEC §9), in every history line too.
    expect(priceDropText({ amount: 500_000, since: '2025-03-03T05:00:00Z' }, new Date('2026-11-01T00:00:00Z'))).toBe('₹ 5 Lac less since 3 Mar 2025');
    expect(historyLine({ type: 'price', at: '2026-10-12T05:00:00Z', old_price: 12_500_000, new_price: 9_950_000 }))
      .toBe('12 Oct 2026: price lowered from ₹ 1.25 Cr to ₹ 99.5 Lac');
  });

  it('a saved search that asked for price drops is alerted once per drop; one that did not hears only of new listings', async () => {
    await runAlerts();
    const city = 'Dropnagar';
    const keen = await accountUser(t.db, 'buyer');
    const plain = await accountUser(t.db, 'buyer', { email: 'plain-drops@example.in' });
    const save = (token: string, body: object) => call('POST', '/api/saved-search/create', body, { token });
    const s = await save(keen.token, { search_group: 'residential', search_id: 'type=rent', city, channel: 'sms', price_drops: true });
    expect(s.body.data.price_drops).toBe(true);
    await save(plain.token, { search_group: 'residential', search_id: 'type=rent', city, channel: 'email' });
    expect((await save(keen.token, { search_group: 'residential', search_id: 'type=rent', price_drops: 'often' })).body.message)
      .toBe('price_drops must be true or false');

    const { token } = await poster();
    const body = flat(city, 22_000);
    const { property_id } = (await call('POST', CREATE, body, { token })).body.data;
    await runAlerts();
    await call('POST', EDIT, { ...body, property_id, pricing: { ...body.pricing, price: 20_000 } }, { token });
    await runAlerts();
    await runAlerts();
    const sms = (await t.db.select().from(smsOutbox).where(eq(smsOutbox.phoneNumber, keen.user.phoneNumber))).map((m) => m.message);
    expect(sms).toHaveLength(2);
    expect(sms[1]).toMatch(/Price cut: 2 BHK Flat for Rent in Kuvempunagar, Dropnagar, Rs 20,000/);
    const mail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.email, 'plain-drops@example.in'));
    expect(mail.map((m) => m.subject)).toEqual([expect.stringMatching(/^New match for/)]);
    // A raise is no news.
    await call('POST', EDIT, { ...body, property_id, pricing: { ...body.pricing, price: 23_000 } }, { token });
    await runAlerts();
    expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.phoneNumber, keen.user.phoneNumber))).toHaveLength(2);
  });
});
