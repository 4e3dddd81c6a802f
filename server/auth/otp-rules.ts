import 'server-only';
import { and, count, eq, gt } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { OTP_SENDS_PER_IP_PER_HOUR, OTP_SENDS_PER_PHONE_PER_HOUR } from '@/lib/constants';
import type { Db } from '../db/client';
import { otpSends } from '../db/schema';

const HOUR_MS = 3600_000;

/** Refuses a send past the per-phone or per-IP hourly cap, saying when to retry. */
export async function assertSendAllowed(db: Db, phoneNumber: string, ip: string) {
  const since = new Date(Date.now() - HOUR_MS);
  const [byPhone] = await db.select({ n: count() }).from(otpSends)
    .where(and(eq(otpSends.phoneNumber, phoneNumber), gt(otpSends.createdAt, since)));
  if (byPhone.n >= OTP_SENDS_PER_PHONE_PER_HOUR) {
    throw new AppError('rate_limited',
      `Too many OTP requests for this number. Please try again after an hour.`, { retry_after: 3600 });
  }
  const [byIp] = await db.select({ n: count() }).from(otpSends)
    .where(and(eq(otpSends.ip, ip), gt(otpSends.createdAt, since)));
  if (byIp.n >= OTP_SENDS_PER_IP_PER_HOUR) {
    throw new AppError('rate_limited',
      'Too many OTP requests from this network. Please try again after an hour.', { retry_after: 3600 });
  }
}

export async function recordSend(db: Db, phoneNumber: string, ip: string) {
  await db.insert(otpSends).values({ phoneNumber, ip });
}
