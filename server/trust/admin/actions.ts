import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import type { DetailKind } from '@/lib/detail-url';
import { getDb, type Db } from '../../platform/db/client';
import { adminAudit, reports, reviews, users } from '../../platform/db/schema';
import { ITEM_TABLES } from '../../platform/items/tables';
import { freshUntil } from '../../listings';
import { recordAlertEvent } from '../../platform/items/alert-events';
import { changingSearch } from '../../platform/cache/changed';
import { forgetBannedPhone, keepBannedPhone } from '../../accounts';

// The desk's actions. Each one changes its rows and writes its audit line in
// one transaction: no action without its record, no record without the action.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function audit(tx: Tx, adminId: number, action: string, targetKind: string, targetId: number, reason?: string | null) {
  await tx.insert(adminAudit).values({ adminId, action, targetKind, targetId, reason: reason ?? null });
}

async function resolveReports(tx: Tx, targetKind: string, targetId: number) {
  await tx.update(reports).set({ resolvedAt: new Date() })
    .where(and(eq(reports.targetKind, targetKind), eq(reports.targetId, targetId), isNull(reports.resolvedAt)));
}

async function itemRow(tx: Tx, kind: DetailKind, id: number) {
  const t = ITEM_TABLES[kind];
  const [row] = await tx.select({ id: t.id, status: t.status, userId: t.userId }).from(t).where(eq(t.id, id)).for('update');
  if (!row || row.status === 'deleted') throw new AppError('not_found', 'Item not found');
  return row;
}

/**
 * Pending -> live: 60 fresh days from now, reasons cleared, saved-search alerts queued in the same
 * transaction. The optional note (why it passed despite its hold reasons) goes to the audit log only.
 */
export async function approve(adminId: number, kind: DetailKind, id: number, note?: string | null) {
  const db = await getDb();
  return changingSearch(db.transaction(async (tx) => {
    const row = await itemRow(tx, kind, id);
    if (row.status !== 'pending') throw new AppError('conflict', `Only a pending item can be approved (this one is ${row.status})`);
    const t = ITEM_TABLES[kind];
    const now = new Date();
    await tx.update(t).set({ status: 'approved', moderationReasons: [], adminNote: null, confirmedAt: now,
      expiresAt: freshUntil(now), updatedAt: now, ...(kind === 'property' ? { approvedAt: now } : {}) }).where(eq(t.id, id));
    await recordAlertEvent(tx, kind, id);
    await audit(tx, adminId, 'approve', kind, id, note || null);
    return { kind, id, status: 'approved', note: note || null };
  }));
}

/** Pending -> rejected (or live -> rejected: take down), with the reason the poster sees in My Properties. */
export async function reject(adminId: number, kind: DetailKind, id: number, reason: string, action: 'reject' | 'take_down') {
  const db = await getDb();
  return changingSearch(db.transaction(async (tx) => {
    const row = await itemRow(tx, kind, id);
    if (action === 'reject' && row.status !== 'pending') throw new AppError('conflict', `Only a pending item can be rejected (this one is ${row.status}); take it down instead`);
    if (action === 'take_down' && row.status === 'rejected') throw new AppError('conflict', 'This item is already down');
    const t = ITEM_TABLES[kind];
    await tx.update(t).set({ status: 'rejected', adminNote: reason, updatedAt: new Date() }).where(eq(t.id, id));
    await resolveReports(tx, kind, id);
    await audit(tx, adminId, action, kind, id, reason);
    return { kind, id, status: 'rejected', reason };
  }));
}

/** Bans a user: their live and pending listings, PGs and projects leave search; their reports are closed. */
export async function ban(adminId: number, userId: number, reason: string) {
  const db = await getDb();
  return changingSearch(db.transaction(async (tx) => {
    const [u] = await tx.select({ id: users.id, bannedAt: users.bannedAt, countryCode: users.countryCode, phoneNumber: users.phoneNumber })
      .from(users).where(eq(users.id, userId)).for('update');
    if (!u) throw new AppError('not_found', 'User not found');
    if (u.id === adminId) throw new AppError('forbidden', 'You cannot ban yourself');
    if (u.bannedAt) throw new AppError('conflict', 'This user is already banned');
    const now = new Date();
    await tx.update(users).set({ bannedAt: now, bannedReason: reason, updatedAt: now }).where(eq(users.id, userId));
    // The number stays banned after the account is erased (server/accounts/auth/banned-phones.ts).
    await keepBannedPhone(tx, u, reason);
    let removed = 0;
    for (const t of Object.values(ITEM_TABLES)) {
      const r = await tx.update(t).set({ status: 'rejected', adminNote: `Account suspended: ${reason}`, updatedAt: now })
        .where(and(eq(t.userId, userId), inArray(t.status, ['approved', 'pending', 'expired']))).returning({ id: t.id });
      removed += r.length;
    }
    await resolveReports(tx, 'user', userId);
    await audit(tx, adminId, 'ban', 'user', userId, reason);
    return { user_id: userId, banned: true, items_removed: removed };
  }));
}

/**
 * Lifts a ban: the account may post again, and its number (kept as a keyed hash) is forgotten, so a
 * new account of that number starts unbanned. Items the ban took down stay down: the poster edits
 * or posts them again, and they pass moderation as any other.
 */
export async function liftBan(adminId: number, userId: number, note?: string | null) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [u] = await tx.select({ id: users.id, bannedAt: users.bannedAt, countryCode: users.countryCode, phoneNumber: users.phoneNumber })
      .from(users).where(eq(users.id, userId)).for('update');
    if (!u) throw new AppError('not_found', 'User not found');
    const forgotten = await forgetBannedPhone(tx, u);
    if (!u.bannedAt && !forgotten) throw new AppError('conflict', 'This user is not banned');
    await tx.update(users).set({ bannedAt: null, bannedReason: null, updatedAt: new Date() }).where(eq(users.id, userId));
    await audit(tx, adminId, 'lift_ban', 'user', userId, note || null);
    return { user_id: userId, banned: false, number_forgotten: forgotten > 0 };
  });
}

export async function dismissReports(adminId: number, targetKind: string, targetId: number, reason?: string | null) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await resolveReports(tx, targetKind, targetId);
    await audit(tx, adminId, 'dismiss_reports', targetKind, targetId, reason);
    return { target_type: targetKind, target_id: targetId, dismissed: true };
  });
}

export async function hideReview(adminId: number, reviewId: number, reason: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [r] = await tx.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, reviewId)).returning({ id: reviews.id });
    if (!r) throw new AppError('not_found', 'Review not found');
    await resolveReports(tx, 'review', reviewId);
    await audit(tx, adminId, 'hide_review', 'review', reviewId, reason);
    return { review_id: reviewId, hidden: true };
  });
}
