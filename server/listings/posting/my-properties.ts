import 'server-only';
import type { AllStatistics, DayViews, MyPage, MyPropertyItem, PropertyStatistics } from '@/lib/contract';
import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { detailUrl } from '@/lib/detail-url';
import { categoryOf, type PostingGroup } from '@/lib/posting/categories';
import { formatArea } from '@/lib/posting/area-units';
import { istWallClock } from '@/lib/ist';
import { getDb, type Db } from '../../platform/db/client';
import { bookmarks, callbackRequests, itemViewDays, listingImages, listings, type Listing } from '../../platform/db/schema';
import { NOT_FOUND, ownListing } from './service';
import { DETAIL_TABLES, toBody } from './store';
import { hasStatus, shownStatus } from '../../platform/items/live';

// My Properties: the poster's own listings in every state, with what a poster
// wants to see on each (status and reasons, cover, views, saves, leads).

export const MY_PER_PAGE = 10;
export const STAT_DAYS = 30;
/** API status names: 'approved' reads 'live' to a poster. */
export const MY_STATUS = { approved: 'live', pending: 'pending', expired: 'expired', deleted: 'deleted', rejected: 'rejected' } as const;
export type MyStatus = (typeof MY_STATUS)[keyof typeof MY_STATUS];
const DB_STATUS = Object.fromEntries(Object.entries(MY_STATUS).map(([k, v]) => [v, k])) as Record<MyStatus, Listing['status']>;

const url = (r: Listing) => detailUrl({ kind: 'property', id: r.id, city: r.city, locality: r.locality,
  category: r.category, bedrooms: r.bedrooms, post_type: r.postType });

/** Saves, callback leads and cover per item; `kind` lets My PGs / My Projects reuse it. */
export async function countsFor(db: Db, ids: number[], kind: 'property' | 'pg' | 'project' = 'property') {
  if (!ids.length) return { saves: new Map<number, number>(), leads: new Map<number, number>(), covers: new Map<number, string>() };
  const [saves, leads, covers] = await Promise.all([
    db.select({ id: bookmarks.itemId, n: count() }).from(bookmarks)
      .where(and(eq(bookmarks.kind, kind), inArray(bookmarks.itemId, ids))).groupBy(bookmarks.itemId),
    db.select({ id: callbackRequests.itemId, n: count() }).from(callbackRequests)
      .where(and(eq(callbackRequests.kind, kind), inArray(callbackRequests.itemId, ids))).groupBy(callbackRequests.itemId),
    db.selectDistinctOn([listingImages.itemId], { id: listingImages.itemId, url: listingImages.url }).from(listingImages)
      .where(and(eq(listingImages.kind, kind), inArray(listingImages.itemId, ids)))
      .orderBy(listingImages.itemId, asc(listingImages.sortOrder), asc(listingImages.id)),
  ]);
  return {
    saves: new Map(saves.map((r) => [r.id, Number(r.n)])),
    leads: new Map(leads.map((r) => [r.id, Number(r.n)])),
    covers: new Map(covers.map((r) => [r.id, r.url])),
  };
}

function areaText(r: Listing): string | null {
  const unit = r.displayAreaUnit;
  const raw = r.superAreaRaw ?? r.builtUpAreaRaw ?? r.carpetAreaRaw ?? r.plotAreaRaw;
  if (unit && raw != null) return formatArea(raw, unit);
  const a = r.superArea ?? r.builtUpArea ?? r.carpetArea ?? r.plotArea;
  return a == null ? null : formatArea(a, r.areaUnit === 'acre' ? 'acre' : 'sqft');
}

export async function myPropertyList(userId: number, o: { page_no?: number; status?: MyStatus; group?: PostingGroup }): Promise<MyPage<MyPropertyItem>> {
  const db = await getDb();
  const page = Math.max(1, Math.floor(o.page_no ?? 1) || 1);
  const where: SQL = and(eq(listings.userId, userId),
    o.status ? hasStatus(listings, DB_STATUS[o.status]) : undefined,
    o.group ? eq(listings.group, o.group) : undefined)!;
  const [[{ total }], found] = await Promise.all([
    db.select({ total: count() }).from(listings).where(where),
    db.select().from(listings).where(where).orderBy(desc(listings.updatedAt), desc(listings.id))
      .limit(MY_PER_PAGE).offset((page - 1) * MY_PER_PAGE),
  ]);
  const { saves, leads, covers } = await countsFor(db, found.map((r) => r.id));
  return {
    data: found.map((r) => ({
      id: r.id,
      property_id: r.id,
      kind: 'property' as const,
      category: r.category,
      category_label: categoryOf(r.category)?.label ?? r.category,
      group: r.group,
      post_type: r.postType,
      title: r.title,
      locality: r.locality,
      city: r.city,
      status: MY_STATUS[shownStatus(r)],
      reasons: r.moderationReasons,
      admin_note: r.adminNote, // the moderation desk's reason (server/trust/admin, server/trust/reports)
      needs_plan: r.needsPlan,
      cover: covers.get(r.id) ?? null,
      price: r.price,
      negotiable: r.negotiable,
      area: areaText(r),
      views: r.viewCount,
      saves: saves.get(r.id) ?? 0,
      leads: leads.get(r.id) ?? 0,
      posted_at: r.createdAt.toISOString(),
      confirmed_at: (r.confirmedAt ?? r.approvedAt ?? r.createdAt).toISOString(),
      expires_at: r.expiresAt?.toISOString() ?? null,
      detail_url: url(r),
    })),
    page,
    total: Number(total),
    totalNoOfPages: Math.ceil(Number(total) / MY_PER_PAGE),
  };
}

