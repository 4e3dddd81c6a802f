import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { detailUrl } from '@/lib/detail-url';
import type { PostingCategory, PostingGroup } from '@/lib/posting/categories';
import type { ListingBody } from '@/lib/posting/schemas';
import { getDb, type Db } from '../../platform/db/client';
import { cities, listings, localities, users, type Listing, type User } from '../../platform/db/schema';
import { attachPhotos } from '../media/attach';
import { renewedState, savedState } from '../../platform/items/freshness';
import { deleteItem, ownItem, renewItem } from '../../platform/items/lifecycle';
import { formattingReasons, moderate } from './moderation';
import { DETAIL_TABLES, toRows, type Place } from './store';
import { listingRera } from './rera';
import { searchChanged } from '../../platform/cache/changed';
import { assertCanGoLive } from '../../money';
import { recordAlertEvent } from '../../platform/items/alert-events';
import { authorize } from '../../platform/http/authorize';
import { ITEM_NOT_FOUND } from '@/lib/policy';
import type { ListingDeleted, PostResult } from '@/lib/contract';

// Create, edit, delete and renew a listing. Every write runs in one
// transaction: a refused photo or a failed check leaves nothing half-saved.

export { BUYER_CANNOT_POST } from '@/lib/policy';
export const NOT_FOUND = ITEM_NOT_FOUND.property;

export type { PostResult };

/**
 * A typed place (no locality_id: a guest, an API client, a typed name) looked
 * up by lower(city_name) and name_lower: localities_city_lower_name_idx.
 */
export const localityByName = (db: Db, city: string, area: string) =>
  db.select().from(localities)
    .where(and(sql`lower(${localities.cityName}) = ${city.toLowerCase()}`, eq(localities.nameLower, area.toLowerCase()))).limit(1);

/** An edited item's stored place: its pin stays when the edit sends none. */
type Kept = { localityId: number | null; lat: number | null; lng: number | null };

/**
 * The stored place of a g_location (the PG and project calls use it too). The
 * pin: none when the poster removed it (no_pin); else the one sent; else, on an
 * edit that keeps the locality, the stored one; else the locality's centre.
 */
export async function placeOf(db: Db, g: ListingBody['g_location'], kept?: Kept): Promise<Place> {
  let loc = g.locality_id
    ? (await db.select().from(localities).where(eq(localities.id, g.locality_id)).limit(1))[0]
    : undefined;
  if (g.locality_id && !loc) throw new AppError('validation', 'locality_id: no such locality', { field: 'g_location.locality_id' });
  if (!loc) [loc] = await localityByName(db, g.city, g.area);
  const [city] = loc ? [] : await db.select({ name: cities.name }).from(cities)
    .where(sql`lower(${cities.name}) = ${g.city.toLowerCase()}`).limit(1);
  const localityId = loc?.id ?? null;
  const sent = g.lat != null && g.lng != null ? { lat: g.lat, lng: g.lng } : null;
  const stored = kept && kept.lat != null && kept.lng != null && kept.localityId === localityId
    ? { lat: kept.lat, lng: kept.lng } : null;
  const centre = loc?.lat != null && loc.lng != null ? { lat: loc.lat, lng: loc.lng } : null;
  const pin = g.no_pin ? null : sent ?? stored ?? centre;
  return {
    city: loc?.cityName ?? city?.name ?? g.city,
    locality: loc?.name ?? g.area,
    localityId,
    lat: pin?.lat ?? null,
    lng: pin?.lng ?? null,
  };
}

/** SPEC §6: owners, agents and builders post; a buyer picks a user type first (lib/policy's listing.post). */
export function assertMayPost(user: User): Exclude<User['roleType'], 'buyer'> {
  authorize(user, 'listing.post');
  // The policy refused buyers above; this narrows the type for posted_by.
  if (user.roleType === 'buyer') throw new AppError('internal', 'listing.post let a buyer through');
  return user.roleType;
}

