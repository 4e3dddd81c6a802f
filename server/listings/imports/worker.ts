import 'server-only';
import { and, asc, eq, inArray, lt, or } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { categoryOf } from '@/lib/posting/categories';
import type { ListingBody } from '@/lib/posting/schemas';
import { getDb, type Db } from '../../platform/db/client';
import { importJobs, importRows, listings, users, type ImportRow, type User } from '../../platform/db/schema';
import { createListing, editListing, type PostResult } from '../posting/service';
import { EXTERNAL_ID } from './columns';

// The import's background half. One pass claims a batch of rows of confirmed jobs
// (FOR UPDATE SKIP LOCKED: servers never take the same row) and posts each through
// the wizard's own create and edit functions, so moderation, the plan allowance,
// freshness and saved-search alerts apply exactly as to a listing typed in.
//
// Crash safety: a claimed row carries the time it was claimed; a row still claimed
// after CLAIM_LEASE_MS (its server died) is claimed again. Every imported listing
// carries the row's external_id, unique per poster, so a row posted just before a
// crash is found and updated on the retry, never posted twice.

export const IMPORT_BATCH = 25;
export const CLAIM_LEASE_MS = 2 * 60_000;

/** Rows without an external_id get one, so even they can be retried without a duplicate. */
export const externalIdOf = (r: Pick<ImportRow, 'externalId' | 'jobId' | 'rowNo'>) => r.externalId ?? `gb-import-${r.jobId}-${r.rowNo}`;

async function claim(db: Db, now: Date): Promise<ImportRow[]> {
  const stale = new Date(now.getTime() - CLAIM_LEASE_MS);
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: importRows.id }).from(importRows)
      .innerJoin(importJobs, eq(importJobs.id, importRows.jobId))
      .where(and(inArray(importJobs.status, ['queued', 'running']),
        or(eq(importRows.state, 'pending'), and(eq(importRows.state, 'claimed'), lt(importRows.claimedAt, stale)))))
      .orderBy(asc(importRows.jobId), asc(importRows.rowNo)).limit(IMPORT_BATCH)
      .for('update', { of: importRows, skipLocked: true });
    if (!rows.length) return [];
    return tx.update(importRows).set({ state: 'claimed', claimedAt: now })
      .where(inArray(importRows.id, rows.map((r) => r.id))).returning();
  });
}

const isUniqueViolation = (e: unknown) => (e as { code?: string; cause?: { code?: string } })?.code === '23505'
  || (e as { cause?: { code?: string } })?.cause?.code === '23505';

/** Posts one row: an update when the poster already has a listing with its external_id. */
async function post(db: Db, row: ImportRow, user: User): Promise<{ res: PostResult; outcome: 'created' | 'updated' }> {
  const c = categoryOf(row.category ?? '')!;
  const body = row.body as ListingBody;
  const externalId = externalIdOf(row);
  const [existing] = await db.select().from(listings)
    .where(and(eq(listings.userId, user.id), eq(listings.externalId, externalId))).limit(1);
  if (existing) {
    const shown = row.externalId ? `${EXTERNAL_ID} "${externalId}"` : 'this row';
    if (existing.status === 'deleted') throw new AppError('conflict', `the listing with ${shown} was deleted; give the row a new ${EXTERNAL_ID} to post it again`);
    if (existing.category !== c.category) {
      throw new AppError('conflict', `${shown} is already a ${categoryOf(existing.category)?.label ?? existing.category} listing; its property type cannot change`);
    }
    return { res: await editListing(c, user, { ...body, property_id: existing.id }), outcome: 'updated' };
  }
  try {
    return { res: await createListing(c, user, body, { externalId }), outcome: 'created' };
  } catch (e) {
    // Posted meanwhile under the same id (a retry racing a slow first try): update it instead.
    if (isUniqueViolation(e)) return post(db, row, user);
    throw e;
  }
}

async function finishJobs(db: Db, jobIds: number[], now: Date) {
  for (const id of new Set(jobIds)) {
    const [left] = await db.select({ id: importRows.id }).from(importRows)
      .where(and(eq(importRows.jobId, id), inArray(importRows.state, ['pending', 'claimed']))).limit(1);
    await db.update(importJobs).set(left ? { status: 'running' } : { status: 'done', finishedAt: now })
      .where(and(eq(importJobs.id, id), inArray(importJobs.status, ['queued', 'running'])));
  }
}

/**
 * One batch pass over every confirmed import: the unit a jobs runner schedules.
 * Returns how many rows it handled (0: nothing to do).
 */
export async function runImportJobs(now = new Date()): Promise<number> {
  const db = await getDb();
  const rows = await claim(db, now);
  const people = new Map<number, User | undefined>();
  const jobOwner = new Map<number, number>();
  for (const row of rows) {
    if (!jobOwner.has(row.jobId)) {
      const [j] = await db.select({ userId: importJobs.userId }).from(importJobs).where(eq(importJobs.id, row.jobId));
      jobOwner.set(row.jobId, j.userId);
    }
    const userId = jobOwner.get(row.jobId)!;
    if (!people.has(userId)) people.set(userId, (await db.select().from(users).where(eq(users.id, userId)))[0]);
    try {
      const { res, outcome } = await post(db, row, people.get(userId)!);
      await db.update(importRows).set({ state: 'done', listingId: res.property_id, outcome, listingStatus: res.status, errors: [] })
        .where(eq(importRows.id, row.id));
    } catch (e) {
      // A rule said no (the allowance, a ban, a deleted listing): reported on the row, the import goes on.
      // Anything else (the database went away) leaves the row claimed: retried after the lease.
      if (!(e instanceof AppError)) {
        console.error('[imports] row', row.id, e instanceof Error ? e.message : e);
        break;
      }
      await db.update(importRows).set({ state: 'failed', errors: [`Row ${row.rowNo}: ${e.message}`] }).where(eq(importRows.id, row.id));
    }
  }
  await finishJobs(db, rows.map((r) => r.jobId), now);
  return rows.length;
}