async function photosOf(db: Db, id: number) {
  return db.select({ id: listingImages.photoId, url: listingImages.url }).from(listingImages)
    .where(and(eq(listingImages.kind, 'property'), eq(listingImages.itemId, id)))
    .orderBy(asc(listingImages.sortOrder), asc(listingImages.id));
}

/** A stored listing as the posting body (the edit wizard's prefill) plus its state. */
export async function bodyOf(db: Db, row: Listing) {
  const c = categoryOf(row.category)!;
  const t = DETAIL_TABLES[c.group];
  const [[det], photos] = await Promise.all([
    db.select().from(t).where(eq(t.listingId, row.id)).limit(1),
    photosOf(db, row.id),
  ]);
  return {
    ...toBody(c, row, det as Record<string, unknown> | undefined, photos),
    category: row.category, group: row.group, status: MY_STATUS[row.status], reasons: row.moderationReasons,
    confirmed_at: (row.confirmedAt ?? row.approvedAt ?? row.createdAt).toISOString(),
    detail_url: url(row),
  };
}

export async function myPropertyFindOne(userId: number, id: number) {
  const db = await getDb();
  return bodyOf(db, await ownListing(db, userId, id));
}

/** 'YYYY-MM-DD' of the last `STAT_DAYS` Indian calendar days, oldest first. */
export function lastDays(now = new Date(), n = STAT_DAYS): string[] {
  const ist = istWallClock(now);
  return Array.from({ length: n }, (_, i) => new Date(ist.getTime() - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

export async function viewsPerDay(db: Db, ids: number[], kind: 'property' | 'pg' | 'project' = 'property'): Promise<DayViews[]> {
  const days = lastDays();
  const rows = ids.length ? await db.select({ day: itemViewDays.day, n: sql<number>`sum(${itemViewDays.views})::int` })
    .from(itemViewDays)
    .where(and(eq(itemViewDays.kind, kind), inArray(itemViewDays.itemId, ids), gte(itemViewDays.day, days[0])))
    .groupBy(itemViewDays.day) : [];
  const by = new Map(rows.map((r) => [String(r.day).slice(0, 10), Number(r.n)]));
  return days.map((date) => ({ date, views: by.get(date) ?? 0 }));
}

/**
 * Views per day for the last 30 days: of one listing (property_id), or of all
 * the caller's listings together with each one's 30-day total.
 */
export async function myPropertyStatistics(userId: number, propertyId?: number): Promise<PropertyStatistics | AllStatistics<'listings', 'property_id'>> {
  const db = await getDb();
  if (propertyId) {
    const row = await ownListing(db, userId, propertyId);
    const [days, { saves, leads }] = await Promise.all([viewsPerDay(db, [row.id]), countsFor(db, [row.id])]);
    return { property_id: row.id, title: row.title, days, views_30_days: days.reduce((s, d) => s + d.views, 0),
      views: row.viewCount, saves: saves.get(row.id) ?? 0, leads: leads.get(row.id) ?? 0 };
  }
  const mine = await db.select({ id: listings.id, title: listings.title, status: listings.status, views: listings.viewCount })
    .from(listings).where(and(eq(listings.userId, userId), sql`${listings.status} <> 'deleted'`));
  const ids = mine.map((m) => m.id);
  const days = await viewsPerDay(db, ids);
  const per = ids.length ? await db.select({ id: itemViewDays.itemId, n: sql<number>`sum(${itemViewDays.views})::int` })
    .from(itemViewDays).where(and(eq(itemViewDays.kind, 'property'), inArray(itemViewDays.itemId, ids), gte(itemViewDays.day, days[0].date)))
    .groupBy(itemViewDays.itemId) : [];
  const byId = new Map(per.map((p) => [p.id, Number(p.n)]));
  return {
    days,
    views_30_days: days.reduce((s, d) => s + d.views, 0),
    listings: mine.map((m) => ({ property_id: m.id, title: m.title, status: MY_STATUS[m.status], views: m.views, views_30_days: byId.get(m.id) ?? 0 })),
  };
}

/** GET /my-property/{agricluture|commercial}/statistics-count: one listing's counters. */
export async function statisticsCount(userId: number, propertyId: number, group: PostingGroup) {
  const db = await getDb();
  const row = await ownListing(db, userId, propertyId, group);
  const [days, { saves, leads }] = await Promise.all([viewsPerDay(db, [row.id]), countsFor(db, [row.id])]);
  return { property_id: row.id, property_type: group, views: row.viewCount, views_30_days: days.reduce((s, d) => s + d.views, 0),
    saves: saves.get(row.id) ?? 0, leads: leads.get(row.id) ?? 0, status: MY_STATUS[row.status] };
}

/**
 * GET /property/agriculture/property/details: an agriculture listing as the
 * posting body. Its poster sees it in any state; anyone else only while live.
 */
export async function agricultureDetails(viewerId: number | null, propertyId: number, subType?: string | null) {
  const db = await getDb();
  const [row] = await db.select().from(listings).where(eq(listings.id, propertyId)).limit(1);
  const visible = row && row.group === 'agriculture' && row.status !== 'deleted'
    && (row.status === 'approved' || row.userId === viewerId)
    && (!subType || row.category === subType || (subType === 'agriculture-land' && row.category === 'land') || (subType === 'farm-house' && row.category === 'farm_house'));
  if (!visible) throw new AppError('not_found', NOT_FOUND);
  return bodyOf(db, row);
}
