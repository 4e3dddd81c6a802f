import { mkdtempSync, readFileSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploads } from '@/server/platform/db/schema';
import { dispatch } from '@/server/platform/routes';
import { GET, HEAD } from '@/app/uploads/[name]/route';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { accountUser, fileForm, tinyPng, TINY_JPEG, TINY_PDF, TINY_WEBP } from '../helpers/account-fixtures';

// Uploads land in DATA_DIR/uploads: a private folder for this file.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'gb-uploads-'));
const uploadDir = () => path.join(process.env.DATA_DIR!, 'uploads');
const tmpData = process.env.DATA_DIR;
afterAll(() => rmSync(tmpData, { recursive: true, force: true }));

const t = useTestDb();

const serve = (name: string, headers: Record<string, string> = {}, method = 'GET') => {
  const req = new Request(`http://localhost/uploads/${name}`, { method, headers });
  return (method === 'HEAD' ? HEAD : GET)(req, { params: Promise.resolve({ name }) });
};
const rowsOf = (userId: number) => t.db.select().from(uploads).where(eq(uploads.userId, userId));

describe('upload-user-image', () => {
  it('stores a real PNG, re-encoded, by content hash, records it and serves it', async () => {
    const { id, token } = await accountUser(t.db);
    const png = tinyPng(3, 2);
    const r = await call('POST', '/api/user/images/upload-user-image', undefined, { token, raw: fileForm('image', png) });
    expect(r.http).toBe(200);
    expect(r.body.data).toMatchObject({ location: expect.stringMatching(/^\/uploads\/[a-f0-9]{64}\.png$/), mime: 'image/png' });
    const name = r.body.data.location.split('/').pop();
    const stored = readFileSync(path.join(uploadDir(), name));
    expect(createHash('sha256').update(stored).digest('hex')).toBe(name.slice(0, 64));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 3, height: 2 });
    expect(r.body.data.bytes).toBe(stored.length);
    expect(await rowsOf(id)).toMatchObject([{ purpose: 'profile_picture', path: r.body.data.location, mime: 'image/png', bytes: stored.length }]);
    const png2 = stored;

    const res = await serve(name);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png2);
    expect((await serve(name, { 'if-none-match': res.headers.get('etag')! })).status).toBe(304);
    const head = await serve(name, {}, 'HEAD');
    expect(head.headers.get('content-length')).toBe(String(png2.length));
  });

  it('accepts JPEG and WebP, whatever the file is called', async () => {
    const { token } = await accountUser(t.db);
    const jpg = await call('POST', '/api/user/images/upload-user-image', undefined,
      { token, raw: fileForm('image', TINY_JPEG, 'scan.pdf', 'application/pdf') });
    expect(jpg.body.data).toMatchObject({ mime: 'image/jpeg', location: expect.stringMatching(/\.jpg$/) });
    const webp = await call('POST', '/api/user/images/upload-user-image', undefined, { token, raw: fileForm('image', TINY_WEBP, 'x') });
    expect(webp.body.data.mime).toBe('image/webp');
    expect((await serve(webp.body.data.location.split('/').pop())).headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a renamed text file, a PDF, a missing file and a non-multipart body, storing nothing', async () => {
    const { id, token } = await accountUser(t.db);
    const before = readdirSync(uploadDir()).length;
    const fake = await call('POST', '/api/user/images/upload-user-image', undefined,
      { token, raw: fileForm('image', Buffer.from('just some text, honest'), 'photo.png', 'image/png') });
    expect(fake.http).toBe(400);
    expect(fake.body).toEqual({ status: 'fail', message: 'Only JPEG, PNG or WebP images can be uploaded' });
    const pdf = await call('POST', '/api/user/images/upload-user-image', undefined, { token, raw: fileForm('image', TINY_PDF, 'a.png') });
    expect(pdf.http).toBe(400);
    const wrongField = await call('POST', '/api/user/images/upload-user-image', undefined, { token, raw: fileForm('file', tinyPng()) });
    expect(wrongField.body.message).toBe('Upload image!');
    const json = await call('POST', '/api/user/images/upload-user-image', { image: 'x' }, { token });
    expect(json.body.message).toBe('Expected a multipart/form-data body');
    expect(await rowsOf(id)).toEqual([]);
    expect(readdirSync(uploadDir()).length).toBe(before);
  });

  it('refuses a file over 10485760 bytes with the spec text', async () => {
    const { id, token } = await accountUser(t.db);
    const big = Buffer.alloc(10_485_761);
    tinyPng().copy(big);
    const r = await call('POST', '/api/user/images/upload-user-image', undefined, { token, raw: fileForm('image', big) });
    expect(r.http).toBe(413);
    expect(r.body).toEqual({ status: 'fail', message: 'Please upload below 3mb!' });
    expect(await rowsOf(id)).toEqual([]);
  });

  it('refuses a declared oversize body before reading it', async () => {
    const { token } = await accountUser(t.db);
    let pulled = false;
    // highWaterMark 0: the stream is pulled only when someone reads it.
    const body = new ReadableStream({ pull() { pulled = true; throw new Error('must not be read'); } }, { highWaterMark: 0 });
    const res = await dispatch(new Request('http://localhost/api/user/images/upload-user-image', {
      method: 'POST', body, duplex: 'half',
      headers: { 'x-access-token': token, 'content-type': 'multipart/form-data; boundary=x', 'content-length': '20000000' },
    } as RequestInit));
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('Please upload below 3mb!');
    expect(pulled).toBe(false);
  });

  it('stops reading a chunked body as soon as it passes the limit', async () => {
    const { token } = await accountUser(t.db);
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream({
      pull(c) {
        if (sent >= 50) return c.close();
        sent += 1;
        c.enqueue(chunk);
      },
    }, { highWaterMark: 0 });
    const res = await dispatch(new Request('http://localhost/api/user/images/upload-document', {
      method: 'POST', body, duplex: 'half',
      headers: { 'x-access-token': token, 'content-type': 'multipart/form-data; boundary=x' },
    } as RequestInit));
    expect(res.status).toBe(413);
    expect(sent).toBeLessThanOrEqual(12); // 10 MiB + a little, not the 50 MiB offered
  });

  it('needs a token and stores nothing without one', async () => {
    const before = (await t.db.select().from(uploads)).length;
    const r = await call('POST', '/api/user/images/upload-user-image', undefined, { raw: fileForm('image', tinyPng(5, 5)) });
    expect(r.http).toBe(401);
    expect(r.body.message).toBe('Authentication failed');
    expect((await t.db.select().from(uploads)).length).toBe(before);
  });
});

