import 'server-only';
import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { itemViewDays } from '../../platform/db/schema';
import { itemRowsOf, itemTable } from '../../platform/items/tables';
import { hasStatus, shownStatus } from '../../platform/items/live';
import { lastDays, MY_PER_PAGE, MY_STATUS, viewsPerDay, type MyStatus } from './my-properties';

// My PGs and My Projects are the My Properties page over another table: the same
// paging, status filter and 30-day statistics. Each keeps only its own row shape.

type Kind = 'pg' | 'project';
// pgs and projects share every column read here (name, status, view_count):
// addressed through one table shape, rows typed back by kind.
const DB_STATUS = Object.fromEntries(Object.entries(MY_STATUS).map(([k, v]) => [v, k])) as Record<MyStatus, 'approved'>;

/** One page of the caller's items of a kind, newest change first, optionally of one status. */
export async function myItemPage<K extends Kind>(db: Db, kind: K, userId: number, o: { page_no?: number; status?: MyStatus }) {
  const t = itemTable(kind);
  const page = Math.max(1, Math.floor(o.page_no ?? 1) || 1);
  const where: SQL = and(eq(t.userId, userId), o.status ? hasStatus(t, DB_STATUS[o.status]) : undefined)!;
  const [[{ total }], found] = await Promise.all([
    db.select({ total: count() }).from(t).where(where),
    db.select().from(t).where(where).orderBy(desc(t.updatedAt), desc(t.id)).limit(MY_PER_PAGE).offset((page - 1) * MY_PER_PAGE),
  ]);
  const n = Number(total);
  return { rows: itemRowsOf(kind, found), page, total: n, totalNoOfPages: Math.ceil(n / MY_PER_PAGE) };
}

/** Views per day over 30 days for all the caller's items of a kind, and each item's 30-day total. */
export async function myItemStatistics(db: Db, kind: Kind, userId: number) {
  const t = itemTable(kind);
  const mine = await db.select({ id: t.id, title: t.name, status: t.status, expiresAt: t.expiresAt, views: t.viewCount })
    .from(t).where(and(eq(t.userId, userId), sql`${t.status} <> 'deleted'`));
  const ids = mine.map((m) => m.id);
  const days = await viewsPerDay(db, ids, kind);
  const per = ids.length ? await db.select({ id: itemViewDays.itemId, n: sql<number>`sum(${itemViewDays.views})::int` })
    .from(itemViewDays).where(and(eq(itemViewDays.kind, kind), inArray(itemViewDays.itemId, ids), gte(itemViewDays.day, lastDays()[0])))
    .groupBy(itemViewDays.itemId) : [];
  const byId = new Map(per.map((p) => [p.id, Number(p.n)]));
  return {
    days, views_30_days: days.reduce((s, d) => s + d.views, 0),
    items: mine.map((m) => ({ id: m.id, title: m.title, status: MY_STATUS[shownStatus(m)], views: m.views, views_30_days: byId.get(m.id) ?? 0 })),
  };
}
