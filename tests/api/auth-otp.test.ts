import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { dispatch } from '@/server/platform/routes';
import { otpChallenges, otpSends } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { lastOtp, newPhone } from '../helpers/auth';

const t = useTestDb();
const login = (phone: string, ip = '10.1.1.1', country_code = '+91') =>
  call('POST', '/api/user/auth/Login', { country_code, phone_number: phone }, { ip });

describe('OTP login', () => {
  it('sends an OTP and logs in with it, answering the user fields of the spec', async () => {
    const phone = newPhone();
    const res = await login(phone);
    expect(res.http).toBe(200);
    expect(res.body.status).toBe('success');
    // Beside the SPEC's English, a code the client words in the visitor's language (lib/server-messages.ts).
    expect(res.body).toMatchObject({ message: 'OTP sent successfully', code: 'otp_sent' });
    const token = res.body.data.otp_token;
    const v = await call('POST', '/api/user/auth/VerifyOtp', { otp_token: token, otp: await lastOtp(phone) });
    expect(v.http).toBe(200);
    expect(v.body.data.accessToken).toMatch(/^ey/);
    expect(v.body.data.user).toMatchObject({ phone_verified: true, is_registered: false, role_type: 'buyer', country_code: '+91', phone_number: phone });
    expect(v.headers.get('set-cookie')).toMatch(/access_token=ey.*HttpOnly/i);
  });

  it('rejects bad numbers with the spec texts and anything but +91', async () => {
    expect((await login('12345')).body.message).toBe('Please enter the valid phone number');
    expect((await login('')).body.message).toBe('Enter your phone number');
    expect((await call('POST', '/api/user/auth/Login', { phone_number: '9876543210' })).body.message).toBe('Enter your country code');
    const us = await login('9876543210', '10.1.1.1', '+1');
    expect(us.http).toBe(400);
    expect(us.body.message).toMatch(/\+91/);
  });

  it('stores the OTP hashed, never in clear', async () => {
    const phone = newPhone();
    const res = await login(phone);
    const otp = await lastOtp(phone);
    const [row] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.token, res.body.data.otp_token));
    expect(row.otpHash).not.toContain(otp);
    expect(row.otpHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("counts wrong tries against the number's budget (3, then a pause, even for the right OTP); a token with 5 wrong tries is dead", async () => {
    const phone = newPhone();
    const token = (await login(phone)).body.data.otp_token;
    const right = await lastOtp(phone);
    const wrong = right === '0000' ? '1111' : '0000';
    for (let i = 2; i >= 1; i--) {
      const r = await call('POST', '/api/user/auth/VerifyOtp', { otp_token: token, otp: wrong });
      expect(r.http).toBe(400);
      expect(r.body.message).toBe(`Invalid OTP. ${i} ${i === 1 ? 'attempt' : 'attempts'} left.`);
      expect(r.body.data).toBe(r.body.message);
      expect(r.body).toMatchObject({ code: 'otp_invalid', params: { n: i } });
    }
    const third = await call('POST', '/api/user/auth/VerifyOtp', { otp_token: token, otp: wrong });
    expect(third.http).toBe(429);
    expect(third.body.message).toMatch(/^Too many wrong OTPs for this number/);
    expect(third.body.code).toMatch(/^otp_guesses_paused_(minutes|hours|days)(_elsewhere)?$/);
    expect(third.body.params?.n).toBeGreaterThan(0);
    const late = await call('POST', '/api/user/auth/VerifyOtp', { otp_token: token, otp: right });
    expect(late.http).toBe(429);
    // The per-token limit stays behind the budget: 5 wrong tries end a token whatever the budget says.
    const other = newPhone();
    const t2 = (await login(other)).body.data.otp_token;
    await t.db.update(otpChallenges).set({ attempts: 5 }).where(eq(otpChallenges.token, t2));
    const dead = await call('POST', '/api/user/auth/VerifyOtp', { otp_token: t2, otp: await lastOtp(other) });
    expect(dead.http).toBe(429);
    expect(dead.body.message).toMatch(/Too many wrong attempts/);
    expect(dead.body.code).toBe('otp_too_many_wrong');
  });

  it('refuses an expired OTP and a used one', async () => {
    const phone = newPhone();
    const token = (await login(phone)).body.data.otp_token;
    await t.db.update(otpChallenges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(otpChallenges.token, token));
    const r = await call('POST', '/api/user/auth/VerifyOtp', { otp_token: token, otp: await lastOtp(phone) });
    expect(r.http).toBe(400);
    expect(r.body.message).toMatch(/expired/);
    expect(r.body.code).toBe('otp_expired');

    const phone2 = newPhone();
    const token2 = (await login(phone2)).body.data.otp_token;
    const otp2 = await lastOtp(phone2);
    expect((await call('POST', '/api/user/auth/VerifyOtp', { otp_token: token2, otp: otp2 })).http).toBe(200);
    expect((await call('POST', '/api/user/auth/VerifyOtp', { otp_token: token2, otp: otp2 })).http).toBe(400);
  });

  it('validates the OTP shape with the spec text', async () => {
    const r = await call('POST', '/api/user/auth/VerifyOtp', { otp_token: 'x', otp: '12' });
    expect(r.http).toBe(400);
    expect(r.body.message).toBe('Enter OTP');
  });

  it('refuses a resend before 30 s, then sends a new code on a new token and kills the old one', async () => {
    const phone = newPhone();
    const token = (await login(phone)).body.data.otp_token;
    const early = await call('POST', '/api/user/auth/ResendOtp', { otp_token: token });
    expect(early.http).toBe(429);
    expect(early.body.message).toMatch(/wait \d+ seconds/);
    expect(early.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(early.body).toMatchObject({ code: 'otp_resend_wait', params: { n: Number(early.headers.get('retry-after')) } });
    await t.db.update(otpChallenges).set({ lastSentAt: new Date(Date.now() - 31_000) }).where(eq(otpChallenges.token, token));
    const oldOtp = await lastOtp(phone);
    const again = await call('POST', '/api/user/auth/ResendOtp', { otp_token: token });
    expect(again.http).toBe(200);
    const fresh = again.body.data.Otp_Token;
    expect(fresh).not.toBe(token);
    expect((await call('POST', '/api/user/auth/VerifyOtp', { otp_token: token, otp: oldOtp })).http).toBe(400);
    expect((await call('POST', '/api/user/auth/VerifyOtp', { otp_token: fresh, otp: await lastOtp(phone) })).http).toBe(200);
  });

  it('backs off exponentially per phone and network, instead of a flat hour', async () => {
    const phone = newPhone();
    const ip = '10.2.0.1';
    expect((await login(phone, ip)).http).toBe(200);
    const early = await login(phone, ip);
    expect(early.http).toBe(429);
    expect(early.body.message).toMatch(/^Please wait (2\d|30) seconds before requesting another OTP\.$/);
    expect(early.body).toMatchObject({ code: 'otp_send_wait', params: { n: Number(/\d+/.exec(early.body.message)?.[0]) } });
    // Each later text waits twice as long: age the sends past each wait in turn.
    for (const wait of [30, 60, 120]) {
      await t.db.update(otpSends).set({ createdAt: sql`created_at - make_interval(secs => ${wait + 1})` })
        .where(eq(otpSends.phoneNumber, phone));
      expect((await login(phone, ip)).http).toBe(200);
    }
    const next = await login(phone, ip);
    expect(next.http).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(200);
    expect(Number(next.headers.get('retry-after'))).toBeLessThanOrEqual(240);
  });

  it('starts the back-off afresh once the owner has logged in', async () => {
    const phone = newPhone();
    const ip = '10.2.3.1';
    for (let round = 0; round < 3; round++) {
      const r = await login(phone, ip);
      expect(r.http).toBe(200);
      expect((await call('POST', '/api/user/auth/VerifyOtp', { otp_token: r.body.data.otp_token, otp: await lastOtp(phone) })).http).toBe(200);
    }
  });

  it("does not let five Login calls from one network lock the victim out of their own login", async () => {
    const victim = newPhone();
    const attacker = '10.66.0.1';
    for (let i = 0; i < 5; i++) await login(victim, attacker);
    const own = await login(victim, '10.2.9.9');
    expect(own.http).toBe(200);
    expect((await call('POST', '/api/user/auth/VerifyOtp', { otp_token: own.body.data.otp_token, otp: await lastOtp(victim) })).http).toBe(200);
  });

  it('caps texts to one phone at 10 an hour across networks and says when to retry', async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i++) expect((await login(phone, `10.2.0.${i + 10}`)).http).toBe(200);
    const eleventh = await login(phone, '10.2.0.99');
    expect(eleventh.http).toBe(429);
    expect(eleventh.body.message).toMatch(/^Too many OTP requests for this number\. Please try again in 60 minutes\.$/);
    expect(eleventh.body.data.retry_after).toBeGreaterThan(3500);
  });

  it('caps all texts per hour globally', async () => {
    process.env.OTP_SENDS_GLOBAL_PER_HOUR = '1';
    try {
      const r = await login(newPhone(), '10.4.4.4');
      expect(r.http).toBe(429);
      expect(r.body.message).toMatch(/too many OTPs right now/);
    } finally {
      delete process.env.OTP_SENDS_GLOBAL_PER_HOUR;
    }
  });

  it('marks the access cookie Secure when the request came over HTTPS, not over plain HTTP', async () => {
    const phone = newPhone();
    const verify = async (url: string, proto: string) => {
      const token = (await login(phone, `10.5.5.${proto === 'https' ? 1 : 2}`)).body.data.otp_token;
      return dispatch(new Request(url, {
        method: 'POST', body: JSON.stringify({ otp_token: token, otp: await lastOtp(phone) }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.5.5.5', 'x-forwarded-proto': proto },
      }));
    };
    expect((await verify('http://localhost/api/user/auth/VerifyOtp', 'https')).headers.get('set-cookie')).toMatch(/; Secure/i);
    expect((await verify('http://localhost/api/user/auth/VerifyOtp', 'http')).headers.get('set-cookie')).not.toMatch(/Secure/i);
  });

  it('caps OTP sends per IP', async () => {
    const ip = '10.3.3.3';
    await t.db.insert(otpSends).values(Array.from({ length: 30 }, (_, i) => ({ phoneNumber: `70000000${String(i).padStart(2, '0')}`, ip })));
    const r = await login(newPhone(), ip);
    expect(r.http).toBe(429);
    expect(r.body.message).toMatch(/this network/);
  });
});
