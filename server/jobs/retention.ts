import 'server-only';
import { lt } from 'drizzle-orm';
import { getDb } from '../db/client';
import { otpChallenges, otpSends, otpVerifies, rateCounters, revokedTokens } from '../db/schema';

const DAY = 86_400_000;
// Each table keeps what its longest rule reads: the OTP send limits look back a
// day, the guess budget remembers known networks for 90 days, and a revoked token
// matters only until it would have expired anyway.
const OTP_SENDS_DAYS = 2;
const OTP_VERIFIES_DAYS = 91;
const OTP_CHALLENGES_DAYS = 2;

/** Deletes rows no rule reads any more; returns how many. */
export async function pruneExpiredRows(now = new Date()): Promise<number> {
  const db = await getDb();
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const counts = await Promise.all([
    db.delete(rateCounters).where(lt(rateCounters.expiresAt, now)).returning({ k: rateCounters.key }),
    db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now)).returning({ k: revokedTokens.jti }),
    db.delete(otpSends).where(lt(otpSends.createdAt, ago(OTP_SENDS_DAYS))).returning({ k: otpSends.id }),
    db.delete(otpVerifies).where(lt(otpVerifies.createdAt, ago(OTP_VERIFIES_DAYS))).returning({ k: otpVerifies.id }),
    db.delete(otpChallenges).where(lt(otpChallenges.expiresAt, ago(OTP_CHALLENGES_DAYS))).returning({ k: otpChallenges.id }),
  ]);
  return counts.reduce((n, rows) => n + rows.length, 0);
}
