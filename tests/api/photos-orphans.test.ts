import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { photos } from '@/server/platform/db/schema';
import { attachPhotos } from '@/server/listings/media/attach';
import { ORPHAN_AFTER_DAYS, sweepOrphanPhotos } from '@/server/platform/jobs/orphan-photos';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { accountUser, tinyPng } from '../helpers/account-fixtures';
import { daysAgo, makeListing } from '../helpers/fixtures';
import { photoForm } from '../helpers/photo-fixtures';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'gb-photos-orphans-'));
delete process.env.S3_BUCKET;
const tmpData = process.env.DATA_DIR;
afterAll(() => rmSync(tmpData, { recursive: true, force: true }));

const t = useTestDb();
const fileOf = (location: string) => path.join(tmpData, location.replace(/^\/media\//, ''));

describe('orphan photos', () => {
  it(`deletes photos never put on a listing after ${ORPHAN_AFTER_DAYS} days, files and row; keeps the rest`, async () => {
    const owner = await accountUser(t.db, 'owner');
    const upload = async (i: number) => (await call('POST', '/api/property/images/upload-property-image', undefined,
      { token: owner.token, raw: photoForm('image', tinyPng(40, 30, [i * 40, 9, 9]), 'p.png', 'image/png') })).body.data as { id: number; location: string };
    const [oldOrphan, oldAttached, newOrphan] = [await upload(1), await upload(2), await upload(3)];
    const listing = await makeListing(t.db, { userId: owner.id });
    await t.db.transaction((tx) => attachPhotos(tx, 'property', listing.id, owner.id, [oldAttached.id]));
    await t.db.update(photos).set({ createdAt: daysAgo(ORPHAN_AFTER_DAYS + 1) }).where(inArray(photos.id, [oldOrphan.id, oldAttached.id]));
    expect(existsSync(fileOf(oldOrphan.location))).toBe(true);

    expect(await sweepOrphanPhotos()).toBe(1);
    const left = (await t.db.select({ id: photos.id }).from(photos).where(eq(photos.userId, owner.id))).map((p) => p.id).sort();
    expect(left).toEqual([oldAttached.id, newOrphan.id].sort());
    expect(existsSync(fileOf(oldOrphan.location))).toBe(false);
    expect(existsSync(fileOf(oldOrphan.location.replace('-1600', '-320')))).toBe(false);
    expect(existsSync(fileOf(oldAttached.location))).toBe(true);
    expect(existsSync(fileOf(newOrphan.location))).toBe(true);
    expect(await sweepOrphanPhotos()).toBe(0);
  });
});
