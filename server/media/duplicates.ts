import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '../db/client';

/**
 * Two photos are the same picture when their 64-bit pHashes differ in at most this many
 * bits. Measured (tests/unit/media-phash.test.ts): the same photo re-encoded at JPEG
 * quality 40-75, resized to 320-1600 px, converted to WebP/PNG or brightened 10% differs
 * by 0-4 bits; different photos by 20 or more (32 on average). 8 leaves room on both sides.
 */
export const CLONE_MAX_DISTANCE = 8;

// Candidates come from the band indexes on photos (schema.ts, photos_band0..4_idx; these
// expressions must stay identical to the indexed ones): 5 bands, so two hashes within 4
// bits always share one band exactly (pigeonhole) and are always found; copies 5-8 bits
// apart are found when a band still matches, which it usually does. Each band lookup reads
// ~1/8192 of all photos instead of the whole table.
const BANDS = [
  (h: SQL) => sql`((${h} >> 51) & 8191)`,
  (h: SQL) => sql`((${h} >> 38) & 8191)`,
  (h: SQL) => sql`((${h} >> 25) & 8191)`,
  (h: SQL) => sql`((${h} >> 12) & 8191)`,
  (h: SQL) => sql`(${h} & 4095)`,
];

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
  const candidates = sql.join(BANDS.map((band) => sql`
      SELECT m.id AS photo_id, o.id AS other_id
      FROM mine m JOIN photos o ON ${band(sql`o.phash`)} = ${band(sql`m.phash`)}
      WHERE o.user_id <> ${userId} AND bit_count((m.phash # o.phash)::bit(64)) <= ${CLONE_MAX_DISTANCE}`), sql` UNION `);
  const result = await db.execute(sql`
    WITH mine AS (SELECT id, phash FROM photos WHERE id IN (${idList})),
    cand AS (${candidates})
    SELECT DISTINCT c.photo_id, li.kind AS other_kind, li.item_id AS other_item_id
    FROM cand c
    JOIN listing_images li ON li.photo_id = c.other_id
    LEFT JOIN listings l ON li.kind = 'property' AND l.id = li.item_id
    LEFT JOIN pgs g ON li.kind = 'pg' AND g.id = li.item_id
    LEFT JOIN projects pr ON li.kind = 'project' AND pr.id = li.item_id
    WHERE COALESCE(l.status, g.status, pr.status) = 'approved'
      AND COALESCE(l.user_id, g.user_id, pr.user_id) <> ${userId}
    ORDER BY 1, 2, 3`);
  return ((result as unknown as { rows: unknown[] }).rows as { photo_id: number; other_kind: ClonedPhoto['otherKind']; other_item_id: number }[])
    .map((r) => ({ photoId: Number(r.photo_id), otherKind: r.other_kind, otherItemId: Number(r.other_item_id) }));
}
