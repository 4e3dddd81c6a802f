import 'server-only';
import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../db/client';
import { itemViewDays, listingImages, pgRooms, pgs } from '../db/schema';
import { countsFor, lastDays, MY_PER_PAGE, MY_STATUS, viewsPerDay, type MyStatus } from '../posting/my-properties';
import { ownPg, pgUrl, roomsOf } from './service';
import { toPgBody } from './rows';
import { hasStatus, shownStatus } from '../items/live';

// My PGs: the My Properties shape (status with reasons, cover, cheapest rent,
// views, saves, leads, 30-day views) for the caller's PGs in every state.

const DB_STATUS = Object.fromEntries(Object.entries(MY_STATUS).map(([k, v]) => [v, k])) as Record<MyStatus, 'approved'>;

export async function myPgList(userId: number, o: { page_no?: number; status?: MyStatus }) {
  const db = await getDb();
  const page = Math.max(1, Math.floor(o.page_no ?? 1) || 1);
  const where: SQL = and(eq(pgs.userId, userId), o.status ? hasStatus(pgs, DB_STATUS[o.status]) : undefined)!;
  const [[{ total }], found] = await Promise.all([
    db.select({ total: count() }).from(pgs).where(where),
    db.select().from(pgs).where(where).orderBy(desc(pgs.updatedAt), desc(pgs.id)).limit(MY_PER_PAGE).offset((page - 1) * MY_PER_PAGE),
  ]);
  const ids = found.map((r) => r.id);
  const [{ saves, leads, covers }, rooms] = await Promise.all([
    countsFor(db, ids, 'pg'),
    ids.length ? db.select().from(pgRooms).where(inArray(pgRooms.pgId, ids)).orderBy(asc(pgRooms.rent)) : Promise.resolve([]),
  ]);
  return {
    data: found.map((r) => ({
      id: r.id, pg_id: r.id, kind: 'pg' as const, title: r.name, gender: r.gender, locality: r.locality, city: r.city,
      status: MY_STATUS[shownStatus(r)], reasons: r.moderationReasons, cover: covers.get(r.id) ?? null,
      price: r.minRent,
      rooms: rooms.filter((x) => x.pgId === r.id).map((x) => ({ room_type: x.roomType, rent: x.rent, deposit: x.deposit })),
      views: r.viewCount, saves: saves.get(r.id) ?? 0, leads: leads.get(r.id) ?? 0,
      posted_at: r.createdAt.toISOString(),
      confirmed_at: (r.confirmedAt ?? r.approvedAt ?? r.createdAt).toISOString(),
      expires_at: r.expiresAt?.toISOString() ?? null,
      detail_url: pgUrl(r),
    })),
    page, total: Number(total), totalNoOfPages: Math.ceil(Number(total) / MY_PER_PAGE),
  };
}

export async function myPgFindOne(userId: number, id: number) {
  const db = await getDb();
  const row = await ownPg(db, userId, id);
  const [rooms, photos] = await Promise.all([
    roomsOf(db, id),
    db.select({ id: listingImages.photoId, url: listingImages.url }).from(listingImages)
      .where(and(eq(listingImages.kind, 'pg'), eq(listingImages.itemId, id))).orderBy(asc(listingImages.sortOrder), asc(listingImages.id)),
  ]);
  return { ...toPgBody(row, rooms, photos), status: MY_STATUS[row.status], reasons: row.moderationReasons,
    confirmed_at: (row.confirmedAt ?? row.approvedAt ?? row.createdAt).toISOString(), detail_url: pgUrl(row) };
}

/** Views per day for 30 days: one PG (pg_id), or all the caller's PGs with each one's 30-day total. */
export async function myPgStatistics(userId: number, pgId?: number) {
  const db = await getDb();
  if (pgId) {
    const row = await ownPg(db, userId, pgId);
    const [days, { saves, leads }] = await Promise.all([viewsPerDay(db, [row.id], 'pg'), countsFor(db, [row.id], 'pg')]);
    return { pg_id: row.id, title: row.name, days, views_30_days: days.reduce((s, d) => s + d.views, 0),
      views: row.viewCount, saves: saves.get(row.id) ?? 0, leads: leads.get(row.id) ?? 0 };
  }
  const mine = await db.select({ id: pgs.id, title: pgs.name, status: pgs.status, views: pgs.viewCount })
    .from(pgs).where(and(eq(pgs.userId, userId), sql`${pgs.status} <> 'deleted'`));
  const ids = mine.map((m) => m.id);
  const days = await viewsPerDay(db, ids, 'pg');
  const first = lastDays()[0];
  const per = ids.length ? await db.select({ id: itemViewDays.itemId, n: sql<number>`sum(${itemViewDays.views})::int` })
    .from(itemViewDays).where(and(eq(itemViewDays.kind, 'pg'), inArray(itemViewDays.itemId, ids), gte(itemViewDays.day, first)))
    .groupBy(itemViewDays.itemId) : [];
  const byId = new Map(per.map((p) => [p.id, Number(p.n)]));
  return {
    days, views_30_days: days.reduce((s, d) => s + d.views, 0),
    pgs: mine.map((m) => ({ pg_id: m.id, title: m.title, status: MY_STATUS[m.status], views: m.views, views_30_days: byId.get(m.id) ?? 0 })),
  };
}
