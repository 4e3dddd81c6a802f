import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { listingImages, listings, photos } from '@/server/platform/db/schema';
import { toSigned64 } from '@/server/listings/media/phash';
import { attachPhotos } from '@/server/listings/media/attach';
import { findClonedPhotos } from '@/server/listings/media/duplicates';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { accountUser, tinyPng } from '../helpers/account-fixtures';
import { makeListing, makePg } from '../helpers/fixtures';
import { photoForm, scenePhoto } from '../helpers/photo-fixtures';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'gb-photos-attach-'));
delete process.env.S3_BUCKET;
const tmpData = process.env.DATA_DIR;
afterAll(() => rmSync(tmpData, { recursive: true, force: true }));

const t = useTestDb();

async function upload(token: string, bytes: Buffer): Promise<{ id: number; location: string }> {
  const r = await call('POST', '/api/property/images/upload-property-image', undefined, { token, raw: photoForm('image', bytes) });
  if (r.http !== 200) throw new Error(JSON.stringify(r.body));
  return r.body.data;
}
const imagesOf = (kind: 'property' | 'pg', itemId: number) => t.db.select().from(listingImages)
  .where(and(eq(listingImages.kind, kind), eq(listingImages.itemId, itemId))).orderBy(asc(listingImages.sortOrder));
const attach = (...a: Parameters<typeof attachPhotos> extends [unknown, ...infer R] ? R : never) =>
  t.db.transaction((tx) => attachPhotos(tx, ...a));

describe('attachPhotos', () => {
  it('writes the photos in the given order (first = cover) and replaces them on edit', async () => {
    const owner = await accountUser(t.db, 'owner');
    const listing = await makeListing(t.db, { userId: owner.id });
    const [a, b, c] = [await upload(owner.token, tinyPng(40, 30)), await upload(owner.token, tinyPng(40, 30, [1, 2, 3])), await upload(owner.token, tinyPng(30, 40))];
    await attach('property', listing.id, owner.id, [b.id, a.id, c.id]);
    expect((await imagesOf('property', listing.id)).map((r) => [r.photoId, r.url, r.sortOrder]))
      .toEqual([[b.id, b.location, 0], [a.id, a.location, 1], [c.id, c.location, 2]]);
    await attach('property', listing.id, owner.id, [c.id, a.id, c.id]);
    expect((await imagesOf('property', listing.id)).map((r) => r.photoId)).toEqual([c.id, a.id]);
  });

  it('takes 20 photos and refuses a 21st, keeping the photos the listing had', async () => {
    const owner = await accountUser(t.db, 'owner');
    const listing = await makeListing(t.db, { userId: owner.id });
    const ids: number[] = [];
    for (let i = 0; i < 21; i++) ids.push((await upload(owner.token, tinyPng(8, 8, [i * 10, 5, 5]))).id);
    await attach('property', listing.id, owner.id, ids.slice(0, 20));
    expect(await imagesOf('property', listing.id)).toHaveLength(20);
    const err = await attach('property', listing.id, owner.id, ids).catch((e) => e);
    expect(err).toMatchObject({ code: 'validation', status: 400, message: 'photo_ids: at most 20 photos per listing' });
    expect((await imagesOf('property', listing.id)).map((r) => r.photoId)).toEqual(ids.slice(0, 20));
  });

  it("refuses another user's photo exactly as an unknown id (400), changing nothing", async () => {
    const owner = await accountUser(t.db, 'owner');
    const other = await accountUser(t.db, 'owner');
    const listing = await makeListing(t.db, { userId: owner.id });
    const mine = await upload(owner.token, tinyPng(9, 9));
    const theirs = await upload(other.token, tinyPng(9, 9));
    await attach('property', listing.id, owner.id, [mine.id]);
    expect(await attach('property', listing.id, owner.id, [mine.id, theirs.id]).catch((e) => e))
      .toMatchObject({ status: 400, message: `photo_ids: no uploaded photo ${theirs.id}` });
    expect(await attach('property', listing.id, owner.id, [mine.id, 999_999]).catch((e) => e)).toMatchObject({ status: 400 });
    expect((await imagesOf('property', listing.id)).map((r) => r.photoId)).toEqual([mine.id]);
  });
});

