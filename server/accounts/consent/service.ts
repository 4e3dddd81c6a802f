import 'server-only';
import type { ConsentApi } from '@/lib/contract';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { NOTICE_VERSION, PURPOSE_LABELS, type Purpose } from '@/lib/consent/purposes';
import { getDb, type Db } from '../../platform/db/client';
import { consents, newsletterSubscribers, notificationSettings, users } from '../../platform/db/schema';
import { ownRow } from '../../platform/http/authorize';

export type Tx = Pick<Db, 'insert' | 'select' | 'update' | 'delete'>;
export type LeadRef = { leadType: 'callback' | 'enquiry'; leadId: number; posterId: number };
type Row = typeof consents.$inferSelect;

/**
 * Records a consent (idempotent: a live one for the same purpose and lead is kept, not doubled,
 * thanks to consents_live_uq). `channel` says how it was given: login_dialog, save_search, lead_form ...
 */
export async function giveConsent(db: Tx, userId: number, purpose: Purpose, channel: string, lead?: LeadRef): Promise<void> {
  await db.insert(consents).values({
    userId, purpose, channel, noticeVersion: NOTICE_VERSION,
    leadType: lead?.leadType ?? null, leadId: lead?.leadId ?? null, posterId: lead?.posterId ?? null,
  }).onConflictDoNothing();
  // The settings switch of a channel is on exactly while its consent is live (saving an alert turns it on).
  if (!lead) await setSwitch(db, userId, purpose, true);
}

// The settings switches that stand for a consent; they start off (the columns' default).
const SWITCH_OF: Partial<Record<Purpose, 'smsAlerts' | 'emailAlerts' | 'newsletter'>> = {
  alerts_sms: 'smsAlerts', alerts_email: 'emailAlerts', newsletter: 'newsletter',
};

async function setSwitch(tx: Tx, userId: number, purpose: Purpose, on: boolean) {
  const col = SWITCH_OF[purpose];
  if (!col) return;
  const flag = { [col]: on, updatedAt: new Date() };
  await tx.insert(notificationSettings).values({ userId, ...flag })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: flag });
}

export function toApiConsent(r: Row): ConsentApi {
  return {
    id: r.id, purpose: r.purpose, label: PURPOSE_LABELS[r.purpose as Purpose] ?? r.purpose,
    notice_version: r.noticeVersion, channel: r.channel, given_at: r.givenAt.toISOString(),
    withdrawn_at: r.withdrawnAt?.toISOString() ?? null,
    lead: r.leadType ? { lead_type: r.leadType, lead_id: r.leadId, poster_id: r.posterId } : null,
  };
}
export type ApiConsent = ConsentApi;

/** Every consent the user gave, live ones first, newest first (the settings page and "download my data"). */
export async function consentsOf(userId: number, db?: Db): Promise<ApiConsent[]> {
  const d = db ?? await getDb();
  const rows = await d.select().from(consents).where(eq(consents.userId, userId))
    .orderBy(sql`${consents.withdrawnAt} is not null`, desc(consents.givenAt), desc(consents.id));
  return rows.map(toApiConsent);
}

/**
 * Withdraws one consent, and stops its processing in the same transaction (DPDP s.6(4)):
 * alerts on that channel stop (the worker checks consentBlocks), the newsletter address is
 * removed, a lead's number is hidden from its poster (hiddenLeadIds). The account consent is
 * withdrawn by deleting the account, which the settings page offers beside it.
 */
export async function withdrawConsent(userId: number, consentId: number) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [mine] = await tx.select().from(consents).where(eq(consents.id, consentId)).for('update').limit(1);
    const row = ownRow(userId, 'consent', mine);
    if (row.withdrawnAt) throw new AppError('conflict', `This consent was already withdrawn on ${row.withdrawnAt.toISOString().slice(0, 10)}`);
    if (row.purpose === 'account') {
      throw new AppError('bad_request', 'The account consent ends when you delete your account (Delete my account, below)');
    }
    const [saved] = await tx.update(consents).set({ withdrawnAt: new Date() }).where(eq(consents.id, row.id)).returning();
    await stopProcessing(tx, userId, row.purpose as Purpose);
    return toApiConsent(saved);
  });
}

/** The side effects of a withdrawal that are not read from the consents table itself. */
async function stopProcessing(tx: Tx, userId: number, purpose: Purpose) {
  // The settings switches show the same state as the consent list.
  await setSwitch(tx, userId, purpose, false);
  if (purpose === 'newsletter') {
    const [u] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (u?.email) await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, u.email.toLowerCase()));
  }
}

/**
 * Withdraws the live consent for a purpose, if any (the unsubscribe link, a settings switch turned
 * off). True when one was live. `tx`: within the caller's transaction; otherwise its own.
 */
export async function withdrawPurpose(userId: number, purpose: Purpose, tx?: Tx): Promise<boolean> {
  const run = async (t: Tx) => {
    const done = await t.update(consents).set({ withdrawnAt: new Date() })
      .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose), isNull(consents.withdrawnAt), isNull(consents.leadId)))
      .returning({ id: consents.id });
    await stopProcessing(t, userId, purpose);
    return done.length > 0;
  };
  return tx ? run(tx) : (await getDb()).transaction(run);
}

/**
 * SQL true when the user withdrew this alert channel and has not given it again: the alert
 * worker drops such deliveries. Users who never gave or withdrew (alerts saved before consent
 * records existed) keep their alerts: saving the alert was their request.
 */
export function consentBlocks(userId: unknown, purpose: unknown) {
  return sql<boolean>`(exists (select 1 from consents w where w.user_id = ${userId} and w.purpose = ${purpose}
    and w.lead_id is null and w.withdrawn_at is not null)
    and not exists (select 1 from consents l where l.user_id = ${userId} and l.purpose = ${purpose}
    and l.lead_id is null and l.withdrawn_at is null))`;
}

/** Of these leads, the ones whose sender withdrew "share my number": their poster no longer sees it. */
export async function hiddenLeadIds(db: Pick<Db, 'select'>, leadType: 'callback' | 'enquiry', ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: consents.leadId }).from(consents).where(and(
    eq(consents.purpose, 'lead_share'), eq(consents.leadType, leadType), inArray(consents.leadId, ids),
    isNotNull(consents.withdrawnAt)));
  return new Set(rows.map((r) => r.id!));
}
