import 'server-only';
import { and, count, desc, eq, gt, notInArray } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import type { ServerMessageCode } from '@/lib/server-messages';
import { RETENTION } from '@/lib/consent/purposes';
import type { Db } from '../../platform/db/client';
import { otpVerifies } from '../../platform/db/schema';
import { capKey, lockKeys } from '../../platform/db/cap';
import { intSetting } from '@/lib/env/schema';

// The wrong-code budget of a phone across all its OTPs (docs/trust.md "OTP guesses"). The code has 4
// digits (SPEC), so each checked wrong code is a 1 in 10,000 chance: below 0.1 % a year means at
// most 10 checks a year for anyone who is not the owner. So:
// - a scope may hold at most 3 wrong codes in any 122 days (rolling); the next check, even of the
//   right code, waits until the oldest of them is 122 days old. A year is covered by three such
//   windows, so a patient attacker gets at most 9 checks a year (0.09 %), however they time them.
// - scopes: each network (IPv4 /24, IPv6 /64) where this phone entered a right code in the window
//   has a budget of its own, which nobody elsewhere can spend (the owner's way in); every other
//   network shares one budget. A right code no longer restores a network's budget, or a neighbour
//   behind the same carrier NAT would get a fresh one each time the owner logs in.
// - a right code forgives the wrong codes of its own challenge (the owner's typos; nobody else
//   holds that challenge's token), so only codes never followed by the right one count.
// - everything is in the database, so the budget holds across servers; the check and the record
//   run in one transaction under a per-phone advisory lock (lockPhone, the cap primitive's lock), so parallel guesses
//   cannot slip through together when a pause ends.

export const WRONG_CODES_PER_WINDOW = 3;
export const GUESS_WINDOW_DAYS = RETENTION.otpGuessDays;
const WINDOW_MS = GUESS_WINDOW_DAYS * 86_400_000;
/** Site-wide wrong codes in 10 minutes that raise the alarm (OTP_FAILED_VERIFY_ALARM overrides). */
export const ALARM_PER_10_MIN = 100;

/** The network an address belongs to: IPv4 /24, IPv6 /64 (one household or one mobile cell's block). */
export function networkOf(ip: string): string {
  const v4 = ip.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (ip.includes(':')) {
    const [head, tail = ''] = ip.toLowerCase().split('::');
    const h = head ? head.split(':') : [];
    const t = tail ? tail.split(':') : [];
    const full = ip.includes('::') ? [...h, ...Array(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t] : h;
    return `${full.slice(0, 4).map((x) => x.replace(/^0+(?=.)/, '')).join(':')}::/64`;
  }
  return ip.slice(0, 64);
}

/**
 * Seconds this scope must still wait, given its counted wrong codes (ms, newest first): none
 * while the window holds fewer than 3, else until the third newest leaves it.
 * Pure, so the takeover odds can be simulated over years (tests/unit/otp-guess-budget.test.ts).
 */
export function pauseSeconds(failsNewestFirst: number[], now: number): number {
  const inWindow = failsNewestFirst.filter((at) => now - at < WINDOW_MS);
  if (inWindow.length < WRONG_CODES_PER_WINDOW) return 0;
  return Math.max(0, Math.ceil((inWindow[WRONG_CODES_PER_WINDOW - 1] + WINDOW_MS - now) / 1000));
}

/** Wrong codes this scope may still enter before it pauses. */
const leftOf = (failsNewestFirst: number[], now: number) =>
  Math.max(0, WRONG_CODES_PER_WINDOW - failsNewestFirst.filter((at) => now - at < WINDOW_MS).length);

type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Serialises the checks of one phone's codes, held to the end of the caller's transaction: the guess
 * check counts and records under it in verifyOtp's transaction (the cap primitive's key scheme).
 */
export async function lockPhone(tx: Tx, phoneNumber: string) {
  await lockKeys(tx, [capKey('otp-guess', phoneNumber)]);
}

/** The pause in its largest sensible unit: the English words, and the unit for the message's code. */
const waitIn = (s: number) => (s >= 2 * 86_400 ? { n: Math.ceil(s / 86_400), unit: 'days' as const }
  : s >= 5400 ? { n: Math.ceil(s / 3600), unit: 'hours' as const } : { n: Math.ceil(s / 60), unit: 'minutes' as const });

