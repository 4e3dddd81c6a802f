import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';

/**
 * Two photos are the same picture when their 64-bit pHashes differ in at most this many
 * bits. Measured (tests/unit/media-phash.test.ts): the same photo re-encoded at JPEG
 * quality 40-70, resized to 320-1600 px, converted to WebP/PNG or brightened 10% differs
 * by 0-4 bits; different photos by 20 or more (32 on average). 8 leaves room on both sides.
 */
export const CLONE_MAX_DISTANCE = 8;

export type ClonedPhoto = { photoId: number; otherKind: 'property' | 'pg' | 'project'; otherItemId: number };

/**
 * Photos among `photoIds` perceptually equal to a photo of ANOTHER poster's live
 * (approved) listing, PG or project: the cloned-ad check of moderation. One row per
 * (photo, other item). Only uploaded photos have hashes; seeded demo images take no part.
 */
export async function findClonedPhotos(photoIds: number[], userId: number): Promise<ClonedPhoto[]> {
  const ids = [...new Set(photoIds)].filter((n) => Number.isInteger(n));
  if (ids.length === 0) return [];
  const db = await getDb();
  const idList = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const result = await db.execute(sql`
    WITH live AS (
      SELECT li.photo_id, li.kind, li.item_id
      FROM listing_images li
      LEFT JOIN listings l ON li.kind = 'property' AND l.id = li.item_id
      LEFT JOIN pgs g ON li.kind = 'pg' AND g.id = li.item_id
      LEFT JOIN projects pr ON li.kind = 'project' AND pr.id = li.item_id
      WHERE li.photo_id IS NOT NULL
        AND COALESCE(l.status, g.status, pr.status) = 'approved'
        AND COALESCE(l.user_id, g.user_id, pr.user_id) <> ${userId}
    )
    SELECT DISTINCT p.id AS photo_id, live.kind AS other_kind, live.item_id AS other_item_id
    FROM photos p
    JOIN live ON true
    JOIN photos o ON o.id = live.photo_id
    WHERE p.id IN (${idList})
      AND bit_count((p.phash # o.phash)::bit(64)) <= ${CLONE_MAX_DISTANCE}
    ORDER BY 1, 2, 3`);
  return ((result as unknown as { rows: unknown[] }).rows as { photo_id: number; other_kind: ClonedPhoto['otherKind']; other_item_id: number }[])
    .map((r) => ({ photoId: Number(r.photo_id), otherKind: r.other_kind, otherItemId: Number(r.other_item_id) }));
}
