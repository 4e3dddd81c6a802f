import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { listings, reports } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing, makePg } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';
import { searchListingsOfBody } from '@/server/catalog/search';
import { SOLD_REPORTS_TO_HIDE } from '@/lib/trust/reasons';

const t = useTestDb();

const reportProperty = (token: string | undefined, body: object) => call('POST', '/api/report/create-property-report', body, { token });
const reportUser = (token: string | undefined, body: object) => call('POST', '/api/report/create-user-report', body, { token });
const reportsOf = async (kind: string, id: number) =>
  t.db.select().from(reports).where(and(eq(reports.targetKind, kind), eq(reports.targetId, id)));

describe('create-property-report', () => {
  it('records a report once per user per item and refuses bad bodies, own items and guests', async () => {
    const owner = await accountUser(t.db, 'owner');
    const me = await accountUser(t.db, 'buyer');
    const l = await makeListing(t.db, { userId: owner.id });
    const ok = await reportProperty(me.token, { property_id: l.id, property_type: 'residential', reason: 'wrong_price' });
    expect(ok.http).toBe(200);
    expect(ok.body.data).toMatchObject({ target_type: 'property', target_id: l.id, reason: 'wrong_price', hidden_from_search: false });

    const again = await reportProperty(me.token, { property_id: l.id, property_type: 'residential', reason: 'fake_photos' });
    expect(again.http).toBe(409);
    expect(again.body.message).toBe('You have already reported this property');

    const cases: [object, string][] = [
      [{ property_id: l.id, property_type: 'residential' }, 'Please choose a reason'],
      [{ property_id: l.id, property_type: 'residential', reason: 'spam' }, 'reason must be one of already_sold, wrong_price, fake_photos, broker_as_owner, fraud, other'],
      [{ property_id: l.id, property_type: 'residential', reason: 'other' }, 'Please tell us what is wrong'],
      [{ property_id: l.id, property_type: 'residential', reason: 'other', details: 'x'.repeat(1001) }, 'details must be at most 1000 characters'],
      [{ property_type: 'residential', reason: 'fraud' }, 'property_id is required'],
      [{ property_id: 'abc', property_type: 'residential', reason: 'fraud' }, 'property_id must be a number'],
      [{ property_id: l.id, property_type: 'castle', reason: 'fraud' }, 'property_type must be residential, commercial, agriculture, pg or project'],
    ];
    const other = await accountUser(t.db, 'buyer');
    for (const [body, message] of cases) {
      const r = await reportProperty(other.token, body);
      expect(r.http, message).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect((await reportProperty(other.token, { property_id: 999999, property_type: 'residential', reason: 'fraud' })).http).toBe(404);
    const own = await reportProperty(owner.token, { property_id: l.id, property_type: 'residential', reason: 'fraud' });
    expect(own.http).toBe(403);
    expect((await reportProperty(undefined, { property_id: l.id, property_type: 'residential', reason: 'fraud' })).http).toBe(401);
    expect(await reportsOf('property', l.id)).toHaveLength(1);

    const withText = await reportProperty(other.token, { property_id: l.id, property_type: 'residential', reason: 'other', details: 'The photos show a different building' });
    expect(withText.http).toBe(200);
    const pg = await makePg(t.db, { userId: owner.id });
    expect((await reportProperty(other.token, { property_id: pg.id, property_type: 'pg', reason: 'broker_as_owner' })).http).toBe(200);
  });

  it('five independent already-sold reports take a listing out of search until its poster confirms it', async () => {
    const owner = await accountUser(t.db, 'owner');
    const l = await makeListing(t.db, { userId: owner.id, city: 'Soldpur', confirmedAt: new Date(Date.now() - 86_400_000) });
    const body = { city: ['Soldpur'], page: 1, limit: 20 };
    const inSearch = async () => (await searchListingsOfBody('residential', body)).data.some((c) => c.id === l.id);
    expect(await inSearch()).toBe(true);
    const buyers = await Promise.all(Array.from({ length: SOLD_REPORTS_TO_HIDE }, () => accountUser(t.db, 'buyer')));
    for (const [i, b] of buyers.entries()) {
      const r = await reportProperty(b.token, { property_id: l.id, property_type: 'residential', reason: 'already_sold' });
      expect(r.http).toBe(200);
      expect(r.body.data.hidden_from_search).toBe(i === SOLD_REPORTS_TO_HIDE - 1);
      expect(await inSearch()).toBe(i < SOLD_REPORTS_TO_HIDE - 1);
    }
    // The poster sees why in My Properties ...
    const mine = await call('POST', '/api/user/my-property/my-property-list', {}, { token: owner.token });
    const item = mine.body.data.data.find((x: { id: number }) => x.id === l.id);
    expect(item.status).toBe('expired');
    expect(item.admin_note).toMatch(/already sold or let/);
    // ... and confirms it back through the posting renew path.
    const renew = await call('POST', '/api/user/my-property/confirm-available', { property_id: l.id }, { token: owner.token });
    expect(renew.http).toBe(200);
    expect(renew.body.data).toMatchObject({ status: 'approved', admin_note: null });
    expect(await inSearch()).toBe(true);
    // The old reports no longer count: one more does not hide it again.
    const late = await accountUser(t.db, 'buyer');
    expect((await reportProperty(late.token, { property_id: l.id, property_type: 'residential', reason: 'already_sold' })).body.data.hidden_from_search).toBe(false);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, l.id));
    expect(row.status).toBe('approved');
  });
});

describe('create-user-report', () => {
  it('reports a profile once, never oneself, with the profile reasons', async () => {
    const agent = await accountUser(t.db, 'agent');
    const me = await accountUser(t.db, 'buyer');
    const r = await reportUser(me.token, { user_id: agent.id, reason: 'broker_as_owner' });
    expect(r.http).toBe(200);
    expect(r.body.data).toMatchObject({ target_type: 'user', target_id: agent.id });
    expect((await reportUser(me.token, { user_id: agent.id, reason: 'fraud' })).http).toBe(409);
    expect((await reportUser(me.token, { user_id: me.id, reason: 'fraud' })).http).toBe(403);
    expect((await reportUser(me.token, { user_id: 999999, reason: 'fraud' })).http).toBe(404);
    const bad = await reportUser(me.token, { user_id: agent.id, reason: 'already_sold' });
    expect(bad.http).toBe(400);
    expect(bad.body.message).toBe('reason must be one of fake_photos, broker_as_owner, fraud, other');
    expect((await reportUser(me.token, { reason: 'fraud' })).body.message).toBe('user_id is required');
    expect((await reportUser(undefined, { user_id: agent.id, reason: 'fraud' })).http).toBe(401);
    expect(await reportsOf('user', agent.id)).toHaveLength(1);
  });
});
