import 'server-only';
import type { GrievanceApi } from '@/lib/contract';
import { asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { ACK_WITHIN_HOURS, RESOLVE_WITHIN_DAYS } from '@/lib/grievance/officer';
import type { Locale } from '@/lib/i18n/locales';
import { GRIEVANCE_CATEGORIES, type GrievanceBody, type GrievanceCategory } from '@/lib/grievance/schemas';
import { QUEUE_PAGE_SIZE, queuePaging } from '@/lib/admin/schemas';
import { getDb } from '../../platform/db/client';
import { grievances, users } from '../../platform/db/schema';
import { mailSender } from '../../platform/mail/sender';
import { acknowledgementMail, grievanceLocale, resolutionMail } from './mail-text';

const DAY = 86_400_000;

/** "GB-G-2026-000042": the year it was filed and its number, for mails and phone calls. */
export const ticketOf = (id: number, at: Date) => `GB-G-${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`;

type Row = typeof grievances.$inferSelect;

function toApi(r: Row, now = new Date()): GrievanceApi {
  return {
    id: r.id, ticket: ticketOf(r.id, r.createdAt), name: r.name, email: r.email, phone_number: r.phoneNumber,
    category: r.category, category_label: GRIEVANCE_CATEGORIES[r.category as GrievanceCategory] ?? r.category,
    subject: r.subject, message: r.message, created_at: r.createdAt.toISOString(), due_at: r.dueAt.toISOString(),
    acknowledged_at: r.acknowledgedAt?.toISOString() ?? null, resolved_at: r.resolvedAt?.toISOString() ?? null,
    resolution: r.resolution, overdue: !r.resolvedAt && r.dueAt.getTime() < now.getTime(),
  };
}
export type { GrievanceApi };
/** The same shape for "download my data" (server/trust/privacy/my-data.ts). */
export const grievanceToApi = toApi;

/**
 * Files a complaint and acknowledges it by e-mail at once (the rules allow 48 hours), in the
 * language of the page it was filed from, which the ticket keeps for the reply.
 * A mail that fails leaves acknowledged_at empty: the desk shows it, and the
 * complainant already has the ticket number on screen.
 */
export async function fileGrievance(b: GrievanceBody, userId: number | null, locale: Locale = 'en') {
  const db = await getDb();
  const now = new Date();
  const [row] = await db.insert(grievances).values({
    userId, name: b.name, email: b.email.toLowerCase(), phoneNumber: b.phone_number || null, category: b.category,
    subject: b.subject, message: b.message, createdAt: now, dueAt: new Date(now.getTime() + RESOLVE_WITHIN_DAYS * DAY), locale,
  }).returning();
  const ticket = ticketOf(row.id, row.createdAt);
  try {
    await mailSender().send({ to: row.email, ...acknowledgementMail(row, ticket, locale) });
    await db.update(grievances).set({ acknowledgedAt: new Date() }).where(eq(grievances.id, row.id));
    row.acknowledgedAt = new Date();
  } catch (e) {
    console.error(JSON.stringify({ event: 'grievance_ack_failed', id: row.id, error: (e as Error).message }));
  }
  return toApi(row);
}

/** The desk's queue: open tickets by deadline (overdue first), a page at a time, then the latest resolved. */
export async function grievanceQueue(page = 1) {
  const db = await getDb();
  const open = await db.select().from(grievances).where(isNull(grievances.resolvedAt))
    .orderBy(asc(grievances.dueAt), asc(grievances.id)).limit(QUEUE_PAGE_SIZE).offset((page - 1) * QUEUE_PAGE_SIZE);
  const resolved = await db.select().from(grievances).where(isNotNull(grievances.resolvedAt))
    .orderBy(desc(grievances.resolvedAt)).limit(20);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(grievances).where(isNull(grievances.resolvedAt));
  const now = new Date();
  return { open: open.map((r) => toApi(r, now)), open_total: n, resolved: resolved.map((r) => toApi(r, now)),
    ack_within_hours: ACK_WITHIN_HOURS, ...queuePaging(page, n) };
}

/** Closes a ticket with the reply the complainant gets by e-mail; a second close is refused, not repeated. */
export async function resolveGrievance(adminId: number, id: number, reply: string) {
  const db = await getDb();
  const [row] = await db.update(grievances).set({ resolvedAt: new Date(), resolvedBy: adminId, resolution: reply })
    .where(sql`${grievances.id} = ${id} AND ${grievances.resolvedAt} IS NULL`).returning();
  if (!row) {
    const [exists] = await db.select({ id: grievances.id }).from(grievances).where(eq(grievances.id, id));
    throw exists ? new AppError('conflict', 'This complaint is already resolved') : new AppError('not_found', 'Complaint not found');
  }
  const ticket = ticketOf(row.id, row.createdAt);
  const [profile] = row.userId && !row.locale
    ? await db.select({ locale: users.locale }).from(users).where(eq(users.id, row.userId)) : [];
  await mailSender().send({ to: row.email, ...resolutionMail(row, ticket, reply, grievanceLocale(row.locale, profile?.locale)) })
    .catch((e) => console.error(JSON.stringify({ event: 'grievance_reply_failed', id, error: (e as Error).message })));
  return toApi(row);
}
