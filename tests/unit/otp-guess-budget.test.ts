// The odds of taking over one targeted account by guessing its 4-digit OTP, for an attacker with
// any number of networks (none of them the owner's), eager or patient (docs/trust.md "OTP guesses"
// states these figures).
import { describe, expect, it } from 'vitest';
import { OTP_LENGTH } from '@/lib/constants';
import { GUESS_WINDOW_DAYS, WRONG_CODES_PER_WINDOW, networkOf, pauseSeconds } from '@/server/accounts/auth/otp-guesses';

const DAY = 86_400_000;

/**
 * Wrong codes an attacker gets checked in `days`, guessing whenever the budget allows, but only
 * once `idle` ms have passed since their previous guess (0: eager; more: patient, waiting for
 * old guesses to be forgotten), starting `offset` ms into the run.
 */
function attack(days: number, idle: number, offset = 0): number {
  const fails: number[] = [];
  const end = days * DAY;
  let t = offset;
  while (t < end) {
    const wait = pauseSeconds(fails, t);
    if (wait > 0) { t += wait * 1000; continue; }
    fails.unshift(t);
    t += Math.max(1000, idle);
  }
  return fails.filter((at) => at < end).length;
}

const odds = (guesses: number) => 1 - (1 - 1 / 10 ** OTP_LENGTH) ** guesses;

describe('the per-phone wrong-code budget', () => {
  it('keeps the code at 4 digits; 3 wrong codes in any 122 days, then a pause until the oldest is 122 days old', () => {
    expect(OTP_LENGTH).toBe(4);
    expect([WRONG_CODES_PER_WINDOW, GUESS_WINDOW_DAYS]).toEqual([3, 122]);
    const now = 400 * DAY;
    expect(pauseSeconds([now - 2000, now - 1000].reverse(), now)).toBe(0);
    expect(pauseSeconds([now - 1000, now - 2000, now - 3000], now)).toBe(122 * 86_400 - 3);
    // Codes older than the window are forgotten: the pause ends, for the owner too.
    expect(pauseSeconds([now - 1000, now - 2000, now - 123 * DAY], now)).toBe(0);
    expect(pauseSeconds([now - 10 * DAY, now - 20 * DAY, now - 30 * DAY], now)).toBe(92 * 86_400);
  });

  it('gives any attacker, eager or patient, at most 9 checked codes a year: 0.09 % takeover odds', () => {
    const strategies = [0, DAY, 7 * DAY, 30 * DAY, 40 * DAY, 61 * DAY, 121 * DAY, 122 * DAY, 123 * DAY];
    const offsets = [0, DAY / 2, 5 * DAY];
    const yearly = strategies.flatMap((idle) => offsets.map((o) => attack(365 + o / DAY, idle, o)));
    expect(Math.max(...yearly)).toBe(9);
    expect(attack(365, 0)).toBe(9);
    // Over 40 days, as the API test plays it against the database: 3.
    expect(attack(40, 0)).toBe(3);
    expect(attack(40, DAY)).toBe(3);
    expect(odds(9)).toBeCloseTo(0.0009, 5);
    expect(odds(9)).toBeLessThan(0.001);
    // Before: 10 free, pauses up to 24 h, a streak forgotten after a day: about 13 a day for a
    // patient attacker, 4,700 a year (37 %).
    expect(odds(4700)).toBeCloseTo(0.375, 2);
  });

  it('reads a network as the IPv4 /24 or IPv6 /64', () => {
    expect(networkOf('49.37.201.17')).toBe('49.37.201.0/24');
    expect(networkOf('2401:4900:1c2a:8f3e:1:2:3:4')).toBe('2401:4900:1c2a:8f3e::/64');
    expect(networkOf('2401:4900::1')).toBe('2401:4900:0:0::/64');
    expect(networkOf('unknown')).toBe('unknown');
  });
});
