import 'server-only';
import { and, inArray, lt, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { listingImages, photos } from '../db/schema';
import { renditionKey } from '../../listings/media/renditions';
import { getStorage } from '../../listings/media/storage';

/**
 * Photos uploaded but never put on a listing (a wizard left half-way, a photo removed
 * before submit) are deleted, files and row, once this old. A month leaves any draft the
 * wizard keeps plenty of time; a photo that ever sat on a listing (even a deleted one)
 * is kept with it.
 */
export const ORPHAN_AFTER_DAYS = 30;
const BATCH = 200;

/** Deletes up to BATCH orphan photos older than ORPHAN_AFTER_DAYS; returns how many. */
export async function sweepOrphanPhotos(now = new Date()): Promise<number> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - ORPHAN_AFTER_DAYS * 86_400_000);
  const orphans = await db.select({ id: photos.id, storageKey: photos.storageKey, widths: photos.widths }).from(photos)
    .where(and(lt(photos.createdAt, cutoff),
      sql`NOT EXISTS (SELECT 1 FROM ${listingImages} WHERE ${listingImages.photoId} = ${photos.id})`))
    .limit(BATCH);
  if (orphans.length === 0) return 0;
  // Row first: once it is gone nothing can attach the photo, then its files go.
  await db.delete(photos).where(inArray(photos.id, orphans.map((o) => o.id)));
  const storage = getStorage();
  for (const o of orphans) {
    await Promise.all(o.widths.map((w) => storage.delete(renditionKey(o.storageKey, w)).catch(() => undefined)));
  }
  return orphans.length;
}
