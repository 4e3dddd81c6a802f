import 'server-only';
import { and, count, eq, gte, sum } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { getDb } from '../../platform/db/client';
import { capKey, withCap } from '../../platform/db/cap';
import { uploadUsage } from '../../platform/db/schema';
import { DAY_MS, istDayStart } from '@/lib/ist';
import { intSetting } from '@/lib/env/schema';

// Daily upload quota per user, for every path that stores a user's file
// (profile picture, logo, documents, listing photos). Without it one account
// stored 210 MB in 85 s. The day is the Indian calendar day (IST, UTC+5:30),
// the boundary the rest of the product uses, so "try again tomorrow" is true
// at midnight in India. Defaults fit a busy agent: 20 photos for each of 10
// listings a day is 200 files; 500 MB covers them even uncompressed.

export function uploadQuota() {
  return {
    files: intSetting('UPLOAD_QUOTA_FILES_PER_DAY', 200),
    bytes: intSetting('UPLOAD_QUOTA_BYTES_PER_DAY', 500 * 1024 * 1024),
  };
}

/** Start of the current Indian day, and seconds until the next one. */
export function indianDay(now = Date.now()): { start: Date; secondsLeft: number } {
  const startMs = istDayStart(now).getTime();
  return { start: new Date(startMs), secondsLeft: Math.max(1, Math.ceil((startMs + DAY_MS - now) / 1000)) };
}

const mb = (b: number) => `${Math.round(b / (1024 * 1024))} MB`;

/**
 * Checks that `userId` may store one more file of `bytes` today and, if so,
 * reserves it (records the usage) in the same transaction, under the user's
 * upload lock (server/platform/db/cap.ts) so parallel uploads cannot all slip under the cap. Over quota: 429 with
 * Retry-After (seconds to midnight IST) and a message saying which limit.
 * Call it after the file passed its own checks (type, size) and before storing it.
 */
export async function assertUploadQuota(userId: number, bytes: number): Promise<void> {
  const limit = uploadQuota();
  const { start, secondsLeft } = indianDay();
  const db = await getDb();
  await withCap(db, capKey('uploads', userId), async (tx) => {
    const [used] = await tx.select({ n: count(), b: sum(uploadUsage.bytes) }).from(uploadUsage)
      .where(and(eq(uploadUsage.userId, userId), gte(uploadUsage.createdAt, start)));
    const files = Number(used?.n ?? 0);
    const total = Number(used?.b ?? 0);
    const data = { retry_after: secondsLeft, files_today: files, bytes_today: total, ...limit };
    if (files + 1 > limit.files) {
      throw new AppError('rate_limited',
        `Upload limit reached: ${limit.files} files a day. Please try again tomorrow.`, data);
    }
    if (total + bytes > limit.bytes) {
      throw new AppError('rate_limited',
        `Upload limit reached: ${mb(limit.bytes)} a day (${mb(total)} used today). Please try again tomorrow.`, data);
    }
    await tx.insert(uploadUsage).values({ userId, bytes });
  });
}
