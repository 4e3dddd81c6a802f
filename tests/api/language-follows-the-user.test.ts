// A visitor's language reaches what the site sends them: the OTP text in the
// language of the page they logged in from, the pick saved to the profile when
// signed in, the profile's pick restored on a new device, and alerts written in it.
import { beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox, smsOutbox, users } from '@/server/platform/db/schema';
import { runAlerts } from '@/server/messaging/alerts/worker';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { newPhone } from '../helpers/auth';
import { accountUser, userRow } from '../helpers/account-fixtures';
import { postRentalFlat } from '../helpers/post-rental';

const t = useTestDb();

async function lastText(phone: string): Promise<string> {
  const [m] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.phoneNumber, phone)).orderBy(desc(smsOutbox.id)).limit(1);
  return m?.message ?? '';
}

async function login(phone: string, headers: Record<string, string> = {}) {
  const ip = `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const start = await call('POST', '/api/user/auth/Login', { country_code: '+91', phone_number: phone }, { ip, headers });
  expect(start.http).toBe(200);
  const otp = (await lastText(phone)).match(/\b(\d{4})\b/)![1];
  return call('POST', '/api/user/auth/VerifyOtp', { otp_token: start.body.data.otp_token, otp }, { ip, headers });
}

beforeEach(async () => { await runAlerts(); });

describe('the OTP text', () => {
  it('is in the language of the page the login was asked from, else the remembered pick, else English', async () => {
    const hi = newPhone();
    await call('POST', '/api/user/auth/Login', { country_code: '+91', phone_number: hi }, { headers: { 'x-gb-lang': 'hi-IN' } });
    expect(await lastText(hi)).toMatch(/^\d{4} आपका GharBazaar लॉगिन OTP है। 5 मिनट तक मान्य।/);

    const kn = newPhone();
    await call('POST', '/api/user/auth/Login', { country_code: '+91', phone_number: kn }, { ip: '10.0.0.2', headers: { cookie: 'gb_locale=kn' } });
    expect(await lastText(kn)).toMatch(/^\d{4} ನಿಮ್ಮ GharBazaar ಲಾಗಿನ್ OTP\./);

    // The page wins over the cookie: an English page with a Hindi pick remembered sends English.
    const en = newPhone();
    await call('POST', '/api/user/auth/Login', { country_code: '+91', phone_number: en },
      { ip: '10.0.0.3', headers: { 'x-gb-lang': 'en-IN', cookie: 'gb_locale=hi' } });
    expect(await lastText(en)).toMatch(/^\d{4} is your OTP to log in to GharBazaar\./);

    // Anything else is English, never an error.
    const odd = newPhone();
    const r = await call('POST', '/api/user/auth/Login', { country_code: '+91', phone_number: odd },
      { ip: '10.0.0.4', headers: { 'x-gb-lang': 'fr', cookie: 'gb_locale=%E0%A4' } });
    expect(r.http).toBe(200);
    expect(await lastText(odd)).toMatch(/is your OTP/);
  });
});

describe('the e-mail verification code', () => {
  it('is mailed in the language of the page it was asked from', async () => {
    const u = await accountUser(t.db, 'buyer');
    const r = await call('POST', '/profile/send-verify-email', { email: 'kn-verify@example.in' }, { token: u.token, headers: { 'x-gb-lang': 'kn-IN' } });
    expect(r.http).toBe(200);
    const [m] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.email, 'kn-verify@example.in'));
    expect(m.subject).toBe('GharBazaar ಗಾಗಿ ನಿಮ್ಮ ಇ-ಮೇಲ್ ವಿಳಾಸವನ್ನು ದೃಢೀಕರಿಸಿ');
    expect(m.body).toMatch(/^GharBazaar ನಲ್ಲಿ ಈ ಇ-ಮೇಲ್ ವಿಳಾಸವನ್ನು ದೃಢೀಕರಿಸಲು ನಿಮ್ಮ ಕೋಡ್ \d{6}\. ಇದು 15 ನಿಮಿಷ ಮಾನ್ಯ\./);
  });
});

describe('the language in the profile', () => {
  it('is saved by the signed-in switcher, and refused with a clear message when it is not a language', async () => {
    const u = await accountUser(t.db, 'buyer');
    const ok = await call('POST', '/api/user/settings/language', { language: 'kn' }, { token: u.token });
    expect(ok.http).toBe(200);
    expect((await userRow(t.db, u.id)).locale).toBe('kn');
    const bad = await call('POST', '/api/user/settings/language', { language: 'fr' }, { token: u.token });
    expect(bad.http).toBe(400);
    expect(bad.body.message).toBe('language must be one of en, hi, kn');
    expect((await userRow(t.db, u.id)).locale).toBe('kn');
    const anon = await call('POST', '/api/user/settings/language', { language: 'hi' });
    expect(anon.http).toBe(401);
  });

  it('comes back on a new device at login, and a device pick fills an empty profile without overriding a made one', async () => {
    const phone = newPhone();
    const first = await login(phone, { cookie: 'gb_locale=hi' });
    expect(first.http).toBe(200);
    const id = first.body.data.user.id as number;
    expect((await userRow(t.db, id)).locale).toBe('hi');
    expect(first.headers.get('set-cookie') ?? '').not.toMatch(/gb_locale=/);

    // A new device that never picked gets the profile's language as its remembered pick.
    const second = await login(phone);
    expect(second.headers.get('set-cookie')).toMatch(/gb_locale=hi;[^,]*Path=\//i);
    expect(second.headers.get('set-cookie')).not.toMatch(/gb_locale=hi;[^,]*HttpOnly/i);

    // A device that picked Kannada keeps it, and does not overwrite the profile's Hindi.
    const third = await login(phone, { cookie: 'gb_locale=kn' });
    expect(third.headers.get('set-cookie') ?? '').not.toMatch(/gb_locale=/);
    expect((await userRow(t.db, id)).locale).toBe('hi');
  });
});

describe('alerts', () => {
  it('are written in the language of the profile: the SMS and the e-mail', async () => {
    const city = 'Bhashapur';
    const sms = await accountUser(t.db, 'buyer');
    const mail = await accountUser(t.db, 'buyer', { email: 'kn-alerts@example.in' });
    await t.db.update(users).set({ locale: 'hi' }).where(eq(users.id, sms.id));
    await t.db.update(users).set({ locale: 'kn' }).where(eq(users.id, mail.id));
    for (const [u, channel] of [[sms, 'sms'], [mail, 'email']] as const) {
      const r = await call('POST', '/api/saved-search/create',
        { search_group: 'residential', search_id: 'type=rent', city, channel, name: 'Office' }, { token: u.token });
      expect(r.http).toBe(200);
    }
    const posted = await postRentalFlat(t.db, city);
    expect(posted.http).toBe(200);
    await runAlerts();

    const text = await lastText(sms.user.phoneNumber);
    expect(text).toMatch(new RegExp(`^GharBazaar अलर्ट \\(Office\\): Kuvempunagar, ${city} में .+, ₹.+\\. देखें http`));
    expect(text).toContain(posted.body.data.detail_url);

    const [m] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.email, 'kn-alerts@example.in'));
    expect(m.subject).toBe('"Office" ಗಾಗಿ ಹೊಸ ಹೊಂದುವ ಆಸ್ತಿ');
    expect(m.body).toMatch(/^GharBazaar ಎಚ್ಚರಿಕೆ\. "Office" ಗಾಗಿ ಹೊಸ ಹೊಂದುವ ಆಸ್ತಿ:\n/);
    expect(m.body).toMatch(/ಎಚ್ಚರಿಕೆಗಳನ್ನು ನಿರ್ವಹಿಸಿ: http.+\/profile-pages\/saved-searches/);
    expect(m.body).toContain(posted.body.data.detail_url);
  });
});
