import 'server-only';
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import type { Locale } from '@/lib/i18n/locales';
import type { MessageParams, ServerMessageCode } from '@/lib/server-messages';
import {
  OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_SECONDS,
} from '@/lib/constants';
import { getDb } from '../../platform/db/client';
import { otpChallenges, type OtpChallenge } from '../../platform/db/schema';
import { metrics } from '@/lib/ops/metrics.mjs';
import { sendSms } from '../../platform/sms/send';
import { jwtSecret } from './secret';
import { reserveSend } from './otp-rules';
import { alarmIfSpiking, assertGuessAllowed, forgiveChallenge, lockPhone, recordVerify } from './otp-guesses';

type Purpose = OtpChallenge['purpose'];

const SESSION_INVALID = 'This OTP session is not valid. Please request a new OTP.';

async function hashOtp(token: string, code: string): Promise<string> {
  return createHmac('sha256', await jwtSecret()).update(`${token}:${code}`).digest('hex');
}

function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

async function deliver(phoneNumber: string, code: string, locale: Locale) {
  await sendSms(phoneNumber, 'otp', { code }, locale);
  metrics().otpSent.inc();
}

/** Starts a challenge: rate limits, a fresh code, the text sent in the caller's language. Returns the otp token. */
export async function startOtp(phoneNumber: string, ip: string, purpose: Purpose = 'login', locale: Locale = 'en'): Promise<string> {
  const db = await getDb();
  const token = randomUUID();
  const code = newCode();
  // Hashed before the locked transaction: the secret may be read from the database.
  const otpHash = await hashOtp(token, code);
  await reserveSend(db, phoneNumber, ip, async (tx) => {
    await tx.insert(otpChallenges).values({
      token, purpose, countryCode: '+91', phoneNumber, otpHash, expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
    });
  });
  await deliver(phoneNumber, code, locale);
  return token;
}

async function liveChallenge(token: string): Promise<OtpChallenge> {
  const db = await getDb();
  const [c] = await db.select().from(otpChallenges).where(eq(otpChallenges.token, token)).limit(1);
  if (!c || c.consumedAt) throw new AppError('bad_request', SESSION_INVALID, SESSION_INVALID).coded('otp_session_invalid');
  return c;
}

/** A new code on a new token; the old token dies. Not before the 30 s countdown. */
export async function resendOtp(token: string, ip: string, locale: Locale = 'en'): Promise<string> {
  const c = await liveChallenge(token);
  const wait = Math.ceil((c.lastSentAt.getTime() + OTP_RESEND_SECONDS * 1000 - Date.now()) / 1000);
  if (wait > 0) {
    throw new AppError('rate_limited', `Please wait ${wait} seconds before requesting a new OTP.`, { retry_after: wait })
      .coded('otp_resend_wait', { n: wait });
  }
  const db = await getDb();
  await db.update(otpChallenges).set({ consumedAt: new Date() }).where(eq(otpChallenges.id, c.id));
  return startOtp(c.phoneNumber, ip, c.purpose, locale);
}

/**
 * Checks a code. Each wrong try counts (atomically); after OTP_MAX_ATTEMPTS the
 * token is dead even for the right code. Success consumes the token. Across
 * challenges the phone's wrong-code budget applies (otp-guesses.ts): while it is
 * paused no code is checked, not even the right one, under a per-phone lock. A right code forgives
 * the wrong codes of its own challenge.
 */
export async function verifyOtp(token: string, code: string, purpose: Purpose = 'login', ip = 'unknown'): Promise<OtpChallenge> {
  const c = await liveChallenge(token);
  if (c.purpose !== purpose) throw new AppError('bad_request', SESSION_INVALID).coded('otp_session_invalid');
  const fail = (msg: string, messageCode: ServerMessageCode, code: 'bad_request' | 'rate_limited' = 'bad_request', params?: MessageParams) =>
    new AppError(code, msg, msg).coded(messageCode, params);
  const TOO_MANY = 'Too many wrong attempts. Please request a new OTP.';
  if (c.attempts >= OTP_MAX_ATTEMPTS) throw fail(TOO_MANY, 'otp_too_many_wrong', 'rate_limited');
  if (c.expiresAt.getTime() <= Date.now()) throw fail('This OTP has expired. Please request a new OTP.', 'otp_expired');
  const db = await getDb();
  const expected = Buffer.from(c.otpHash, 'hex');
  const given = Buffer.from(await hashOtp(token, code), 'hex');
  const right = expected.length === given.length && timingSafeEqual(expected, given);
  // The outcome is returned, not thrown, so that a wrong code's record commits.
  const outcome = await db.transaction(async (tx) => {
    await lockPhone(tx, c.phoneNumber);
    const budget = await assertGuessAllowed(tx, c.phoneNumber, ip);
    if (right) {
      const now = new Date();
      const done = await tx.update(otpChallenges).set({ consumedAt: now, verifiedAt: now })
        .where(and(eq(otpChallenges.id, c.id), isNull(otpChallenges.consumedAt), lt(otpChallenges.attempts, OTP_MAX_ATTEMPTS)))
        .returning({ id: otpChallenges.id });
      if (done.length) {
        await recordVerify(tx, c.phoneNumber, ip, true, c.id);
        await forgiveChallenge(tx, c.phoneNumber, c.id);
      }
      return done.length ? 'ok' as const : 'spent' as const;
    }
    const [after] = await tx.update(otpChallenges).set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(eq(otpChallenges.id, c.id)).returning({ attempts: otpChallenges.attempts });
    await recordVerify(tx, c.phoneNumber, ip, false, c.id);
    return { otpLeft: OTP_MAX_ATTEMPTS - after.attempts, budgetLeft: budget - 1 };
  });
  if (outcome === 'ok') return c;
  if (outcome === 'spent') throw fail(SESSION_INVALID, 'otp_session_invalid');
  await alarmIfSpiking(db);
  // The phone's budget is spent from here: say how long the pause is, not "N attempts left".
  if (outcome.budgetLeft <= 0) await assertGuessAllowed(db, c.phoneNumber, ip);
  if (outcome.otpLeft <= 0) throw fail(TOO_MANY, 'otp_too_many_wrong', 'rate_limited');
  const left = Math.min(outcome.otpLeft, outcome.budgetLeft);
  throw fail(`Invalid OTP. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`, 'otp_invalid', 'bad_request', { n: left });
}
