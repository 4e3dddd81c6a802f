import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import S3rver from 's3rver';
import { GET as getMedia } from '@/app/media/[...key]/route';
import { GET as getUpload } from '@/app/uploads/[name]/route';
import { getStorage } from '@/server/listings/media/storage';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { accountUser, tinyPng, fileForm } from '../helpers/account-fixtures';
import { photoForm, scenePhoto, withGpsExif } from '../helpers/photo-fixtures';

// The S3 path against a real S3-compatible server (s3rver) on a loopback port, started
// here: nothing reaches the local disk storage while S3_BUCKET is set.
const work = mkdtempSync(path.join(tmpdir(), 'gb-photos-s3-'));
process.env.DATA_DIR = path.join(work, 'data');
let server: S3rver;
let endpoint = '';

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1', port: 0, silent: true, directory: path.join(work, 's3'),
    configureBuckets: [{ name: 'gb-photos', configs: [] }],
  });
  const addr = await server.run();
  endpoint = `http://127.0.0.1:${addr.port}`;
  Object.assign(process.env, {
    S3_BUCKET: 'gb-photos', S3_ENDPOINT: endpoint, S3_REGION: 'ap-south-1',
    S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
});
afterAll(async () => {
  for (const k of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL']) delete process.env[k];
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

const t = useTestDb();
const media = (location: string) => getMedia(new Request(`http://localhost${location}`),
  { params: Promise.resolve({ key: location.replace(/^\/media\//, '').split('/') }) });

describe('S3 storage', () => {
  it('round-trips bytes: put, size, get, delete', async () => {
    const s = getStorage();
    expect(s.name).toBe('s3');
    const body = Buffer.from('hello bucket');
    await s.put('photos/zz/round-trip.webp', body, 'image/webp');
    expect(await s.size('photos/zz/round-trip.webp')).toBe(body.length);
    const got = await s.get('photos/zz/round-trip.webp');
    expect(Buffer.from(await new Response(got!.body).arrayBuffer())).toEqual(body);
    await s.delete('photos/zz/round-trip.webp');
    expect(await s.get('photos/zz/round-trip.webp')).toBeNull();
    expect(await s.size('photos/zz/round-trip.webp')).toBeNull();
  });

  it('stores a posted photo\'s renditions in the bucket and the app serves them from there', async () => {
    const { token } = await accountUser(t.db, 'owner');
    const r = await call('POST', '/api/property/images/upload-property-image', undefined,
      { token, raw: photoForm('image', await withGpsExif(await scenePhoto(31))) });
    expect(r.http).toBe(200);
    const res = await media(r.body.data.location);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200 });
    expect(meta.exif).toBeUndefined();
    const small = await media(r.body.data.location.replace('-1600.webp', '-320.webp'));
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320);
    // Straight from the S3 endpoint too (what S3_PUBLIC_URL would point at).
    const direct = await fetch(`${endpoint}/gb-photos/${r.body.data.location.replace(/^\/media\//, '')}`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/webp');
    expect(existsSync(path.join(process.env.DATA_DIR!, 'photos'))).toBe(false);
  });

  it('keeps profile uploads in the bucket too', async () => {
    const { token } = await accountUser(t.db);
    const png = tinyPng(4, 4);
    const r = await call('POST', '/api/user/images/upload-user-image', undefined, { token, raw: fileForm('image', png) });
    expect(r.http).toBe(200);
    const name = r.body.data.location.split('/').pop();
    const res = await getUpload(new Request(`http://localhost/uploads/${name}`), { params: Promise.resolve({ name }) });
    // Re-encoded on upload (issue 21 §9): the same picture, not the same bytes.
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 4, height: 4 });
    expect(existsSync(path.join(process.env.DATA_DIR!, 'uploads'))).toBe(false);
  });

  it('answers the S3_PUBLIC_URL location when one is configured', async () => {
    process.env.S3_PUBLIC_URL = `${endpoint}/gb-photos/`;
    try {
      const { token } = await accountUser(t.db, 'owner');
      const r = await call('POST', '/property/agriculture/upload-photo', undefined, { token, raw: photoForm('file', await scenePhoto(32)) });
      expect(r.body.data.location).toMatch(new RegExp(`^${endpoint}/gb-photos/photos/[a-f0-9]{2}/[a-f0-9]{24}-1600\\.webp$`));
      const res = await fetch(r.body.data.location);
      expect(res.status).toBe(200);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('webp');
    } finally {
      delete process.env.S3_PUBLIC_URL;
    }
  });
});
