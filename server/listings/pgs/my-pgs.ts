import 'server-only';
import type { AllStatistics, MyPage, MyPgItem, PgStatistics } from '@/lib/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '../../platform/db/client';
import { listingImages, pgRooms } from '../../platform/db/schema';
import { countsFor, MY_STATUS, viewsPerDay, type MyStatus } from '../posting/my-properties';
import { myItemPage, myItemStatistics } from '../posting/my-items';
import { ownPg, pgUrl, roomsOf } from './service';
import { toPgBody } from './rows';
import { shownStatus } from '../../platform/items/live';

// My PGs: the My Properties shape (status with reasons, cover, cheapest rent,
// views, saves, leads, 30-day views) for the caller's PGs in every state.

export async function myPgList(userId: number, o: { page_no?: number; status?: MyStatus }): Promise<MyPage<MyPgItem>> {
  const db = await getDb();
  const { rows: found, page, total, totalNoOfPages } = await myItemPage(db, 'pg', userId, o);
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
    page, total, totalNoOfPages,
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
export async function myPgStatistics(userId: number, pgId?: number): Promise<PgStatistics | AllStatistics<'pgs', 'pg_id'>> {
  const db = await getDb();
  if (pgId) {
    const row = await ownPg(db, userId, pgId);
    const [days, { saves, leads }] = await Promise.all([viewsPerDay(db, [row.id], 'pg'), countsFor(db, [row.id], 'pg')]);
    return { pg_id: row.id, title: row.name, days, views_30_days: days.reduce((s, d) => s + d.views, 0),
      views: row.viewCount, saves: saves.get(row.id) ?? 0, leads: leads.get(row.id) ?? 0 };
  }
  const { days, views_30_days, items } = await myItemStatistics(db, 'pg', userId);
  return { days, views_30_days, pgs: items.map(({ id, ...m }) => ({ pg_id: id, ...m })) };
}
