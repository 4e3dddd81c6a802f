import 'server-only';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DetailKind } from '@/lib/detail-url';
import { getDb } from '../../platform/db/client';
import { callbackRequests, enquiries, users } from '../../platform/db/schema';

/**
 * The poster's phone for this viewer and item: only once the poster answered
 * one of this viewer's leads on the item with "share my number". Never for anyone else.
 */
export async function sharedPosterPhone(viewerId: number | null | undefined, kind: DetailKind, itemId: number): Promise<string | null> {
  if (!viewerId) return null;
  const db = await getDb();
  const [cb] = await db.select({ ownerId: callbackRequests.ownerId }).from(callbackRequests).where(and(
    eq(callbackRequests.requesterId, viewerId), eq(callbackRequests.kind, kind), eq(callbackRequests.itemId, itemId),
    isNotNull(callbackRequests.sharedAt))).limit(1);
  let ownerId: number | null = cb?.ownerId ?? null;
  if (!ownerId) {
    const [en] = await db.select({ ownerId: enquiries.ownerId }).from(enquiries).where(and(
      eq(enquiries.userId, viewerId), eq(enquiries.kind, kind), eq(enquiries.itemId, itemId), isNotNull(enquiries.sharedAt))).limit(1);
    ownerId = en?.ownerId ?? null;
  }
  if (!ownerId) return null;
  const [u] = await db.select({ phone: users.phoneNumber, cc: users.countryCode }).from(users).where(eq(users.id, ownerId));
  return u ? `${u.cc} ${u.phone}` : null;
}

/** Request id -> the poster's phone, for the requester's shared requests only. */
export async function sharedPhones(db: Awaited<ReturnType<typeof getDb>>,
  rows: { id: number; ownerId: number; sharedAt: Date | null }[]): Promise<Map<number, string>> {
  const owners = [...new Set(rows.filter((r) => r.sharedAt).map((r) => r.ownerId))];
  if (!owners.length) return new Map();
  const found = await db.select({ id: users.id, phone: users.phoneNumber, cc: users.countryCode }).from(users).where(inArray(users.id, owners));
  const byOwner = new Map(found.map((u) => [u.id, `${u.cc} ${u.phone}`]));
  return new Map(rows.filter((r) => r.sharedAt).map((r) => [r.id, byOwner.get(r.ownerId)!]));
}
