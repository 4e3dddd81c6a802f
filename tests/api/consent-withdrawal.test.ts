// DPDP consent: recorded when given (sign-in, an alert, a lead, a settings switch), listed in
// Settings, withdrawn in one step, and the processing stops at once: alerts, the newsletter,
// a number shared with a poster.
import { describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { callbackRequests, consents, enquiries, mailOutbox, newsletterSubscribers } from '@/server/platform/db/schema';
import { runAlerts } from '@/server/messaging/alerts/worker';
import { signToken } from '@/server/accounts/auth/tokens';
import { unsubscribeToken } from '@/server/accounts/consent/unsubscribe';
import { NOTICE_VERSION } from '@/lib/consent/purposes';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { loginAs } from '../helpers/auth';
import { makeListing, makeUser, tokenFor } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';
import { givePlan } from '../helpers/plans';
import { validBody } from '../helpers/posting-bodies';

const t = useTestDb();
const list = (token: string) => call('GET', '/api/user/consents', undefined, { token });
const withdraw = (token: string, consent_id: unknown) => call('POST', '/api/user/consents/withdraw', { consent_id }, { token });
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.email, email));

async function postFlat(city: string) {
  const p = await makeUser(t.db, { roleType: 'owner' });
  await givePlan(t.db, p.id);
  const b = validBody('apartment', 'rent') as any;
  b.g_location = { ...b.g_location, city, area: 'Kuvempunagar' };
  const r = await call('POST', '/api/property/apartment/create-apartment-property', b, { token: await tokenFor(p.id) });
  expect(r.body.data.status).toBe('approved');
}

