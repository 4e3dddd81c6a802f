import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { can } from '@/lib/policy';
import type { Db } from '../../platform/db/client';
import { listingImages, photos } from '../../platform/db/schema';
import type { ItemKind } from '../../platform/items/tables';
import { photoLocation } from './renditions';

/** SPEC-free product rule: up to 20 photos per listing, the first is the cover. */
export const MAX_PHOTOS_PER_ITEM = 20;

export type Tx = Pick<Db, 'select' | 'insert' | 'delete'>;

/**
 * Makes `photoIds` (in this order, first = cover) the photos of one item, replacing the
 * ones it had. Runs inside the caller's transaction, so a refused photo leaves the item
 * as it was. The caller has already checked that `userId` may edit the item.
 * - more than 20 photos: 400 naming photo_ids;
 * - an id that is no uploaded photo of the caller (unknown, or someone else's: alike): 400.
 * A repeated id counts once (the first place wins).
 */
export async function attachPhotos(
  tx: Tx, kind: ItemKind, itemId: number, userId: number, photoIds: number[],
): Promise<{ photoId: number; url: string }[]> {
  const ids = [...new Set(photoIds)];
  if (ids.some((id) => !Number.isInteger(id) || id <= 0)) {
    throw new AppError('validation', 'photo_ids must be a list of uploaded photo ids');
  }
  if (ids.length > MAX_PHOTOS_PER_ITEM) {
    throw new AppError('validation', `photo_ids: at most ${MAX_PHOTOS_PER_ITEM} photos per listing`);
  }
  const rows = ids.length
    ? await tx.select().from(photos).where(inArray(photos.id, ids))
    : [];
  // Only the caller's own photos (lib/policy's upload.use): another user's id is refused as one that does not exist (ids cannot be counted).
  const byId = new Map(rows.filter((r) => can({ id: userId }, 'upload.use', { userId: r.userId })).map((r) => [r.id, r]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length) throw new AppError('validation', `photo_ids: no uploaded photo ${unknown.join(', ')}`).coded('photos_not_found');
  if (rows.some((r) => r.status === 'failed')) throw new AppError('validation', 'photo_ids: a photo could not be processed; upload it again').coded('photos_failed');

  await tx.delete(listingImages).where(and(eq(listingImages.kind, kind), eq(listingImages.itemId, itemId)));
  const out = ids.map((id) => ({ photoId: id, url: photoLocation(byId.get(id)!) }));
  if (out.length) {
    await tx.insert(listingImages).values(out.map((o, i) => ({ kind, itemId, url: o.url, sortOrder: i, photoId: o.photoId })));
  }
  return out;
}
