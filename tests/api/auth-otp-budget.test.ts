// A phone's wrong OTP codes count across all its challenges and networks, in the database, over
// a rolling 122 days: 3 per scope, then a pause until the oldest is 122 days old. The owner's own
// networks keep budgets of their own, a right code forgives its challenge's typos, and 40 simulated
// days of a patient attacker get no more than 3 codes checked. A spike of wrong codes raises an alarm.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { otpChallenges, otpSends, otpVerifies } from '@/server/platform/db/schema';
import { guessMetrics, resetAlarmClock } from '@/server/accounts/auth/otp-guesses';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { lastOtp, newPhone } from '../helpers/auth';

const t = useTestDb();
const DAY = 86_400;
const PAUSED_NEW = (when: string) => `Too many wrong OTPs for this number. Please try again in ${when}, or from the Wi-Fi or mobile network where you logged in before.`;

async function challenge(phone: string, ip: string) {
  const r = await call('POST', '/api/user/auth/Login', { country_code: '+91', phone_number: phone }, { ip });
  expect(r.http, JSON.stringify(r.body)).toBe(200);
  const otp = await lastOtp(phone);
  return { token: r.body.data.otp_token as string, otp, wrong: otp === '0000' ? '1111' : '0000' };
}
const verify = (token: string, otp: string, ip: string) => call('POST', '/api/user/auth/VerifyOtp', { otp_token: token, otp }, { ip });

/** `n` wrong codes for `phone`, one challenge each from a fresh attacker network; the answers. */
async function wrongCodes(phone: string, n: number, net: number) {
  const answers = [];
  for (let i = 0; i < n; i++, net++) {
    const c = await challenge(phone, `172.16.${net}.9`);
    answers.push(await verify(c.token, c.wrong, `172.16.${net}.9`));
  }
  return answers;
}

const counted = async (phone: string) => (await t.db.select().from(otpVerifies)
  .where(and(eq(otpVerifies.phoneNumber, phone), eq(otpVerifies.ok, false), eq(otpVerifies.forgiven, false)))).length;

/** Moves everything the phone's OTPs recorded into the past, as waiting would (the injected clock). */
async function age(phone: string, seconds: number) {
  const back = (col: unknown) => sql`${col} - make_interval(secs => ${seconds})`;
  await t.db.update(otpVerifies).set({ createdAt: back(otpVerifies.createdAt) }).where(eq(otpVerifies.phoneNumber, phone));
  await t.db.update(otpSends).set({ createdAt: back(otpSends.createdAt) }).where(eq(otpSends.phoneNumber, phone));
  await t.db.update(otpChallenges).set({ createdAt: back(otpChallenges.createdAt), lastSentAt: back(otpChallenges.lastSentAt),
    expiresAt: back(otpChallenges.expiresAt) }).where(eq(otpChallenges.phoneNumber, phone));
}

afterEach(() => {
  delete process.env.OTP_FAILED_VERIFY_ALARM;
  delete process.env.METRICS_TOKEN;
  vi.restoreAllMocks();
});

