import 'server-only';
import { and, eq, inArray, like, or } from 'drizzle-orm';
import { getDb, type Db } from '../../platform/db/client';
import { listingImages, photos, uploads } from '../../platform/db/schema';
import { renditionKey, getStorage, keyOf } from '../../listings';

// The stored files of an erased account (server/trust/privacy/erase.ts). Their rows go inside the
// erasure's transaction; the objects only after it commits, so a rollback never leaves rows
// pointing at deleted files. Removing an object is best effort: a failure is logged and never
// undoes the erasure (the rows are gone, so nothing serves the file any more:
// /uploads/<name> needs a public upload row, /media renditions of a deleted photo are not listed).

type Tx = Pick<Db, 'select' | 'delete'>;
export type ErasedFiles = { uploadPaths: string[]; photos: { storageKey: string; widths: number[] }[] };

/**
 * Deletes the user's upload rows (profile picture, company logo, brochures, private documents)
 * and photo rows, within `tx`. Photos go with the images of the user's own items (those items
 * are being erased); a photo still shown on someone else's item stays with that item.
 */
export async function eraseFileRows(tx: Tx, userId: number, ownItems: { kind: 'property' | 'pg' | 'project'; ids: number[] }[]): Promise<ErasedFiles> {
  for (const { kind, ids } of ownItems) {
    if (ids.length) await tx.delete(listingImages).where(and(eq(listingImages.kind, kind), inArray(listingImages.itemId, ids)));
  }
  const ups = await tx.delete(uploads).where(eq(uploads.userId, userId)).returning({ path: uploads.path });
  const mine = await tx.select({ id: photos.id, storageKey: photos.storageKey, widths: photos.widths }).from(photos)
    .where(eq(photos.userId, userId));
  const used = mine.length
    ? new Set((await tx.select({ id: listingImages.photoId }).from(listingImages)
      .where(inArray(listingImages.photoId, mine.map((p) => p.id)))).map((r) => r.id))
    : new Set<number | null>();
  const gone = mine.filter((p) => !used.has(p.id));
  if (gone.length) await tx.delete(photos).where(inArray(photos.id, gone.map((p) => p.id)));
  return { uploadPaths: ups.map((u) => u.path), photos: gone };
}

/** After the commit: the objects themselves. A public file another upload row still uses (same bytes) stays. */
export async function removeErasedFiles(files: ErasedFiles): Promise<void> {
  const storage = getStorage();
  const db = await getDb();
  const keys = new Set<string>();
  for (const key of new Set(files.uploadPaths.map(keyOf))) {
    if (key.startsWith('uploads/')) {
      // Content-addressed: the same bytes uploaded by someone else share the object.
      const [other] = await db.select({ id: uploads.id }).from(uploads)
        .where(or(eq(uploads.path, key), like(uploads.path, `%/${key}`))).limit(1);
      if (other) continue;
    }
    keys.add(key);
  }
  for (const p of files.photos) for (const w of p.widths) keys.add(renditionKey(p.storageKey, w));
  await Promise.all([...keys].map((key) => storage.delete(key).catch((err) => {
    console.error('[erase] could not delete stored file', key, err instanceof Error ? err.message : err);
  })));
}