/** A guest's phone becomes an owner account (or stays the agent/builder it already is). */
export async function guestPoster(db: Db, user: User): Promise<User> {
  if (user.roleType !== 'buyer') return user;
  const [u] = await db.update(users).set({ roleType: 'owner', updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
  return u;
}

function result(row: Listing): PostResult {
  return {
    property_id: row.id,
    status: row.status,
    reasons: row.moderationReasons,
    detail_url: detailUrl({ kind: 'property', id: row.id, city: row.city, locality: row.locality,
      category: row.category, bedrooms: row.bedrooms, post_type: row.postType }),
    confirmed_at: (row.confirmedAt ?? row.createdAt).toISOString(),
    // The moderation desk's reason (rejected, taken down, hidden after sold/let reports).
    admin_note: row.adminNote,
  };
}

/** The spreadsheet import's own id of a listing (server/listings/imports), kept on create. */
export type SaveOptions = { externalId?: string | null };

/** Writes listing + details + photos and decides live or pending. */
async function save(c: PostingCategory, user: User, body: ListingBody, existing?: Listing, opts: SaveOptions = {}): Promise<PostResult> {
  // Every write path (create, edit, guest) passes here: a banned poster re-publishes nothing.
  authorize(user, 'account.write');
  const db = await getDb();
  const place = await placeOf(db, body.g_location, existing);
  const rows = toRows(c, body, place);
  const rera = await listingRera(db, body, place);
  rows.listing.reraNumber = rera.number;
  const reasons = await moderate(db, c, { ...rows.listing, id: existing?.id, price: body.pricing.price,
    description: body.description, propertyName: body.property_details.name } as Parameters<typeof moderate>[2],
  body.photo_ids, user.id).then((r) => [...r, ...formattingReasons(body), ...rera.reasons]);
  // Posting and editing both confirm the listing is available: 60 fresh days from now.
  const values = { ...rows.listing, ...savedState(reasons, existing, new Date()) };
  const detailTable = DETAIL_TABLES[c.group];
  const row = await db.transaction(async (tx) => {
    let saved: Listing;
    if (existing) {
      // Editing an expired listing revives it (an edit confirms it): that takes a place in the allowance too.
      if (existing.status === 'expired') await assertCanGoLive(tx, user.id);
      [saved] = await tx.update(listings).set(values).where(eq(listings.id, existing.id)).returning();
      await tx.delete(detailTable).where(eq(detailTable.listingId, existing.id));
    } else {
      // Plans: past the free allowance + running plans, refused with a link to the plans.
      await assertCanGoLive(tx, user.id);
      [saved] = await tx.insert(listings)
        .values({ ...values, userId: user.id, postedBy: assertMayPost(user), externalId: opts.externalId ?? null }).returning();
    }
    await tx.insert(detailTable).values({ ...rows.details, listingId: saved.id });
    await attachPhotos(tx, 'property', saved.id, user.id, body.photo_ids);
    // Saved-search alerts (server/messaging/alerts): queued with the listing, in its transaction, when it goes live.
    if (saved.status === 'approved' && existing?.status !== 'approved') await recordAlertEvent(tx, 'property', saved.id);
    return saved;
  });
  searchChanged();
  return result(row);
}

export async function createListing(c: PostingCategory, user: User, body: ListingBody, opts: SaveOptions = {}): Promise<PostResult> {
  assertMayPost(user);
  return save(c, user, body, undefined, opts);
}

/** The caller's listing, or 404 (unknown, deleted or someone else's: alike). */
export async function ownListing(db: Db, userId: number, id: number, group?: PostingGroup): Promise<Listing> {
  const row = await ownItem(db, 'property', userId, id);
  // Another group's listing is as unknown to this group's calls as a missing one.
  if (group && row.group !== group) throw new AppError('not_found', NOT_FOUND);
  return row;
}

export async function editListing(c: PostingCategory, user: User, body: ListingBody & { property_id: number }): Promise<PostResult> {
  const db = await getDb();
  const row = await ownListing(db, user.id, body.property_id);
  // The edit call of another category would move the listing between detail tables: refused.
  if (row.category !== c.category) {
    throw new AppError('validation', `property_id ${row.id} is a ${row.category}, not a ${c.category}`, { field: 'property_id' });
  }
  if (row.needsPlan) throw new AppError('conflict', 'This listing needs an active plan before it can be changed').coded('listing_needs_plan');
  return save(c, user, body, row);
}

export async function deleteListing(user: User, id: number, group: PostingGroup): Promise<ListingDeleted> {
  const db = await getDb();
  const row = await ownListing(db, user.id, id, group);
  await deleteItem(db, 'property', row.id);
  return { property_id: row.id, status: 'deleted' };
}

/** "Still available": 60 more fresh days; an expired listing goes live again (unless a plan must cover it). */
export async function confirmAvailable(user: User, id: number): Promise<PostResult> {
  authorize(user, 'account.write');
  const db = await getDb();
  const row = await ownListing(db, user.id, id);
  // A listing waiting for a plan comes back when the poster chooses, as far as the allowance reaches
  // (a purchase leaves its places free for new listings); one never reviewed goes back to review.
  if (row.needsPlan) {
    const back = await db.transaction(async (tx) => {
      await assertCanGoLive(tx, user.id);
      const now = new Date();
      const [saved] = await tx.update(listings).set({
        ...renewedState(row, now), needsPlan: false, adminNote: null, status: row.approvedAt ? 'approved' : 'pending',
      }).where(eq(listings.id, row.id)).returning();
      return saved;
    });
    searchChanged();
    return result(back);
  }
  // Going live again takes a place in the poster's allowance, counted and taken in one transaction.
  const saved = await db.transaction(async (tx) => {
    if (row.status === 'expired') await assertCanGoLive(tx, user.id);
    return renewItem(tx, 'property', row, 'listing', { adminNote: null });
  });
  searchChanged(); // again after the commit: a search between the two must not keep the old answer
  return result(saved);
}
