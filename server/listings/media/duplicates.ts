import 'server-only';
import { and, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { photos } from '../../platform/db/schema';
import { hammingDistance } from './phash';

/**
 * Two photos are the same picture when their 64-bit pHashes differ in at most this many
 * bits. Measured (tests/unit/media-phash.test.ts): the same photo re-encoded at JPEG
 * quality 40-75, resized to 320-1600 px, converted to WebP/PNG or brightened 10% differs
 * by 0-4 bits; different photos by 20 or more (32 on average). 8 leaves room on both sides.
 */
export const CLONE_MAX_DISTANCE = 8;

// Candidates come from the band indexes on photos (schema.ts, photos_band0..4_idx; the SQL
// expressions below must stay identical to the indexed ones): 5 bands, so two hashes within
// 4 bits always share one band exactly (pigeonhole) and are always found; copies 5-8 bits
// apart are found when a band still matches, which it usually does. Each band lookup reads
// ~1/8192 of all photos instead of the whole table.
const BANDS: { shift: bigint; mask: bigint; expr: SQL }[] = [
  { shift: 51n, mask: 8191n, expr: sql`((${photos.phash} >> 51) & 8191)` },
  { shift: 38n, mask: 8191n, expr: sql`((${photos.phash} >> 38) & 8191)` },
  { shift: 25n, mask: 8191n, expr: sql`((${photos.phash} >> 25) & 8191)` },
  { shift: 12n, mask: 8191n, expr: sql`((${photos.phash} >> 12) & 8191)` },
  { shift: 0n, mask: 4095n, expr: sql`(${photos.phash} & 4095)` },
];

/** The band values of a stored (signed) hash, as PostgreSQL computes them (arithmetic shift, then mask). */
export const hashBands = (stored: bigint) => BANDS.map((b) => (stored >> b.shift) & b.mask);

export type ClonedPhoto = { photoId: number; otherKind: 'property' | 'pg' | 'project'; otherItemId: number };

const list = (values: (number | bigint)[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/**
 * Photos among `photoIds` perceptually equal to a photo of ANOTHER poster's live
 * (approved) listing, PG or project: the cloned-ad check of moderation. One row per
 * (photo, other item). Only uploaded photos have hashes; seeded demo images take no part.
 * Simple statements on purpose (PGlite plans a five-way UNION slowly): the hashes, the band
 * candidates, and only when some hash is close, the live items holding them.
 */
export async function findClonedPhotos(photoIds: number[], userId: number): Promise<ClonedPhoto[]> {
  const ids = [...new Set(photoIds)].filter((n) => Number.isInteger(n));
  if (ids.length === 0) return [];
  const db = await getDb();
  const mine = await db.select({ id: photos.id, phash: photos.phash }).from(photos).where(inArray(photos.id, ids));
  if (mine.length === 0) return [];
  const bands = mine.map((m) => hashBands(m.phash));
  const candidates = await db.select({ id: photos.id, phash: photos.phash }).from(photos).where(and(
    ne(photos.userId, userId),
    or(...BANDS.map((b, i) => sql`${b.expr} IN (${list([...new Set(bands.map((x) => x[i]))])})`)),
    // The distance is checked in SQL too, so only real matches travel back.
    or(...mine.map((m) => sql`bit_count((${photos.phash} # ${m.phash.toString()}::bigint)::bit(64)) <= ${CLONE_MAX_DISTANCE}`)),
  ));
  const close = new Map<number, number[]>(); // other photo -> my photos close to it
  for (const o of candidates) {
    for (const m of mine) {
      if (hammingDistance(m.phash, o.phash) <= CLONE_MAX_DISTANCE) close.set(o.id, [...(close.get(o.id) ?? []), m.id]);
    }
  }
  if (close.size === 0) return [];
  const found = await rows<{ photo_id: number; other_kind: ClonedPhoto['otherKind']; other_item_id: number }>(db, sql`
    SELECT li.photo_id, li.kind AS other_kind, li.item_id AS other_item_id
    FROM listing_images li
    LEFT JOIN listings l ON li.kind = 'property' AND l.id = li.item_id
    LEFT JOIN pgs g ON li.kind = 'pg' AND g.id = li.item_id
    LEFT JOIN projects pr ON li.kind = 'project' AND pr.id = li.item_id
    WHERE li.photo_id IN (${list([...close.keys()])})
      AND COALESCE(l.status, g.status, pr.status) = 'approved'
      AND COALESCE(l.user_id, g.user_id, pr.user_id) <> ${userId}`);
  const seen = new Map<string, ClonedPhoto>();
  for (const r of found) {
    for (const photoId of close.get(Number(r.photo_id)) ?? []) {
      const c = { photoId, otherKind: r.other_kind, otherItemId: Number(r.other_item_id) };
      seen.set(`${c.photoId}:${c.otherKind}:${c.otherItemId}`, c);
    }
  }
  return [...seen.values()].sort((a, b) => a.photoId - b.photoId || a.otherKind.localeCompare(b.otherKind) || a.otherItemId - b.otherItemId);
}
