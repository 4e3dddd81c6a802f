import 'server-only';
import { and, count, desc, eq, gt, isNotNull, max } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import type { MessageParams, ServerMessageCode } from '@/lib/server-messages';
import {
  OTP_BACKOFF_BASE_SECONDS, OTP_BACKOFF_MAX_SECONDS, OTP_SENDS_GLOBAL_PER_HOUR, OTP_SENDS_PER_IP_PER_HOUR,
  OTP_SENDS_PER_PHONE_PER_HOUR,
} from '@/lib/constants';
import type { Db } from '../../platform/db/client';
import { capKey, withCap } from '../../platform/db/cap';
import type { DbTx } from '../../platform/db/types';
import { otpChallenges, otpSends } from '../../platform/db/schema';
import { intSetting } from '@/lib/env/schema';

// Who may make us send an OTP text, so that a lock-out costs the attacker, not
// the victim (docs/trust.md, "OTP limits"):
// 1. per phone AND network: exponential back-off. After the k-th text to a
//    phone from one IP in 24 h (since its last successful login) the next
//    waits 30 s × 2^(k-1), at most 30 min.
//    Someone hammering a victim's number only slows themselves down: the
//    victim, on another network, starts at no wait.
// 2. per phone, all networks: 10 texts an hour, so a victim is never flooded.
//    One network cannot reach it alone (the back-off allows it 7 an hour).
// 3. per IP: 30 texts an hour (SMS pumping from one source).
// 4. global: OTP_SENDS_GLOBAL_PER_HOUR (default 3000) bounds the SMS bill under
//    a distributed attack; past it everybody waits, the price of a hard bound.
// Wrong codes are the guess budget's business (otp-guesses.ts), never a send limit.
// All four are checked and the send recorded under the locks of the phone, the
// address and the site (server/platform/db/cap.ts): 40 parallel requests send one text.

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

const busy = (message: string, seconds: number, code: ServerMessageCode, params?: MessageParams) =>
  new AppError('rate_limited', message, { retry_after: Math.max(1, Math.ceil(seconds)) }).coded(code, params);

/** Seconds to wait after the k-th recent text (k >= 1) to one phone from one network. */
export function backoffSeconds(k: number): number {
  if (k <= 0) return 0;
  return Math.min(OTP_BACKOFF_MAX_SECONDS, OTP_BACKOFF_BASE_SECONDS * 2 ** Math.min(k - 1, 20));
}

const globalCap = () => intSetting('OTP_SENDS_GLOBAL_PER_HOUR', OTP_SENDS_GLOBAL_PER_HOUR);
// The e2e server raises it: every journey's browser is 127.0.0.1.
const ipCap = () => intSetting('OTP_SENDS_PER_IP_PER_HOUR', OTP_SENDS_PER_IP_PER_HOUR);

/** Refuses a send that breaks a rule above, saying how long to wait (Retry-After). */
async function assertSendAllowed(db: DbTx, phoneNumber: string, ip: string) {
  const now = Date.now();
  const hourAgo = new Date(now - HOUR_MS);

  // The back-off counts texts since the phone's last successful login (within 24 h):
  // someone who just proved they own the number starts afresh.
  const [proved] = await db.select({ at: max(otpChallenges.verifiedAt) }).from(otpChallenges)
    .where(and(eq(otpChallenges.phoneNumber, phoneNumber), isNotNull(otpChallenges.verifiedAt)));
  const from = Math.max(now - DAY_MS, proved?.at ? new Date(proved.at).getTime() : 0);
  const pair = await db.select({ at: otpSends.createdAt }).from(otpSends)
    .where(and(eq(otpSends.phoneNumber, phoneNumber), eq(otpSends.ip, ip), gt(otpSends.createdAt, new Date(from))))
    .orderBy(desc(otpSends.createdAt)).limit(64);
  if (pair.length) {
    const wait = pair[0].at.getTime() + backoffSeconds(pair.length) * 1000 - now;
    if (wait > 0) {
      const s = Math.ceil(wait / 1000);
      throw busy(`Please wait ${s} seconds before requesting another OTP.`, s, 'otp_send_wait', { n: s });
    }
  }

  const byPhone = await db.select({ at: otpSends.createdAt }).from(otpSends)
    .where(and(eq(otpSends.phoneNumber, phoneNumber), gt(otpSends.createdAt, hourAgo)))
    .orderBy(otpSends.createdAt).limit(OTP_SENDS_PER_PHONE_PER_HOUR);
  if (byPhone.length >= OTP_SENDS_PER_PHONE_PER_HOUR) {
    const s = (byPhone[0].at.getTime() + HOUR_MS - now) / 1000;
    const minutes = Math.ceil(s / 60);
    throw busy(`Too many OTP requests for this number. Please try again in ${minutes} minutes.`, s, 'otp_phone_limit', { n: minutes });
  }

  const [byIp] = await db.select({ n: count() }).from(otpSends)
    .where(and(eq(otpSends.ip, ip), gt(otpSends.createdAt, hourAgo)));
  if (byIp.n >= ipCap()) {
    throw busy('Too many OTP requests from this network. Please try again after an hour.', 3600, 'otp_network_limit');
  }

  const [all] = await db.select({ n: count() }).from(otpSends).where(gt(otpSends.createdAt, hourAgo));
  if (all.n >= globalCap()) {
    throw busy('We are sending too many OTPs right now. Please try again in a few minutes.', 300, 'otp_global_limit');
  }
}

/**
 * Checks every rule above and records the send, with `also` (the challenge's own
 * row), in one transaction under the locks of the phone, the address and the
 * site. Send the text only after it returns: a refusal throws and records nothing.
 */
export async function reserveSend(db: Db, phoneNumber: string, ip: string, also: (tx: DbTx) => Promise<void>) {
  const keys = [capKey('otp-phone', phoneNumber), capKey('otp-ip', ip), capKey('otp-all')];
  await withCap(db, keys, async (tx) => {
    await assertSendAllowed(tx, phoneNumber, ip);
    await also(tx);
    await tx.insert(otpSends).values({ phoneNumber, ip });
  });
}
