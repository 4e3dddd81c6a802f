import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { consents, notificationSettings } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { accountUser } from '../helpers/account-fixtures';

const t = useTestDb();

const update = (token: string | undefined, body: unknown) =>
  call('POST', '/api/user/settings/update-notification', body, { token });
const rowOf = async (userId: number) =>
  (await t.db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)))[0];

describe('settings/update-notification', () => {
  it('creates the settings on first save and then changes only the flags sent', async () => {
    const { id, token } = await accountUser(t.db);
    const first = await update(token, { whatsapp_alerts: true, sms_alerts: false });
    expect(first.http).toBe(200);
    // The English message stays; the code lets a Hindi or Kannada page word the toast itself.
    expect(first.body).toMatchObject({ message: 'Notification settings updated', code: 'notification_settings_updated' });
    expect(first.body.data).toMatchObject({
      sms_alerts: false, email_alerts: false, in_app_alerts: true, whatsapp_alerts: true, newsletter: false,
      updated_at: expect.any(String),
    });
    const second = await update(token, { newsletter: true, email_alerts: false, unknown_flag: true });
    expect(second.body.data).toMatchObject({
      sms_alerts: false, email_alerts: false, in_app_alerts: true, whatsapp_alerts: true, newsletter: true,
    });
    expect(await rowOf(id)).toMatchObject({ smsAlerts: false, emailAlerts: false, whatsappAlerts: true, newsletter: true });
    expect((await update(token, {})).body.data.newsletter).toBe(true);
  });

  it('refuses non-boolean values and keeps what was saved', async () => {
    const { id, token } = await accountUser(t.db);
    await update(token, { in_app_alerts: false });
    const before = await rowOf(id);
    for (const body of [{ sms_alerts: 'yes' }, { newsletter: null }, { email_alerts: 1 }, { sms_alerts: true, whatsapp_alerts: 'false' }]) {
      const r = await update(token, body);
      expect(r.http, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toMatch(/must be true or false$/);
    }
    expect((await update(token, [true])).http).toBe(400);
    expect(await rowOf(id)).toEqual(before);
  });

  it("changes only the caller's settings and needs a token", async () => {
    const a = await accountUser(t.db);
    const b = await accountUser(t.db);
    await update(a.token, { sms_alerts: false });
    await update(b.token, { sms_alerts: true, newsletter: true });
    expect(await rowOf(a.id)).toMatchObject({ smsAlerts: false, newsletter: false });
    const anon = await update(undefined, { sms_alerts: true });
    expect(anon.http).toBe(401);
    expect(await rowOf(a.id)).toMatchObject({ smsAlerts: false });
  });

  it('gives or withdraws the consents of the switches with the switches, in one transaction', async () => {
    const { id, token } = await accountUser(t.db);
    const live = async () => (await t.db.select().from(consents).where(and(eq(consents.userId, id), sql`withdrawn_at is null`)))
      .map((c) => c.purpose).sort();
    expect((await update(token, { sms_alerts: true, newsletter: true })).http).toBe(200);
    expect(await live()).toEqual(['alerts_sms', 'newsletter']);
    expect((await update(token, { sms_alerts: false, email_alerts: true })).http).toBe(200);
    expect(await live()).toEqual(['alerts_email', 'newsletter']);
    expect(await rowOf(id)).toMatchObject({ smsAlerts: false, emailAlerts: true, newsletter: true });

    // The settings write fails after the consents were written: neither is kept.
    await t.db.execute(sql`create function settings_fail() returns trigger language plpgsql as $$ begin raise exception 'settings down'; end $$`);
    await t.db.execute(sql`create trigger settings_fail before insert or update on notification_settings for each row execute function settings_fail()`);
    try {
      expect((await update(token, { newsletter: false, sms_alerts: true })).http).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger settings_fail on notification_settings`);
      await t.db.execute(sql`drop function settings_fail()`);
    }
    expect(await live()).toEqual(['alerts_email', 'newsletter']);
    expect(await rowOf(id)).toMatchObject({ smsAlerts: false, emailAlerts: true, newsletter: true });
  });

  it("a new account's SMS and e-mail alerts start off, with no consent, until the user turns them on or saves an alert", async () => {
    const { id, token } = await accountUser(t.db, 'buyer', { email: 'alerts-off@example.in' });
    const live = async () => (await t.db.select().from(consents).where(and(eq(consents.userId, id), sql`withdrawn_at is null`)))
      .map((c) => `${c.purpose}:${c.channel}`).sort();
    const settings = async () => (await call('POST', '/api/user/fetch-my-profile', {}, { token })).body.data.notification_settings;
    expect(await settings()).toMatchObject({ sms_alerts: false, email_alerts: false, newsletter: false });
    // Another switch's first save writes the row: the consent switches stay off.
    await update(token, { whatsapp_alerts: true });
    expect(await rowOf(id)).toMatchObject({ smsAlerts: false, emailAlerts: false, whatsappAlerts: true });
    expect(await live()).toEqual([]);
    // Turning one on records the consent with it.
    await update(token, { sms_alerts: true });
    expect(await live()).toEqual(['alerts_sms:settings']);
    expect(await settings()).toMatchObject({ sms_alerts: true, email_alerts: false });
    // Saving an e-mail alert is a consent for e-mail alerts: its switch turns on with the record.
    const saved = await call('POST', '/api/saved-search/create', { search_group: 'residential', search_id: 'type=rent', city: 'Mysuru', channel: 'email' }, { token });
    expect(saved.http, JSON.stringify(saved.body)).toBe(200);
    expect(await live()).toEqual(['alerts_email:save_search', 'alerts_sms:settings']);
    expect(await settings()).toMatchObject({ sms_alerts: true, email_alerts: true });
  });
});
