import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { photos, uploads, uploadUsage } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { accountUser, fileForm, tinyPng } from '../helpers/account-fixtures';
import { pngBomb } from '../helpers/image-bombs';

// A 14.5 kB PNG of 119 megapixels (under the 120 MP cap) used to be decoded in full
// before anything else: most of a second of CPU per request, before the day's upload
// quota was even looked at. Now the quota comes first, and the pixel count is read
// from the header and refused over the format's budget without decoding a pixel.

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'gb-decode-budget-'));
const tmpData = process.env.DATA_DIR;
afterAll(() => rmSync(tmpData, { recursive: true, force: true }));
afterEach(() => { delete process.env.UPLOAD_QUOTA_FILES_PER_DAY; });

const t = useTestDb();
const ROUTES = [
  ['/api/user/images/upload-user-image', 'image'],
  ['/profile/upload-company-logo', 'file'],
  ['/api/user/images/upload-document', 'image'],
  ['/api/property/images/upload-property-image', 'image'],
] as const;
const TOO_LARGE = /^The image is too large to process: 119 megapixels; at most 24 megapixels for a PNG or WebP, 120 megapixels for a JPEG\. Please upload a smaller image$/;

/** CPU time (user + system, every thread of this process, libvips' too) that `fn` took. */
async function cpuMs(fn: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await fn();
  const d = process.cpuUsage(before);
  return (d.user + d.system) / 1000;
}

describe('decoding under a budget', () => {
  const bomb = pngBomb(10_900, 10_900);

  it('refuses a 119-megapixel PNG of 15 kB on every upload path with a clear 400, at a fraction of the CPU a decode costs', async () => {
    expect(bomb.length).toBeLessThan(16_000);
    expect(await sharp(bomb).metadata()).toMatchObject({ width: 10_900, height: 10_900, format: 'png' });
    // What the decode the old code did costs on this machine, for comparison.
    const decodeMs = await cpuMs(() => sharp(bomb, { limitInputPixels: 120_000_000 }).resize(1600, 1600, { fit: 'inside' }).png().toBuffer());
    const { id, token } = await accountUser(t.db, 'owner');
    for (const [route, field] of ROUTES) {
      let r!: Awaited<ReturnType<typeof call>>;
      const ms = await cpuMs(async () => { r = await call('POST', route, undefined, { token, raw: fileForm(field, bomb, 'plan.png') }); });
      expect(r.http, route).toBe(400);
      expect(r.body.message, route).toMatch(TOO_LARGE);
      expect(r.body.data, route).toMatchObject({ pixels: 118_810_000, max_pixels: 24_000_000 });
      // The whole request (login check, quota, header read) costs far less than decoding the image.
      expect(ms, `${route}: ${ms} ms of CPU against ${decodeMs} ms for a decode`).toBeLessThan(decodeMs / 2);
    }
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, id))).toEqual([]);
    expect(await t.db.select().from(photos).where(eq(photos.userId, id))).toEqual([]);
  });

  it('checks the quota before decoding: refused images count, and past the quota nothing is decoded', async () => {
    process.env.UPLOAD_QUOTA_FILES_PER_DAY = '2';
    for (const [route, field] of ROUTES) {
      const { id, token } = await accountUser(t.db, 'owner');
      const send = (bytes: Buffer) => call('POST', route, undefined, { token, raw: fileForm(field, bytes, 'x.png') });
      expect((await send(tinyPng(3, 3))).http, route).toBe(200);
      expect((await send(bomb)).http, route).toBe(400);
      // The bomb used the last file of the day: the next upload is refused by the quota, not by a decode.
      const over = await send(bomb);
      expect(over.http, route).toBe(429);
      expect(over.body.message).toBe('Upload limit reached: 2 files a day. Please try again tomorrow.');
      expect((await send(tinyPng(4, 4))).http, route).toBe(429);
      expect(await t.db.select().from(uploadUsage).where(eq(uploadUsage.userId, id))).toHaveLength(2);
    }
  });

  it('still takes a large JPEG (decoded straight to the kept size) and a PNG within its budget', async () => {
    const { token } = await accountUser(t.db, 'owner');
    const jpeg = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: { r: 90, g: 120, b: 60 } } }).jpeg().toBuffer();
    const png = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 200, b: 220 } } }).png().toBuffer();
    for (const [bytes, name] of [[jpeg, 'pano.jpg'], [png, 'plan.png']] as const) {
      const r = await call('POST', '/api/property/images/upload-property-image', undefined, { token, raw: fileForm('image', bytes, name) });
      expect(r.http, `${name}: ${JSON.stringify(r.body)}`).toBe(200);
    }
  });
});