describe('findClonedPhotos', () => {
  it("catches the same photo re-encoded and resized from another poster's live listing, not different photos", async () => {
    const original = await accountUser(t.db, 'owner');
    const cloner = await accountUser(t.db, 'agent');
    const live = await makeListing(t.db, { userId: original.id, status: 'approved' });
    const pending = await makeListing(t.db, { userId: original.id, status: 'pending' });
    const src = await scenePhoto(101);
    const pendingSrc = await scenePhoto(102);
    const p1 = await upload(original.token, src);
    const p2 = await upload(original.token, pendingSrc);
    await attach('property', live.id, original.id, [p1.id]);
    await attach('property', pending.id, original.id, [p2.id]);

    // Downloaded from the ad, shrunk, re-saved at another JPEG quality.
    const copy = await upload(cloner.token, await sharp(src).resize(700).jpeg({ quality: 55 }).toBuffer());
    const copyOfPending = await upload(cloner.token, await sharp(pendingSrc).jpeg({ quality: 60 }).toBuffer());
    const own: number[] = [];
    for (let seed = 110; seed < 116; seed++) own.push((await upload(cloner.token, await scenePhoto(seed))).id);

    expect(await findClonedPhotos([copy.id, copyOfPending.id, ...own], cloner.id))
      .toEqual([{ photoId: copy.id, otherKind: 'property', otherItemId: live.id }]);
    // The poster re-using their own photo is no clone.
    const again = await upload(original.token, await sharp(src).resize(500).jpeg({ quality: 70 }).toBuffer());
    expect(await findClonedPhotos([again.id], original.id)).toEqual([]);
    // Once the original listing is no longer live, the copy is not flagged.
    await t.db.update(listings).set({ status: 'expired' }).where(eq(listings.id, live.id));
    expect(await findClonedPhotos([copy.id], cloner.id)).toEqual([]);
  });

  it('finds a hash 4 bits away wherever the bits fall (band lookup), and not one 9 bits away', async () => {
    const a = await accountUser(t.db, 'owner');
    const b = await accountUser(t.db, 'owner');
    const live = await makeListing(t.db, { userId: a.id, status: 'approved' });
    const h = 0x9e3779b97f4a7c15n;
    const row = async (userId: number, hash: bigint) => (await t.db.insert(photos).values({
      userId, storageKey: `photos/ee/${hash.toString(16).padStart(24, '0').slice(0, 24)}`, widths: [320], width: 10, height: 10, bytes: 1,
      phash: toSigned64(hash),
    }).returning({ id: photos.id }))[0].id;
    await attach('property', live.id, a.id, [await row(a.id, h)]);
    // One flipped bit in each of four different bands (bits 63, 45, 30, 5), and four in one band.
    const spread = await row(b.id, h ^ (1n << 63n) ^ (1n << 45n) ^ (1n << 30n) ^ (1n << 5n));
    const bunched = await row(b.id, h ^ 0b1111n);
    const far = await row(b.id, h ^ 0x1ffn);
    expect((await findClonedPhotos([spread, bunched, far], b.id)).map((c) => c.photoId)).toEqual([spread, bunched]);
  });

  it('looks at live PGs too', async () => {
    const a = await accountUser(t.db, 'owner');
    const b = await accountUser(t.db, 'owner');
    const pg = await makePg(t.db, { userId: a.id, status: 'approved' });
    const src = await scenePhoto(120);
    const p = await upload(a.token, src);
    await attach('pg', pg.id, a.id, [p.id]);
    const copy = await upload(b.token, await sharp(src).resize(400).webp({ quality: 50 }).toBuffer());
    expect(await findClonedPhotos([copy.id], b.id)).toEqual([{ photoId: copy.id, otherKind: 'pg', otherItemId: pg.id }]);
    expect(await findClonedPhotos([], b.id)).toEqual([]);
  });
});
