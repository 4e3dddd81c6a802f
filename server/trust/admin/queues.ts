import 'server-only';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DetailKind } from '@/lib/detail-url';
import { reasonLabel } from '@/lib/trust/reasons';
import { QUEUE_PAGE_SIZE, queuePaging } from '@/lib/admin/schemas';
import { getDb } from '../../platform/db/client';
import { adminAudit, reports, reviews, users } from '../../platform/db/schema';
import { cardsFor } from '../../catalog';

// The desk's report queues and its audit log (read side); the held items are in pending.ts.

const ITEM_KINDS = ['property', 'pg', 'project', 'user'];

/** Open reports grouped by item (listing, PG, project, profile), most reported first: one page of them. */
export async function reportQueue(kinds = ITEM_KINDS, page = 1) {
  return (await reportQueuePage(kinds, page)).items;
}

/** A page of the report groups and how many there are in all (the desk pages through them). */
export async function reportQueuePage(kinds = ITEM_KINDS, page = 1) {
  const db = await getDb();
  const open = and(isNull(reports.resolvedAt), inArray(reports.targetKind, kinds));
  const [{ n }] = await db.select({ n: sql<number>`count(distinct (${reports.targetKind}, ${reports.targetId}))::int` })
    .from(reports).where(open);
  const groups = await db.select({
    kind: reports.targetKind, id: reports.targetId, n: sql<number>`count(*)::int`,
    reasons: sql<string[]>`array_agg(${reports.reason} order by ${reports.id})`,
    details: sql<(string | null)[]>`array_agg(${reports.details} order by ${reports.id})`,
    last: sql<string>`max(${reports.createdAt})`,
  }).from(reports).where(open)
    .groupBy(reports.targetKind, reports.targetId)
    // Ties broken by the item, so no group shows on two pages or on none.
    .orderBy(desc(sql`count(*)`), desc(sql`max(${reports.createdAt})`), reports.targetKind, reports.targetId)
    .limit(QUEUE_PAGE_SIZE).offset((page - 1) * QUEUE_PAGE_SIZE);
  const itemRefs = groups.filter((g) => ['property', 'pg', 'project'].includes(g.kind)).map((g) => ({ kind: g.kind as DetailKind, id: g.id }));
  const cards = await cardsFor(db, itemRefs, true);
  const cardOf = new Map(cards.map((c) => [`${c.kind}:${c.id}`, c]));
  const userIds = groups.filter((g) => g.kind === 'user').map((g) => g.id);
  const people = userIds.length ? await db.select({ id: users.id, name: users.name, role: users.roleType, banned: users.bannedAt })
    .from(users).where(inArray(users.id, userIds)) : [];
  const personOf = new Map(people.map((p) => [p.id, p]));
  const items = groups.map((g) => ({
    target_type: g.kind, target_id: g.id, count: g.n, last_at: new Date(g.last).toISOString(),
    reasons: g.reasons.map((r, i) => ({ reason: r, label: reasonLabel(r), details: g.details[i] })),
    item: g.kind === 'user' || g.kind === 'review' ? null : cardOf.get(`${g.kind}:${g.id}`) ?? null,
    user: g.kind === 'user' ? (() => { const p = personOf.get(g.id); return p ? { id: p.id, name: p.name, role_type: p.role, banned: !!p.banned } : null; })() : null,
  }));
  return { items, ...queuePaging(page, n) };
}

/** Reviews reported as abusive, with their text: one page of them. */
export async function abusiveReviewQueue(page = 1) {
  return (await abusiveReviewPage(page)).items;
}

export async function abusiveReviewPage(page = 1) {
  const db = await getDb();
  const { items: groups, ...paging } = await reportQueuePage(['review'], page);
  if (!groups.length) return { items: [], ...paging };
  const rows = await db.select().from(reviews).where(inArray(reviews.id, groups.map((g) => g.target_id)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = groups.map((g) => {
    const r = byId.get(g.target_id);
    return { review_id: g.target_id, count: g.count, details: g.reasons.map((x) => x.details).filter(Boolean),
      review: r ? { rating: r.rating, review: r.review, target_type: r.targetKind, target_id: r.targetId, reviewer_id: r.reviewerId, hidden: !!r.hiddenAt } : null };
  });
  return { items, ...paging };
}

export async function auditLog(limit = 100) {
  const db = await getDb();
  const rows = await db.select({ a: adminAudit, name: users.name, phone: users.phoneNumber }).from(adminAudit)
    .innerJoin(users, eq(users.id, adminAudit.adminId)).orderBy(desc(adminAudit.id)).limit(limit);
  return rows.map(({ a, name, phone }) => ({
    id: a.id, admin_id: a.adminId, admin_name: name ?? phone, action: a.action, target_type: a.targetKind,
    target_id: a.targetId, reason: a.reason, created_at: a.createdAt.toISOString(),
  }));
}