/**
 * 429 with Retry-After while this phone's wrong codes from this caller's scope are paused; else
 * how many wrong codes the scope may still enter.
 */
export async function assertGuessAllowed(tx: Tx, phoneNumber: string, ip: string, now = Date.now()): Promise<number> {
  const net = networkOf(ip);
  const since = new Date(now - WINDOW_MS);
  const known = (await tx.selectDistinct({ network: otpVerifies.network }).from(otpVerifies)
    .where(and(eq(otpVerifies.phoneNumber, phoneNumber), eq(otpVerifies.ok, true), gt(otpVerifies.createdAt, since))))
    .map((r) => r.network);
  const mine = known.includes(net);
  const scope = mine ? eq(otpVerifies.network, net) : known.length ? notInArray(otpVerifies.network, known) : undefined;
  const fails = (await tx.select({ at: otpVerifies.createdAt }).from(otpVerifies)
    .where(and(eq(otpVerifies.phoneNumber, phoneNumber), eq(otpVerifies.ok, false), eq(otpVerifies.forgiven, false), gt(otpVerifies.createdAt, since), scope))
    .orderBy(desc(otpVerifies.createdAt)).limit(WRONG_CODES_PER_WINDOW)).map((f) => f.at.getTime());
  const wait = pauseSeconds(fails, now);
  if (wait > 0) {
    const elsewhere = mine ? '' : ', or from the Wi-Fi or mobile network where you logged in before';
    const { n, unit } = waitIn(wait);
    const code = `otp_guesses_paused_${unit}${mine ? '' : '_elsewhere'}` satisfies ServerMessageCode;
    throw new AppError('rate_limited', `Too many wrong OTPs for this number. Please try again in ${n} ${unit}${elsewhere}.`, { retry_after: wait })
      .coded(code, { n });
  }
  return leftOf(fails, now);
}

export async function recordVerify(tx: Tx, phoneNumber: string, ip: string, ok: boolean, challengeId: number | null = null) {
  await tx.insert(otpVerifies).values({ phoneNumber, network: networkOf(ip), ok, challengeId });
}

/** The right code: the wrong codes entered for the same challenge were the owner's typos. */
export async function forgiveChallenge(tx: Tx, phoneNumber: string, challengeId: number) {
  await tx.update(otpVerifies).set({ forgiven: true })
    .where(and(eq(otpVerifies.phoneNumber, phoneNumber), eq(otpVerifies.challengeId, challengeId), eq(otpVerifies.ok, false)));
}

const alarmAt = () => intSetting('OTP_FAILED_VERIFY_ALARM', ALARM_PER_10_MIN);

/** The metric: wrong codes site-wide in the last 10 minutes and hour, and whether that is a spike. */
export async function guessMetrics(db: Db, now = Date.now()) {
  const since = (ms: number) => and(eq(otpVerifies.ok, false), gt(otpVerifies.createdAt, new Date(now - ms)));
  const [[m10], [h1]] = await Promise.all([
    db.select({ n: count() }).from(otpVerifies).where(since(600_000)),
    db.select({ n: count() }).from(otpVerifies).where(since(3600_000)),
  ]);
  const threshold = alarmAt();
  return { otp_failed_verifies_10m: Number(m10.n), otp_failed_verifies_1h: Number(h1.n), alarm_threshold_10m: threshold, alarm: Number(m10.n) >= threshold };
}

let lastAlarm = 0;

/** After a wrong code: a log line (at most one a minute per server) when wrong codes spike site-wide. */
export async function alarmIfSpiking(db: Db) {
  const m = await guessMetrics(db);
  if (!m.alarm || Date.now() - lastAlarm < 60_000) return m;
  lastAlarm = Date.now();
  console.warn(`[alarm] otp_failed_verify_spike failed_10m=${m.otp_failed_verifies_10m} threshold=${m.alarm_threshold_10m} failed_1h=${m.otp_failed_verifies_1h}`);
  return m;
}

/** Tests: let the next spike log again. */
export function resetAlarmClock() {
  lastAlarm = 0;
}
