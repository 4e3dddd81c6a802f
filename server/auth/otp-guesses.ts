import 'server-only';
import { and, count, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import type { Db } from '../db/client';
import { otpVerifies } from '../db/schema';

// The wrong-code budget of a phone across all its OTPs (issue 21 item 8; docs/trust.md,
// "OTP guesses"). Wrong tries per OTP (5) alone let an attacker with 10 networks
// make 50 guesses an hour at a 4-digit code. Now:
// - a phone's wrong codes count across challenges: the first 10 of a streak are
//   free, then each further try waits 15 min × 2^(n-10), at most 24 h, after the
//   last wrong code. A streak ends after 24 h without a wrong code.
// - the owner is never locked out for good: a network (IPv4 /24, IPv6 /64) where
//   this phone entered a right code in the last 90 days keeps a budget of its own
//   that nobody elsewhere can spend, and a right code there resets it; anywhere
//   else the pause after the last wrong code is at most 24 h.
// - everything is in the database, so the budget holds across servers; the check
//   and the record run under a per-phone advisory lock, so parallel guesses cannot
//   slip through together when a pause ends.

export const FREE_WRONG_CODES = 10;
export const PAUSE_BASE_SECONDS = 15 * 60;
export const PAUSE_MAX_SECONDS = 24 * 3600;
const STREAK_GAP_MS = 24 * 3600_000;
const KNOWN_NETWORK_MS = 90 * 86_400_000;
const WINDOW_MS = 30 * 86_400_000;
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
 * Seconds this scope must still wait, given its wrong codes (ms, newest first).
 * Pure, so the takeover odds can be simulated over months (tests/unit/otp-guess-budget.test.ts).
 */
export function pauseSeconds(failsNewestFirst: number[], now: number): number {
  let n = 0;
  let prev = now;
  for (const at of failsNewestFirst) {
    if (prev - at > STREAK_GAP_MS) break;
    n += 1;
    prev = at;
  }
  if (n < FREE_WRONG_CODES) return 0;
  const wait = Math.min(PAUSE_MAX_SECONDS, PAUSE_BASE_SECONDS * 2 ** Math.min(n - FREE_WRONG_CODES, 20));
  return Math.max(0, Math.ceil((failsNewestFirst[0] + wait * 1000 - now) / 1000));
}

type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Serialises the checks of one phone's codes (held to the end of the caller's transaction). */
export async function lockPhone(tx: Tx, phoneNumber: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phoneNumber}`}))`);
}

/** 429 with Retry-After while this phone's wrong codes from this caller's scope are paused. */
export async function assertGuessAllowed(tx: Tx, phoneNumber: string, ip: string, now = Date.now()) {
  const net = networkOf(ip);
  const known = (await tx.selectDistinct({ network: otpVerifies.network }).from(otpVerifies)
    .where(and(eq(otpVerifies.phoneNumber, phoneNumber), eq(otpVerifies.ok, true), gt(otpVerifies.createdAt, new Date(now - KNOWN_NETWORK_MS)))))
    .map((r) => r.network);
  const mine = known.includes(net);
  let since = now - WINDOW_MS;
  if (mine) {
    // The owner's network: a right code there starts its budget afresh.
    const [last] = await tx.select({ at: otpVerifies.createdAt }).from(otpVerifies)
      .where(and(eq(otpVerifies.phoneNumber, phoneNumber), eq(otpVerifies.network, net), eq(otpVerifies.ok, true)))
      .orderBy(desc(otpVerifies.createdAt)).limit(1);
    since = Math.max(since, last.at.getTime());
  }
  const scope = mine ? inArray(otpVerifies.network, [net]) : known.length ? notInArray(otpVerifies.network, known) : undefined;
  const fails = await tx.select({ at: otpVerifies.createdAt }).from(otpVerifies)
    .where(and(eq(otpVerifies.phoneNumber, phoneNumber), eq(otpVerifies.ok, false), gt(otpVerifies.createdAt, new Date(since)), scope))
    .orderBy(desc(otpVerifies.createdAt)).limit(64);
  const wait = pauseSeconds(fails.map((f) => f.at.getTime()), now);
  if (wait > 0) {
    const when = wait >= 5400 ? `${Math.ceil(wait / 3600)} hours` : `${Math.ceil(wait / 60)} minutes`;
    throw new AppError('rate_limited', `Too many wrong OTPs for this number. Please try again in ${when}.`, { retry_after: wait });
  }
}

export async function recordVerify(tx: Tx, phoneNumber: string, ip: string, ok: boolean) {
  await tx.insert(otpVerifies).values({ phoneNumber, network: networkOf(ip), ok });
}

const alarmAt = () => {
  const n = Number(process.env.OTP_FAILED_VERIFY_ALARM);
  return Number.isInteger(n) && n > 0 ? n : ALARM_PER_10_MIN;
};

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
