import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { SITE_NAME } from '@/lib/site';
import { translatorFor } from '../../platform/i18n/translator';
import type { VerifyEmailSent } from '@/lib/contract';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { getDb } from '../../platform/db/client';
import { capKey, withCap } from '../../platform/db/cap';
import { emailVerifications, users, type User } from '../../platform/db/schema';
import { jwtSecret } from '../auth/secret';
import { mailSender } from '../../platform/mail/sender';

// E-mail verification rules (the spec names the calls only): a 6-digit code,
// valid 15 minutes, stored hashed, 5 wrong tries, a new code after 30 s at the
// earliest and at most 5 codes an hour per user.
export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_TTL_MS = 15 * 60_000;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
export const EMAIL_CODE_RESEND_MS = 30_000;
export const EMAIL_CODES_PER_HOUR = 5;
const HOUR_MS = 3600_000;

// Keyed by the server secret and bound to user and address: a code for one
// address never verifies another, and a leaked table does not reveal codes.
async function hashCode(userId: number, email: string, code: string): Promise<string> {
  return createHmac('sha256', await jwtSecret()).update(`email:${userId}:${email}:${code}`).digest('hex');
}

function wait(retryAfterS: number, message: string) {
  return new AppError('rate_limited', message, { retry_after: retryAfterS });
}

/** Sends a fresh code to `email` (default: the profile e-mail). */
export async function sendVerifyEmail(user: User, emailIn?: string | null, locale: Locale = 'en'): Promise<VerifyEmailSent> {
  const email = (emailIn || user.email || '').trim().toLowerCase();
  if (!email) throw new AppError('validation', 'Add an e-mail address to your profile first');
  if (email === user.email && user.emailVerified) throw new AppError('conflict', 'This e-mail is already verified');
  const db = await getDb();
  const code = String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
  // Hashed before the locked transaction: the secret may be read from the database.
  const codeHash = await hashCode(user.id, email, code);
  // Counted and recorded under the user's lock (server/platform/db/cap.ts): parallel requests send one code each in turn.
  const row = await withCap(db, capKey('email-codes', user.id), async (tx) => {
    const now = Date.now();
    const recent = await tx.select({ createdAt: emailVerifications.createdAt }).from(emailVerifications)
      .where(and(eq(emailVerifications.userId, user.id), gt(emailVerifications.createdAt, new Date(now - HOUR_MS))))
      .orderBy(desc(emailVerifications.createdAt));
    const last = recent[0]?.createdAt.getTime();
    if (last && now - last < EMAIL_CODE_RESEND_MS) {
      const s = Math.ceil((last + EMAIL_CODE_RESEND_MS - now) / 1000);
      throw wait(s, `Please wait ${s} seconds before requesting a new code.`);
    }
    if (recent.length >= EMAIL_CODES_PER_HOUR) {
      const oldest = recent[recent.length - 1].createdAt.getTime();
      throw wait(Math.ceil((oldest + HOUR_MS - now) / 1000), 'Too many codes requested. Please try again after an hour.');
    }
    // Only the newest code is live: older unused ones die now.
    await tx.update(emailVerifications).set({ usedAt: new Date() })
      .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.usedAt)));
    const [saved] = await tx.insert(emailVerifications).values({
      userId: user.id, email, codeHash, expiresAt: new Date(now + EMAIL_CODE_TTL_MS),
    }).returning({ id: emailVerifications.id });
    return saved;
  });
  try {
    // In the language of the page it was asked from.
    const t = translatorFor(locale);
    const words = { site: SITE_NAME, code, minutes: EMAIL_CODE_TTL_MS / 60_000 };
    await mailSender().send({ to: email, subject: t('accountMail.verifySubject', words), text: t('accountMail.verifyText', words) });
  } catch (e) {
    // A code that never left must not count against the hourly limit.
    console.error('[mail] send failed', e instanceof Error ? e.message : e);
    await db.delete(emailVerifications).where(eq(emailVerifications.id, row.id));
    throw new AppError('unavailable', 'Could not send the e-mail. Please try again later.');
  }
  return { email, expires_in: EMAIL_CODE_TTL_MS / 1000, resend_after: EMAIL_CODE_RESEND_MS / 1000 };
}

/** Checks the newest live code; success verifies that address and makes it the profile e-mail. */
export async function verifyEmailCode(user: User, code: string) {
  const db = await getDb();
  const [v] = await db.select().from(emailVerifications)
    .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.usedAt)))
    .orderBy(desc(emailVerifications.id)).limit(1);
  if (!v) throw new AppError('bad_request', 'No code is pending. Please request a new code.');
  if (v.attempts >= EMAIL_CODE_MAX_ATTEMPTS) {
    throw new AppError('rate_limited', 'Too many wrong attempts. Please request a new code.');
  }
  if (v.expiresAt.getTime() <= Date.now()) throw new AppError('bad_request', 'This code has expired. Please request a new code.');
  const expected = Buffer.from(v.codeHash, 'hex');
  const given = Buffer.from(await hashCode(user.id, v.email, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const [after] = await db.update(emailVerifications).set({ attempts: sql`${emailVerifications.attempts} + 1` })
      .where(eq(emailVerifications.id, v.id)).returning({ attempts: emailVerifications.attempts });
    const left = EMAIL_CODE_MAX_ATTEMPTS - after.attempts;
    if (left <= 0) throw new AppError('rate_limited', 'Too many wrong attempts. Please request a new code.');
    throw new AppError('bad_request', `Invalid code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`);
  }
  return db.transaction(async (tx) => {
    // Conditional: two concurrent right answers, or one racing the 5th wrong try, consume it once.
    const used = await tx.update(emailVerifications).set({ usedAt: new Date() })
      .where(and(eq(emailVerifications.id, v.id), isNull(emailVerifications.usedAt),
        lt(emailVerifications.attempts, EMAIL_CODE_MAX_ATTEMPTS)))
      .returning({ id: emailVerifications.id });
    if (!used.length) throw new AppError('bad_request', 'No code is pending. Please request a new code.');
    const [u] = await tx.update(users).set({ email: v.email, emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, user.id)).returning();
    return u;
  });
}

/** Codes sent before an e-mail change are void (profile updates call this). */
export async function voidPendingCodes(userId: number) {
  const db = await getDb();
  await db.update(emailVerifications).set({ usedAt: new Date() })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
}