describe('upload-company-logo and upload-document', () => {
  it('takes the logo under field "file"', async () => {
    const { id, token } = await accountUser(t.db, 'buyer');
    const r = await call('POST', '/profile/upload-company-logo', undefined, { token, raw: fileForm('file', TINY_JPEG, 'logo.jpg', 'image/jpeg') });
    expect(r.http).toBe(200);
    expect(r.body.data.location).toMatch(/^\/uploads\/[a-f0-9]{64}\.jpg$/);
    expect((await rowsOf(id))[0]).toMatchObject({ purpose: 'company_logo' });
    expect((await call('POST', '/profile/upload-company-logo', undefined, { token, raw: fileForm('image', TINY_JPEG) })).body.message)
      .toBe('Upload image!');
    expect((await call('POST', '/profile/upload-company-logo', undefined, { raw: fileForm('file', TINY_JPEG) })).http).toBe(401);
  });

  it('takes PDF documents and images, not text; each upload is its own private file', async () => {
    const a = await accountUser(t.db);
    const b = await accountUser(t.db);
    const pa = await call('POST', '/api/user/images/upload-document', undefined, { token: a.token, raw: fileForm('image', TINY_PDF, 'deed.pdf', 'application/pdf') });
    expect(pa.http).toBe(200);
    expect(pa.body.data).toMatchObject({ mime: 'application/pdf', location: expect.stringMatching(/^\/api\/user\/images\/document\?upload_id=\d+$/) });
    const pb = await call('POST', '/api/user/images/upload-document', undefined, { token: b.token, raw: fileForm('image', TINY_PDF, 'other.pdf') });
    expect(pb.body.data.location).not.toBe(pa.body.data.location);
    expect(await rowsOf(a.id)).toHaveLength(1);
    expect(await rowsOf(b.id)).toHaveLength(1);
    const res = await dispatch(new Request(`http://localhost${pa.body.data.location}`, { headers: { 'x-access-token': a.token } }));
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(TINY_PDF);
    const txt = await call('POST', '/api/user/images/upload-document', undefined, { token: a.token, raw: fileForm('image', Buffer.from('%PD nope'), 'x.pdf') });
    expect(txt.body.message).toBe('Only JPEG, PNG or WebP images or PDF documents can be uploaded');
    expect((await call('POST', '/api/user/images/upload-document', undefined, { token: a.token, raw: fileForm('image', tinyPng()) })).http).toBe(200);
  });
});

describe('GET /uploads/[name]', () => {
  it('answers 404 for unknown names and any path trick', async () => {
    for (const name of ['f'.repeat(64) + '.png', '../jwt-secret', '..%2Fjwt-secret', 'jwt-secret', 'A'.repeat(64) + '.png',
      'a'.repeat(64) + '.svg', 'a'.repeat(64) + '.png/..', '']) {
      const res = await serve(name);
      expect(res.status, name).toBe(404);
    }
    expect(existsSync(process.env.DATA_DIR!)).toBe(true);
  });
});
