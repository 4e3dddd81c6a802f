import 'server-only';
import type { PgDeleted, PgResult } from '@/lib/contract';
import { asc, eq } from 'drizzle-orm';
import { detailUrl } from '@/lib/detail-url';
import { inr } from '@/lib/format';
import type { PgBody } from '@/lib/pg-posting/schemas';
import { roomTypeLabel } from '@/lib/pg-posting/options';
import { getDb, type Db } from '../../platform/db/client';
import { pgRooms, pgs, type Pg, type User } from '../../platform/db/schema';
import { attachPhotos } from '../media/attach';
import { recordAlertEvent } from '../../platform/items/alert-events';
import { savedState } from '../../platform/items/freshness';
import { deleteItem, ownItem, renewItem } from '../../platform/items/lifecycle';
import { contactReasons, formattingReasons, photoReason, PRICE_FACTOR } from '../posting/moderation';
import { assertMayPost, placeOf } from '../posting/service';
import { authorize } from '../../platform/http/authorize';
import { ITEM_NOT_FOUND } from '@/lib/policy';
import { localityRentMedians } from './rent-median';
import { toPgRows } from './rows';
import { searchChanged } from '../../platform/cache/changed';

// Create, edit, delete and renew a PG: the property posting's rules (who may
// post, moderation, 60-day freshness, photos through attachPhotos, one
// transaction per write) with PG rooms instead of one price. PGs do not count
// against the listing allowance of plans (server/money/plans/entitlements.ts).

export const PG_NOT_FOUND = ITEM_NOT_FOUND.pg;

/** The answer's shape is the API contract's (lib/contract/posting.ts). */
export type { PgResult };

export const pgUrl = (r: Pick<Pg, 'id' | 'city' | 'locality' | 'gender'>) =>
  detailUrl({ kind: 'pg', id: r.id, city: r.city, locality: r.locality, gender: r.gender });

function result(row: Pg): PgResult {
  return { pg_id: row.id, status: row.status, reasons: row.moderationReasons, detail_url: pgUrl(row),
    confirmed_at: (row.confirmedAt ?? row.createdAt).toISOString() };
}

/**
 * Moderation as for properties (contact details in the text, cloned photos), and
 * the price rule on each room: a rent outside [median / 4, median x 4] of at least
 * 5 live PGs of the same gender and sharing in the locality waits for a review.
 */
async function moderatePg(db: Db, body: PgBody, place: { city: string; locality: string }, userId: number, id?: number) {
  const reasons = [...contactReasons(`${body.description}\n${body.pg_name}`), ...formattingReasons(body)];
  const medians = await localityRentMedians(db, { ...place, gender: body.gender, roomTypes: body.rooms.map((r) => r.room_type), excludeId: id });
  for (const m of medians) {
    const rent = body.rooms.find((r) => r.room_type === m.room_type)!.rent;
    if (m.median && (rent < m.median / PRICE_FACTOR || rent > m.median * PRICE_FACTOR)) {
      reasons.push(`The rent of the ${roomTypeLabel(m.room_type)} (${inr(rent)}) is far outside the usual range in ${place.locality} (${inr(m.median / PRICE_FACTOR)} – ${inr(m.median * PRICE_FACTOR)}). Check it, or wait for a review.`);
    }
  }
  const photo = await photoReason(body.photo_ids, userId);
  return photo ? [...reasons, photo] : reasons;
}

async function save(user: User, body: PgBody, existing?: Pg): Promise<PgResult> {
  authorize(user, 'account.write'); // create, edit and guest posting alike
  const db = await getDb();
  const place = await placeOf(db, body.g_location);
  const { pg, rooms } = toPgRows(body, place);
  const reasons = await moderatePg(db, body, place, user.id, existing?.id);
  const values = { ...pg, ...savedState(reasons, existing, new Date()) };
  const row = await db.transaction(async (tx) => {
    let saved: Pg;
    if (existing) {
      [saved] = await tx.update(pgs).set(values).where(eq(pgs.id, existing.id)).returning();
      await tx.delete(pgRooms).where(eq(pgRooms.pgId, existing.id));
    } else {
      [saved] = await tx.insert(pgs).values({ ...values, userId: user.id, postedBy: assertMayPost(user) }).returning();
    }
    await tx.insert(pgRooms).values(rooms.map((r) => ({ ...r, pgId: saved.id })));
    await attachPhotos(tx, 'pg', saved.id, user.id, body.photo_ids);
    // Saved-search alerts (server/messaging/alerts): queued in this transaction when the PG goes live.
    if (saved.status === 'approved' && existing?.status !== 'approved') await recordAlertEvent(tx, 'pg', saved.id);
    return saved;
  });
  searchChanged();
  return result(row);
}

export async function createPg(user: User, body: PgBody) {
  assertMayPost(user);
  return save(user, body);
}

/** The caller's PG, or 404 (unknown, deleted or someone else's: alike). */
export const ownPg = (db: Db, userId: number, id: number): Promise<Pg> =>
  ownItem(db, 'pg', userId, id);

export async function editPg(user: User, body: PgBody & { pg_id: number }) {
  const db = await getDb();
  return save(user, body, await ownPg(db, user.id, body.pg_id));
}

export async function deletePg(user: User, id: number): Promise<PgDeleted> {
  const db = await getDb();
  const row = await ownPg(db, user.id, id);
  await deleteItem(db, 'pg', row.id);
  return { pg_id: row.id, status: 'deleted' };
}

/** "Still available": 60 more fresh days; an expired PG goes live again. */
export async function confirmPg(user: User, id: number): Promise<PgResult> {
  authorize(user, 'account.write');
  const db = await getDb();
  const row = await ownPg(db, user.id, id);
  return result(await renewItem(db, 'pg', row, 'PG'));
}

export async function roomsOf(db: Db, id: number) {
  return db.select().from(pgRooms).where(eq(pgRooms.pgId, id)).orderBy(asc(pgRooms.rent), asc(pgRooms.id));
}
