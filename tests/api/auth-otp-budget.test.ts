// Issue 21 item 8: a phone's wrong OTP codes count across all its challenges and
// networks, in the database; past 10 verification pauses with a growing wait; the
// owner's own network keeps working; a spike of wrong codes raises an alarm.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { otpVerifies } from '@/server/db/schema';
import { guessMetrics, resetAlarmClock } from '@/server/auth/otp-guesses';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { lastOtp, newPhone } from '../helpers/auth';

const t = useTestDb();

async function challenge(phone: string, ip: string) {
  const r = await call('POST', '/api/user/auth/Login', { country_code: '+91', phone_number: phone }, { ip });
  expect(r.http, JSON.stringify(r.body)).toBe(200);
  const otp = await lastOtp(phone);
  return { token: r.body.data.otp_token as string, otp, wrong: otp === '0000' ? '1111' : '0000' };
}
const verify = (token: string, otp: string, ip: string) => call('POST', '/api/user/auth/VerifyOtp', { otp_token: token, otp }, { ip });

/** `n` wrong codes for `phone`, five per challenge, each challenge from a fresh attacker network. */
async function wrongCodes(phone: string, n: number, net: number) {
  for (let done = 0; done < n; net += 1) {
    const c = await challenge(phone, `172.16.${net}.9`);
    for (let i = 0; i < 5 && done < n; i++, done++) {
      // The fifth wrong code also ends that OTP (429 'Too many wrong attempts').
      expect((await verify(c.token, c.wrong, `172.16.${net}.9`)).body.message).toMatch(/^Invalid OTP|^Too many wrong attempts/);
    }
  }
}

/** Moves the phone's recorded codes into the past, as waiting would. */
const age = (phone: string, seconds: number) => t.db.update(otpVerifies)
  .set({ createdAt: sql`created_at - make_interval(secs => ${seconds})` }).where(eq(otpVerifies.phoneNumber, phone));

afterEach(() => {
  delete process.env.OTP_FAILED_VERIFY_ALARM;
  delete process.env.METRICS_TOKEN;
  vi.restoreAllMocks();
});

describe('the wrong-code budget of a phone', () => {
  it('allows 10 wrong codes across challenges and networks, then pauses every network new to the phone, even for the right code', async () => {
    const phone = newPhone();
    await wrongCodes(phone, 10, 1);
    const c = await challenge(phone, '203.0.113.50');
    const paused = await verify(c.token, c.otp, '203.0.113.50');
    expect(paused.http).toBe(429);
    expect(paused.body.message).toBe('Too many wrong OTPs for this number. Please try again in 15 minutes.');
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(890);
    // The pause is read from the database, so every server applies it; nothing was counted for the paused try.
    expect((await t.db.select().from(otpVerifies).where(eq(otpVerifies.phoneNumber, phone)))).toHaveLength(10);

    // After the wait, the right code works; it is a new network, which is now the owner's.
    await age(phone, 16 * 60);
    const ok = await verify(c.token, c.otp, '203.0.113.50');
    expect(ok.http, JSON.stringify(ok.body)).toBe(200);
  });

  it('grows the wait: one more wrong code after the pause waits 30 minutes, the next an hour', async () => {
    const phone = newPhone();
    await wrongCodes(phone, 10, 20);
    await age(phone, 16 * 60);
    await wrongCodes(phone, 1, 30);
    const c = await challenge(phone, '172.16.31.9');
    expect((await verify(c.token, c.wrong, '172.16.31.9')).body.message).toBe('Too many wrong OTPs for this number. Please try again in 30 minutes.');
    await age(phone, 31 * 60);
    expect((await verify(c.token, c.wrong, '172.16.31.9')).http).toBe(400);
    expect((await verify(c.token, c.otp, '172.16.31.9')).body.message).toBe('Too many wrong OTPs for this number. Please try again in 60 minutes.');
  });

  it('never pauses the owner on a network where they logged in before, however many wrong codes come from elsewhere', async () => {
    const phone = newPhone();
    const home = await challenge(phone, '49.37.201.17');
    expect((await verify(home.token, home.otp, '49.37.201.17')).http).toBe(200);
    await wrongCodes(phone, 10, 40);
    // An attacker on a fresh network is paused ...
    const other = await challenge(phone, '198.51.100.7');
    expect((await verify(other.token, other.otp, '198.51.100.7')).http).toBe(429);
    // ... the owner at home (another address of the same /24) is not.
    const again = await challenge(phone, '49.37.201.88');
    const ok = await verify(again.token, again.otp, '49.37.201.88');
    expect(ok.http, JSON.stringify(ok.body)).toBe(200);
  });

  it('lets parallel guesses through no faster than one by one', async () => {
    const phone = newPhone();
    await wrongCodes(phone, 9, 60);
    const cs = await Promise.all([70, 71, 72].map((n) => challenge(phone, `172.16.${n}.9`)));
    const answers = await Promise.all(cs.flatMap((c, i) => [0, 1].map(() => verify(c.token, c.wrong, `172.16.${70 + i}.9`))));
    expect(answers.filter((a) => a.http === 400)).toHaveLength(1);
    expect(answers.filter((a) => a.http === 429)).toHaveLength(5);
  });

  it('guest posting verify-otp spends the same budget', async () => {
    const phone = newPhone();
    await wrongCodes(phone, 10, 80);
    const c = await challenge(phone, '172.16.90.9');
    const r = await call('POST', '/api/post-property-guest/verify-otp', { otp_token: c.token, otp: c.otp }, { ip: '172.16.90.9' });
    expect(r.http).toBe(429);
  });
});

describe('the site-wide alarm', () => {
  it('logs one alarm line when wrong codes spike, and the metric shows it to an operator with METRICS_TOKEN only', async () => {
    resetAlarmClock();
    const warn = vi.spyOn(console, 'warn');
    const before = (await guessMetrics(t.db)).otp_failed_verifies_10m;
    process.env.OTP_FAILED_VERIFY_ALARM = String(before + 6);
    await wrongCodes(newPhone(), 5, 100);
    expect(warn.mock.calls.filter((c) => String(c[0]).startsWith('[alarm]'))).toHaveLength(0);
    await wrongCodes(newPhone(), 3, 110);
    const alarms = warn.mock.calls.filter((c) => String(c[0]).startsWith('[alarm]'));
    expect(alarms).toHaveLength(1);
    expect(alarms[0][0]).toMatch(new RegExp(`^\\[alarm\\] otp_failed_verify_spike failed_10m=${before + 6} threshold=${before + 6}`));

    expect((await call('GET', '/api/system/metrics')).http).toBe(404);
    process.env.METRICS_TOKEN = 'ops-secret-token';
    const nope = await dispatchWith('Bearer wrong-token-123');
    expect(nope.status).toBe(404);
    const m = await dispatchWith('Bearer ops-secret-token');
    expect(m.status).toBe(200);
    expect((await m.json()).data).toMatchObject({ otp_failed_verifies_10m: before + 8, alarm_threshold_10m: before + 6, alarm: true });
  });
});

async function dispatchWith(authorization: string) {
  const { dispatch } = await import('@/server/routes');
  return dispatch(new Request('http://localhost/api/system/metrics', { headers: { authorization, 'x-forwarded-for': '10.0.0.1' } }));
}
