import 'server-only';
import { lt } from 'drizzle-orm';
import { RETENTION } from '@/lib/consent/purposes';
import { getDb } from '../db/client';
import {
  analyticsEvents, brochureDownloads, callbackRequests, enquiries, itemViewDays, mailOutbox, otpChallenges, otpSends,
  otpVerifies, rateCounters, revokedTokens, smsOutbox, viewedItems,
} from '../db/schema';

const DAY = 86_400_000;
// Each table keeps what its longest rule reads: the OTP send limits look back a
// day, the guess budget remembers known networks for 90 days, and a revoked token
// matters only until it would have expired anyway.
const OTP_SENDS_DAYS = 2;
const OTP_CHALLENGES_DAYS = 2;
// DPDP Act s.8(7): personal data goes once its purpose is served. The periods are
// RETENTION in lib/consent/purposes.ts, which the privacy notice prints.
// OTP records (the texts in the demo outbox): 90 days; the codes entered (the guess budget's
// wrong codes and known networks, server/accounts/auth/otp-guesses.ts): its window, 122 days.
const OTP_RECORD_DAYS = RETENTION.otpDays;
const OTP_GUESS_DAYS = RETENTION.otpGuessDays;
// Leads (callbacks, enquiries, brochure downloads): 12 months after they were sent.
const LEAD_DAYS = Math.round(RETENTION.leadMonths * 30.44);
// Views are rolled up per item and day as they are counted (item_view_days, no person in
// it); the raw per-person rows (recently viewed, analytics events) go after 90 days, and
// the daily roll-up after 13 months (statistics read 30 days).
const VIEW_DAYS = RETENTION.viewDays;
const ROLLUP_DAYS = 400;

/** Deletes rows no rule reads any more; returns how many. */
export async function pruneExpiredRows(now = new Date()): Promise<number> {
  const db = await getDb();
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const day = (days: number) => ago(days).toISOString().slice(0, 10);
  const counts = await Promise.all([
    db.delete(rateCounters).where(lt(rateCounters.expiresAt, now)).returning({ k: rateCounters.key }),
    db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now)).returning({ k: revokedTokens.jti }),
    db.delete(otpSends).where(lt(otpSends.createdAt, ago(OTP_SENDS_DAYS))).returning({ k: otpSends.id }),
    db.delete(otpVerifies).where(lt(otpVerifies.createdAt, ago(OTP_GUESS_DAYS))).returning({ k: otpVerifies.id }),
    db.delete(otpChallenges).where(lt(otpChallenges.expiresAt, ago(OTP_CHALLENGES_DAYS))).returning({ k: otpChallenges.id }),
    db.delete(smsOutbox).where(lt(smsOutbox.createdAt, ago(OTP_RECORD_DAYS))).returning({ k: smsOutbox.id }),
    db.delete(mailOutbox).where(lt(mailOutbox.createdAt, ago(OTP_RECORD_DAYS))).returning({ k: mailOutbox.id }),
    db.delete(callbackRequests).where(lt(callbackRequests.createdAt, ago(LEAD_DAYS))).returning({ k: callbackRequests.id }),
    db.delete(enquiries).where(lt(enquiries.createdAt, ago(LEAD_DAYS))).returning({ k: enquiries.id }),
    db.delete(brochureDownloads).where(lt(brochureDownloads.createdAt, ago(LEAD_DAYS))).returning({ k: brochureDownloads.id }),
    db.delete(viewedItems).where(lt(viewedItems.viewedAt, ago(VIEW_DAYS))).returning({ k: viewedItems.itemId }),
    db.delete(analyticsEvents).where(lt(analyticsEvents.createdAt, ago(VIEW_DAYS))).returning({ k: analyticsEvents.id }),
    db.delete(itemViewDays).where(lt(itemViewDays.day, day(ROLLUP_DAYS))).returning({ k: itemViewDays.itemId }),
  ]);
  return counts.reduce((n, rows) => n + rows.length, 0);
}