describe('a lead and its consent', () => {
  it('commit together: when the consent cannot be recorded, no callback or enquiry is kept', async () => {
    const poster = await accountUser(t.db, 'owner');
    const listing = await makeListing(t.db, { userId: poster.id });
    const me = await accountUser(t.db, 'buyer');
    const body = { property_id: listing.id, property_type: 'residential', name: 'Kiran Rao', phone_number: '9876505555', message: 'Free?' };
    await t.db.execute(sql`create function consents_fail() returns trigger language plpgsql as $$ begin raise exception 'consents down'; end $$`);
    await t.db.execute(sql`create trigger consents_fail before insert on consents for each row execute function consents_fail()`);
    try {
      expect((await call('POST', '/api/user/request-callback/create', body, { token: me.token })).http).toBe(500);
      expect((await call('POST', '/api/enquiry/create-enquiry', body, { token: me.token })).http).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger consents_fail on consents`);
      await t.db.execute(sql`drop function consents_fail()`);
    }
    expect(await t.db.select().from(callbackRequests).where(eq(callbackRequests.requesterId, me.id))).toEqual([]);
    expect(await t.db.select().from(enquiries).where(eq(enquiries.userId, me.id))).toEqual([]);
    // Once consents can be written again, the same request goes through (no "already requested today").
    expect((await call('POST', '/api/user/request-callback/create', body, { token: me.token })).http).toBe(200);
  });
});

describe('giving consent', () => {
  it('signing in records the account consent once, under the notice version, and it is not withdrawn but ended by deletion', async () => {
    const me = await loginAs(undefined, { name: 'Asha Rao' });
    await loginAs(me.phone); // a second sign-in keeps one live record
    const r = await list(me.token);
    expect(r.http).toBe(200);
    const account = r.body.data.filter((c: { purpose: string }) => c.purpose === 'account');
    expect(account).toHaveLength(1);
    expect(account[0]).toMatchObject({ notice_version: NOTICE_VERSION, channel: 'login_dialog', withdrawn_at: null });
    const no = await withdraw(me.token, account[0].id);
    expect(no.http).toBe(400);
    expect(no.body.message).toMatch(/delete your account/);
    expect((await call('GET', '/api/user/consents')).http).toBe(401);
  });

  it('names a bad consent_id, refuses someone else\'s consent and a second withdrawal', async () => {
    const me = await accountUser(t.db, 'buyer', { email: 'twice@example.in' });
    const other = await accountUser(t.db, 'buyer');
    for (const [v, msg] of [[undefined, 'consent_id is required'], ['abc', 'consent_id must be a number'], [-3, 'consent_id must be a positive number']] as const) {
      const r = await withdraw(me.token, v);
      expect(r.http, msg).toBe(400);
      expect(r.body.message).toBe(msg);
    }
    await call('POST', '/api/user/settings/update-notification', { newsletter: true }, { token: me.token });
    const [c] = (await list(me.token)).body.data;
    expect(c).toMatchObject({ purpose: 'newsletter', channel: 'settings' });
    expect((await withdraw(other.token, c.id)).http).toBe(404);
    expect((await withdraw(me.token, c.id)).http).toBe(200);
    const again = await withdraw(me.token, c.id);
    expect(again.http).toBe(409);
    expect(again.body.message).toMatch(/already withdrawn/);
  });
});

describe('withdrawing stops the processing at once', () => {
  it('e-mail alerts: each mail carries an unsubscribe link; after withdrawing, no alert goes and nothing is left queued', async () => {
    const city = 'Consentpur';
    const me = await accountUser(t.db, 'buyer', { email: 'alerts-consent@example.in' });
    const saved = await call('POST', '/api/saved-search/create', { search_group: 'residential', search_id: 'type=rent', city, channel: 'email' }, { token: me.token });
    expect(saved.http).toBe(200);
    const [c] = (await list(me.token)).body.data;
    expect(c).toMatchObject({ purpose: 'alerts_email', channel: 'save_search', withdrawn_at: null });

    await runAlerts();
    await postFlat(city);
    await runAlerts();
    const [first] = await mailsTo('alerts-consent@example.in');
    const link = first.body.match(/\/unsubscribe\?t=(\S+)/);
    expect(link).not.toBeNull();

    const w = await withdraw(me.token, c.id);
    expect(w.http).toBe(200);
    expect(w.body.data.withdrawn_at).not.toBeNull();
    await postFlat(city);
    const drained = await runAlerts();
    expect(drained.deliveries).toBeGreaterThan(0); // the delivery was claimed and dropped, not left to loop
    expect(await mailsTo('alerts-consent@example.in')).toHaveLength(1);
    const settings = await call('POST', '/api/user/fetch-my-profile', {}, { token: me.token });
    expect(settings.body.data.notification_settings.email_alerts).toBe(false);

    // The link works without a session, and is refused when tampered with.
    const bad = await call('POST', '/api/consent/unsubscribe', { token: `${decodeURIComponent(link![1])}x` });
    expect(bad.http).toBe(400);
    expect(bad.body.message).toBe('token is not a valid unsubscribe link');
    expect((await call('POST', '/api/consent/unsubscribe', { token: decodeURIComponent(link![1]) })).http).toBe(200);
  });

  it('the unsubscribe link alone withdraws the alert consent', async () => {
    const city = 'Linkpur';
    const me = await accountUser(t.db, 'buyer', { email: 'link-consent@example.in' });
    await call('POST', '/api/saved-search/create', { search_group: 'residential', search_id: 'type=rent', city, channel: 'email' }, { token: me.token });
    await runAlerts();
    await postFlat(city);
    await runAlerts();
    const [mail] = await mailsTo('link-consent@example.in');
    const token = decodeURIComponent(mail.body.match(/\/unsubscribe\?t=(\S+)/)![1]);
    const r = await call('POST', '/api/consent/unsubscribe', { token });
    expect(r.http).toBe(200);
    expect(await t.db.select().from(consents).where(and(eq(consents.userId, me.id), isNull(consents.withdrawnAt)))).toHaveLength(0);
    await postFlat(city);
    await runAlerts();
    expect(await mailsTo('link-consent@example.in')).toHaveLength(1);
  });

  it('the unsubscribe link withdraws only what a mail carries; other signed purposes, access tokens and forged links get a clear 400', async () => {
    const me = await accountUser(t.db, 'buyer', { email: 'only-mail@example.in' });
    await call('POST', '/api/user/settings/update-notification', { sms_alerts: true }, { token: me.token });
    const signed = (purpose: string) => signToken({ issuer: 'gharbazaar-unsubscribe', audience: 'unsubscribe' }, me.id, 600, { purpose });
    for (const [purpose, label] of [['lead_share', 'Your number shared with a poster'], ['alerts_sms', 'Property alerts by SMS'],
      ['account', 'Your account (log in with your mobile number)']]) {
      const r = await call('POST', '/api/consent/unsubscribe', { token: await signed(purpose) });
      expect(r.http, purpose).toBe(400);
      expect(r.body.message).toBe(`This link cannot withdraw "${label}": withdraw it in Settings`);
    }
    for (const token of [me.token, `${me.id}.alerts_email.${'a'.repeat(32)}`]) {
      const r = await call('POST', '/api/consent/unsubscribe', { token });
      expect(r.http).toBe(400);
      expect(r.body.message).toBe('token is not a valid unsubscribe link');
    }
    // Nothing was withdrawn by the refused links.
    expect((await list(me.token)).body.data.find((c: { purpose: string }) => c.purpose === 'alerts_sms').withdrawn_at).toBeNull();
    const ok = await call('POST', '/api/consent/unsubscribe', { token: await unsubscribeToken(me.id, 'newsletter') });
    expect(ok).toMatchObject({ http: 200, body: { data: { purpose: 'newsletter' } } });
  });

  it('the newsletter: the address is unsubscribed and the switch turns off', async () => {
    const me = await accountUser(t.db, 'buyer', { email: 'news-consent@example.in' });
    await call('POST', '/api/news-letter/create-news-letter', { email: 'news-consent@example.in' });
    await call('POST', '/api/user/settings/update-notification', { newsletter: true }, { token: me.token });
    const [c] = (await list(me.token)).body.data;
    expect((await withdraw(me.token, c.id)).http).toBe(200);
    expect(await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'news-consent@example.in'))).toHaveLength(0);
    const p = await call('POST', '/api/user/fetch-my-profile', {}, { token: me.token });
    expect(p.body.data.notification_settings.newsletter).toBe(false);
  });

  it('a lead: each one records its own consent; withdrawing hides that number from that poster only', async () => {
    const poster = await accountUser(t.db, 'owner');
    const listing = await makeListing(t.db, { userId: poster.id });
    const me = await accountUser(t.db, 'buyer');
    const item = { property_id: listing.id, property_type: 'residential', name: 'Kiran Rao', phone_number: '9876501234' };
    expect((await call('POST', '/api/user/request-callback/create', item, { token: me.token })).http).toBe(200);
    expect((await call('POST', '/api/enquiry/create-enquiry', { ...item, message: 'Is it still available?' }, { token: me.token })).http).toBe(200);
    const shares = (await list(me.token)).body.data.filter((c: { purpose: string }) => c.purpose === 'lead_share');
    expect(shares).toHaveLength(2);
    expect(shares.every((c: { lead: { poster_id: number } }) => c.lead.poster_id === poster.id)).toBe(true);
    const leads = async () => (await call('GET', '/api/user/leads/find-all', undefined, { token: poster.token })).body.data.data;
    expect((await leads()).map((l: { phone_number: string }) => l.phone_number)).toEqual(['9876501234', '9876501234']);

    const cb = shares.find((c: { lead: { lead_type: string } }) => c.lead.lead_type === 'callback');
    expect((await withdraw(me.token, cb.id)).http).toBe(200);
    const after = await leads();
    expect(after.find((l: { lead_type: string }) => l.lead_type === 'callback')).toMatchObject({ phone_number: null, number_hidden: true });
    expect(after.find((l: { lead_type: string }) => l.lead_type === 'enquiry')).toMatchObject({ phone_number: '9876501234', number_hidden: false });
    const owned = await call('GET', '/api/user/my-property/fetch-request-callback', undefined, { token: poster.token });
    expect(JSON.stringify(owned.body)).not.toContain('9876501234');
  });
});
