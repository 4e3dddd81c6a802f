import 'server-only';
import type { ItemReported, ReportApi } from '@/lib/contract';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { SOLD_REPORTS_TO_HIDE } from '@/lib/trust/reasons';
import { getDb } from '../../platform/db/client';
import { capKey, withCap } from '../../platform/db/cap';
import type { Exec } from '../../platform/db/types';
import { listings, pgs, reports, reviews, users } from '../../platform/db/schema';
import { kindOf } from '../bookmarks/items';
import { ITEM_TABLES } from '../../platform/items/tables';
import { searchChanged } from '../../platform/cache/changed';

// Reports of a listing/PG/project, a profile or a review. One per user per
// target (reports_once_uq: a racing double submit inserts nothing).
// Five independent "already sold/let" reports since the poster last confirmed
// a listing or PG take it out of search (status expired, the freshness rule of
// server/listings/posting/freshness.ts): the poster sees why in My Properties and brings
// it back with "Still available" (confirm-available), which resets the count.
// The report is recorded and counted under the item's lock (server/platform/db/cap.ts),
// so the fifth of five parallel reports always sees the other four.

export const SOLD_NOTE = 'Several buyers reported this as already sold or let. Confirm it is still available to bring it back to search.';

export type ReportInput = { reason: string; details?: string | null };

async function insertReport(db: Exec, reporterId: number, targetKind: string, targetId: number, input: ReportInput, noun: string): Promise<ReportApi> {
  const [row] = await db.insert(reports).values({
    reporterId, targetKind, targetId, reason: input.reason, details: input.details || null,
  }).onConflictDoNothing().returning();
  if (!row) throw new AppError('conflict', `You have already reported this ${noun}`);
  return { id: row.id, target_type: targetKind, target_id: targetId, reason: row.reason, created_at: row.createdAt.toISOString() };
}

/** Hides a listing or PG after enough sold/let reports made since its poster last confirmed it. */
async function hideIfSold(db: Exec, kind: 'property' | 'pg', id: number) {
  const t = kind === 'property' ? listings : pgs;
  const [item] = await db.select({ status: t.status, confirmedAt: t.confirmedAt, createdAt: t.createdAt }).from(t).where(eq(t.id, id));
  if (!item || item.status !== 'approved') return false;
  const since = item.confirmedAt ?? item.createdAt;
  const [{ n }] = await db.select({ n: count() }).from(reports).where(and(
    eq(reports.targetKind, kind), eq(reports.targetId, id), eq(reports.reason, 'already_sold'), gt(reports.createdAt, since)));
  if (n < SOLD_REPORTS_TO_HIDE) return false;
  await db.update(t).set({ status: 'expired', adminNote: SOLD_NOTE, updatedAt: new Date() })
    .where(and(eq(t.id, id), eq(t.status, 'approved')));
  return true;
}

export async function reportItem(reporterId: number, propertyType: string, id: number, input: ReportInput): Promise<ItemReported> {
  const db = await getDb();
  const kind = kindOf(propertyType);
  if (!kind) throw new AppError('validation', 'property_type must be residential, commercial, agriculture, pg or project', { field: 'property_type' });
  const t = ITEM_TABLES[kind];
  const [item] = await db.select({ ownerId: t.userId, status: t.status }).from(t).where(eq(t.id, id));
  if (!item || item.status === 'deleted') throw new AppError('not_found', 'Property not found');
  if (item.ownerId === reporterId) throw new AppError('forbidden', 'You cannot report your own property');
  const { out, hidden } = await withCap(db, capKey('reports', kind, id), async (tx) => {
    const saved = await insertReport(tx, reporterId, kind, id, input, 'property');
    return { out: saved, hidden: input.reason === 'already_sold' && kind !== 'project' ? await hideIfSold(tx, kind, id) : false };
  });
  if (hidden) searchChanged();
  return { ...out, hidden_from_search: hidden };
}

export async function reportUser(reporterId: number, userId: number, input: ReportInput) {
  const db = await getDb();
  if (userId === reporterId) throw new AppError('forbidden', 'You cannot report yourself');
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!u) throw new AppError('not_found', 'User not found');
  return insertReport(db, reporterId, 'user', userId, input, 'profile');
}

export async function reportReview(reporterId: number, reviewId: number, details?: string | null) {
  const db = await getDb();
  const [r] = await db.select({ id: reviews.id, reviewerId: reviews.reviewerId }).from(reviews)
    .where(and(eq(reviews.id, reviewId), sql`${reviews.hiddenAt} is null`));
  if (!r) throw new AppError('not_found', 'Review not found');
  if (r.reviewerId === reporterId) throw new AppError('forbidden', 'You cannot report your own review');
  return insertReport(db, reporterId, 'review', reviewId, { reason: 'abusive', details }, 'review');
}