describe('the wrong-code budget of a phone', () => {
  it('checks 3 wrong codes across challenges and networks, then pauses every network new to the phone for 122 days, even for the right code', async () => {
    const phone = newPhone();
    const first = await wrongCodes(phone, 2, 1);
    expect(first.map((a) => a.body.message)).toEqual(['Invalid OTP. 2 attempts left.', 'Invalid OTP. 1 attempt left.']);
    // The third is checked and recorded; its answer already names the pause.
    const [third] = await wrongCodes(phone, 1, 3);
    expect(third.http).toBe(429);
    expect(third.body.message).toBe(PAUSED_NEW('122 days'));
    const c = await challenge(phone, '203.0.113.50');
    const paused = await verify(c.token, c.otp, '203.0.113.50');
    expect(paused.http).toBe(429);
    expect(paused.body.message).toBe(PAUSED_NEW('122 days'));
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(121 * DAY);
    // Nothing was counted for the paused try; the pause is in the database, so every server applies it.
    expect(await counted(phone)).toBe(3);

    // Still paused a day before the oldest leaves the window; after it, the owner's code works.
    await age(phone, 121 * DAY);
    const later = await challenge(phone, '203.0.113.50');
    expect((await verify(later.token, later.otp, '203.0.113.50')).body.message).toBe(PAUSED_NEW('24 hours'));
    await age(phone, DAY + 60);
    const owner = await challenge(phone, '203.0.113.50');
    const ok = await verify(owner.token, owner.otp, '203.0.113.50');
    expect(ok.http, JSON.stringify(ok.body)).toBe(200);
  });

  it("forgives the owner's typos: wrong codes followed by the right one on the same challenge spend nothing", async () => {
    const phone = newPhone();
    const c = await challenge(phone, '198.18.7.20');
    expect((await verify(c.token, c.wrong, '198.18.7.20')).body.message).toBe('Invalid OTP. 2 attempts left.');
    expect((await verify(c.token, c.wrong, '198.18.7.20')).body.message).toBe('Invalid OTP. 1 attempt left.');
    expect((await verify(c.token, c.otp, '198.18.7.20')).http).toBe(200);
    expect(await counted(phone)).toBe(0);
    // A new network still has its whole budget.
    const answers = await wrongCodes(phone, 3, 120);
    expect(answers.map((a) => a.http)).toEqual([400, 400, 429]);
  });

  it('never pauses the owner on a network where they logged in before, however many wrong codes come from elsewhere', async () => {
    const phone = newPhone();
    const home = await challenge(phone, '49.37.201.17');
    expect((await verify(home.token, home.otp, '49.37.201.17')).http).toBe(200);
    await wrongCodes(phone, 3, 40);
    // An attacker on a fresh network is paused ...
    const other = await challenge(phone, '198.51.100.7');
    expect((await verify(other.token, other.otp, '198.51.100.7')).http).toBe(429);
    // ... the owner at home (another address of the same /24) is not.
    const again = await challenge(phone, '49.37.201.88');
    const ok = await verify(again.token, again.otp, '49.37.201.88');
    expect(ok.http, JSON.stringify(ok.body)).toBe(200);
  });

  it('keys networks on the IPv6 /64: another address of the /64 shares its budget, the next /64 does not', async () => {
    const phone = newPhone();
    const home = await challenge(phone, '2401:4900:1c2a:8f3e::10');
    expect((await verify(home.token, home.otp, '2401:4900:1c2a:8f3e::10')).http).toBe(200);
    for (const ip of ['2401:4900:1c2a:8f3e::20', '2401:4900:1c2a:8f3e:1::1', '2401:4900:1c2a:8f3e:2::1']) {
      const c = await challenge(phone, ip);
      await verify(c.token, c.wrong, ip);
    }
    const nat = await challenge(phone, '2401:4900:1c2a:8f3e:3::1');
    expect((await verify(nat.token, nat.otp, '2401:4900:1c2a:8f3e:3::1')).body.message)
      .toBe('Too many wrong OTPs for this number. Please try again in 122 days.');
    // The next /64 is not the owner's: it has the budget of every other network, still whole.
    const next = await challenge(phone, '2401:4900:1c2a:8f3f::1');
    expect((await verify(next.token, next.wrong, '2401:4900:1c2a:8f3f::1')).body.message).toBe('Invalid OTP. 2 attempts left.');
  });

  it('lets parallel guesses through no faster than one by one', async () => {
    const phone = newPhone();
    await wrongCodes(phone, 2, 60);
    const cs = await Promise.all([70, 71, 72].map((n) => challenge(phone, `172.16.${n}.9`)));
    const answers = await Promise.all(cs.flatMap((c, i) => [0, 1].map(() => verify(c.token, c.wrong, `172.16.${70 + i}.9`))));
    expect(answers.every((a) => a.http === 429)).toBe(true);
    expect(await counted(phone)).toBe(3);
  });

  it('guest posting verify-otp spends the same budget', async () => {
    const phone = newPhone();
    await wrongCodes(phone, 3, 80);
    const c = await challenge(phone, '172.16.90.9');
    const r = await call('POST', '/api/post-property-guest/verify-otp', { otp_token: c.token, otp: c.otp }, { ip: '172.16.90.9' });
    expect(r.http).toBe(429);
  });

  it("over 40 simulated days, a patient attacker gets 3 codes checked, a neighbour behind the owner's carrier NAT 3 more, and the owner always gets in at home", async () => {
    const phone = newPhone();
    const MOBILE = '49.37.201.17'; // the owner's carrier NAT, shared with the neighbour
    const NEIGHBOUR = '49.37.201.200';
    const HOME = '2401:4900:1c2a:8f3e::10'; // the owner's broadband
    const login = async (ip: string, typo = false) => {
      const c = await challenge(phone, ip);
      if (typo) expect((await verify(c.token, c.wrong, ip)).http).toBe(400);
      return verify(c.token, c.otp, ip);
    };
    expect((await login(MOBILE)).http).toBe(200);
    expect((await login(HOME)).http).toBe(200);
    /** Up to five wrong codes on one challenge, stopping at the first that is not plainly refused as wrong. */
    const guess = async (ip: string) => {
      const c = await challenge(phone, ip);
      for (let i = 0; i < 5; i++) if ((await verify(c.token, c.wrong, ip)).http !== 400) break;
    };
    for (let day = 1; day <= 40; day++) {
      if (day % 10 === 0) {
        const r = await login(HOME, true);
        expect(r.http, `owner at home on day ${day}: ${JSON.stringify(r.body)}`).toBe(200);
      }
      // Every day the attacker guesses from a network it never used, and the neighbour from the owner's /24.
      await guess(`100.${64 + day}.${day}.9`);
      await age(phone, 3600);
      await guess(NEIGHBOUR);
      await age(phone, DAY - 3600);
    }
    const rows = await t.db.select().from(otpVerifies)
      .where(and(eq(otpVerifies.phoneNumber, phone), eq(otpVerifies.ok, false), eq(otpVerifies.forgiven, false)));
    const shared = rows.filter((r) => r.network === '49.37.201.0/24').length;
    expect(shared).toBe(3);
    expect(rows.length - shared).toBe(3);
    // The owner's typos at home were forgiven by the right code each time.
    expect(rows.filter((r) => r.network.includes(':'))).toHaveLength(0);
    // Day 41: every new network is paused for what is left of the window, and so is the shared /24
    // (the price of a neighbour behind the same NAT); home still works.
    const c = await challenge(phone, '100.200.1.9');
    expect((await verify(c.token, c.otp, '100.200.1.9')).body.message)
      .toMatch(/^Too many wrong OTPs for this number\. Please try again in 8[0-2] days, or from/);
    const m = await challenge(phone, MOBILE);
    expect((await verify(m.token, m.otp, MOBILE)).http).toBe(429);
    expect((await login(HOME)).http).toBe(200);
  });
});

describe('the site-wide alarm', () => {
  it('logs one alarm line when wrong codes spike, and the metric shows it to an operator with METRICS_TOKEN only', async () => {
    resetAlarmClock();
    const warn = vi.spyOn(console, 'warn');
    const before = (await guessMetrics(t.db)).otp_failed_verifies_10m;
    process.env.OTP_FAILED_VERIFY_ALARM = String(before + 6);
    // Each phone's budget checks 3; the alarm counts every phone's.
    await wrongCodes(newPhone(), 3, 100);
    await wrongCodes(newPhone(), 2, 105);
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
  const { dispatch } = await import('@/server/platform/routes');
  return dispatch(new Request('http://localhost/api/system/metrics', { headers: { authorization, 'x-forwarded-for': '10.0.0.1' } }));
}
