// Issue 21 item 8: the odds of taking over one targeted account by guessing its
// 4-digit OTP, for an attacker with any number of networks who guesses the moment
// the phone's wrong-code budget allows (docs/trust.md "OTP guesses" states these figures).
import { describe, expect, it } from 'vitest';
import { OTP_LENGTH } from '@/lib/constants';
import { FREE_WRONG_CODES, networkOf, pauseSeconds } from '@/server/auth/otp-guesses';

const DAY = 86_400_000;

/** Guesses an optimal attacker gets by each day mark (a guess takes one second). */
function attack(days: number[]): Record<number, number> {
  const fails: number[] = [];
  const got: Record<number, number> = Object.fromEntries(days.map((d) => [d, 0]));
  const end = Math.max(...days) * DAY;
  for (let t = 0; t < end;) {
    const wait = pauseSeconds(fails, t);
    if (wait > 0) { t += wait * 1000; continue; }
    fails.unshift(t);
    fails.length = Math.min(fails.length, 64);
    for (const d of days) if (t < d * DAY) got[d] += 1;
    t += 1000;
  }
  return got;
}

const odds = (guesses: number) => 1 - (1 - 1 / 10 ** OTP_LENGTH) ** guesses;

describe('the per-phone wrong-code budget', () => {
  it('keeps the code at 4 digits and gives the first 10 wrong codes without a wait, then 15 min, 30 min, ... at most 24 h', () => {
    expect(OTP_LENGTH).toBe(4);
    const now = 100 * DAY;
    const tries = (n: number) => Array.from({ length: n }, (_, i) => now - i * 1000);
    expect(pauseSeconds(tries(FREE_WRONG_CODES - 1), now)).toBe(0);
    expect(pauseSeconds(tries(10), now)).toBe(900);
    expect(pauseSeconds(tries(11), now)).toBe(1800);
    expect(pauseSeconds(tries(40), now)).toBe(86_400);
    // A day without a wrong code ends the streak: the owner is never paused for good.
    expect(pauseSeconds(tries(40), now + DAY + 1000)).toBe(0);
  });

  it('holds a targeted attacker to 16 guesses the first day, 45 a month, 380 a year: 0.16 %, 0.45 %, 3.7 % takeover odds', () => {
    const g = attack([1, 30, 365]);
    expect(g).toEqual({ 1: 16, 30: 45, 365: 380 });
    expect(odds(g[1])).toBeCloseTo(0.0016, 4);
    expect(odds(g[30])).toBeCloseTo(0.0045, 4);
    expect(odds(g[365])).toBeCloseTo(0.0373, 4);
    // Before: 5 wrong tries per OTP, 10 OTPs an hour from 10 networks = 1,200 guesses a day.
    expect(odds(1200)).toBeCloseTo(0.113, 3);
  });

  it('reads a network as the IPv4 /24 or IPv6 /64', () => {
    expect(networkOf('49.37.201.17')).toBe('49.37.201.0/24');
    expect(networkOf('2401:4900:1c2a:8f3e:1:2:3:4')).toBe('2401:4900:1c2a:8f3e::/64');
    expect(networkOf('2401:4900::1')).toBe('2401:4900:0:0::/64');
    expect(networkOf('unknown')).toBe('unknown');
  });
});
