import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createAdmin } from '@/server/trust/admin/create-admin';
import { uploads } from '@/server/platform/db/schema';
import { getStorage } from '@/server/listings/media/storage';
import { dispatch } from '@/server/platform/routes';
import { GET } from '@/app/uploads/[name]/route';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { accountUser, fileForm, TINY_PDF } from '../helpers/account-fixtures';
import { pngBomb } from '../helpers/image-bombs';

// Issue 21 §9: every profile picture, logo and document image is decoded and written
// anew (upright, no metadata, bounded size); what does not decode is refused; PDFs
// must parse; documents are private. Every hostile file is made here, in the test.

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'gb-hostile-'));
const tmpData = process.env.DATA_DIR;
afterAll(() => rmSync(tmpData, { recursive: true, force: true }));

const t = useTestDb();

const UNREADABLE = 'The image could not be read; please upload another image';
const PDF_UNREADABLE = 'The PDF could not be read; please upload another file';
const AVATAR = '/api/user/images/upload-user-image';
const LOGO = '/profile/upload-company-logo';
const DOC = '/api/user/images/upload-document';

const storedFiles = () => {
  const dirs = ['uploads', 'documents'].map((d) => path.join(tmpData, d));
  return dirs.flatMap((d) => { try { return readdirSync(d); } catch { return []; } }).length;
};
const servePublic = (name: string) => GET(new Request(`http://localhost/uploads/${name}`), { params: Promise.resolve({ name }) });
const fetchDoc = (location: string, headers: Record<string, string> = {}) =>
  dispatch(new Request(`http://localhost${location}`, { headers }));

/** A phone photo as it comes off the camera: sideways (EXIF orientation 6), GPS position and owner name. */
async function gpsJpeg(red = 200): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: { r: red, g: 40, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Artist: 'Ravi Kumar' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 18/1 0/1' } })
    .toBuffer();
}

const plainJpeg = (w = 400, h = 300) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 10, g: 100, b: 200 } } }).jpeg().toBuffer();

function pdfkitPdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.text('Electricity bill, account 1234');
    doc.end();
  });
}

/** PDF 1.5 with the catalog and page tree inside a compressed object stream, as Acrobat and most scanners write. */
function objectStreamPdf(): Buffer {
  const objs = ['<</Type/Catalog/Pages 3 0 R>>', '<</Type/Pages/Kids[]/Count 1>>'];
  const header = `2 0 3 ${objs[0].length + 1} `;
  const data = deflateSync(Buffer.from(header + objs.join(' '), 'latin1'));
  return Buffer.concat([
    Buffer.from(`%PDF-1.5\n1 0 obj\n<</Type/ObjStm/N 2/First ${header.length}/Filter/FlateDecode/Length ${data.length}>>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n4 0 obj\n<</Type/XRef/Size 5/Root 2 0 R/W[1 2 1]/Length 0>>\nstream\n\nendstream\nendobj\nstartxref\n0\n%%EOF\n', 'latin1'),
  ]);
}

describe('profile pictures and logos are decoded and written anew', () => {
  it('a sideways phone photo with GPS is stored upright with no EXIF at all, and that is what is served', async () => {
    const { token } = await accountUser(t.db);
    const sent = await gpsJpeg();
    expect((await sharp(sent).metadata()).exif).toBeDefined();
    const r = await call('POST', AVATAR, undefined, { token, raw: fileForm('image', sent, 'me.jpg', 'image/jpeg') });
    expect(r.http).toBe(200);
    const name = r.body.data.location.split('/').pop();
    const served = Buffer.from(await (await servePublic(name)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.includes(Buffer.from('Ravi Kumar'))).toBe(false);
    expect(name.slice(0, 64)).toBe(createHash('sha256').update(served).digest('hex'));
  });

  it('a large logo is scaled to fit 1600 px', async () => {
    const { token } = await accountUser(t.db);
    const r = await call('POST', LOGO, undefined, { token, raw: fileForm('file', await plainJpeg(3200, 2000), 'logo.jpg', 'image/jpeg') });
    expect(r.http).toBe(200);
    const stored = readFileSync(path.join(tmpData, r.body.data.location.slice(1)));
    expect(await sharp(stored).metadata()).toMatchObject({ width: 1600, height: 1000 });
  });

  it('refuses a JPEG header followed by HTML, a truncated JPEG and PNG decompression bombs, storing nothing', async () => {
    const { id, token } = await accountUser(t.db);
    const full = await plainJpeg();
    const hostile: [string, Buffer][] = [
      ['jpeg header + html', Buffer.concat([full.subarray(0, 20), Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')])],
      ['truncated jpeg', full.subarray(0, Math.floor(full.length / 2))],
      ['png bomb 12000x12000', pngBomb(12000, 12000)],
      ['png bomb 20000x20000', pngBomb(20000, 20000)],
    ];
    const before = storedFiles();
    for (const [label, bytes] of hostile) {
      expect(bytes.length, label).toBeLessThan(10_485_760);
      for (const [route, field] of [[AVATAR, 'image'], [LOGO, 'file'], [DOC, 'image']]) {
        const started = Date.now();
        const r = await call('POST', route, undefined, { token, raw: fileForm(field, bytes, 'x.png') });
        expect(r.http, `${label} at ${route}`).toBe(400);
        // A bomb is named as such (its pixels against the budget); a broken file is unreadable.
        if (label.startsWith('png bomb')) {
          expect(r.body.message).toMatch(/^The image is too large to process: \d+ megapixels; at most 24 megapixels for a PNG or WebP/);
          expect(r.body.code).toBe('image_too_many_pixels');
        }
        else expect(r.body).toEqual({ status: 'fail', message: UNREADABLE, code: 'image_unreadable' });
        expect(Date.now() - started, `${label} refused without decoding it`).toBeLessThan(3000);
      }
    }
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, id))).toEqual([]);
    expect(storedFiles()).toBe(before);
  });
});

describe('documents', () => {
  it('PDFs must parse: HTML behind a PDF header and a truncated PDF are refused, real PDFs pass', async () => {
    const { token } = await accountUser(t.db);
    const real = await pdfkitPdf();
    const bad: [string, Buffer][] = [
      ['pdf header + html', Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n')],
      ['truncated pdf', real.subarray(0, Math.floor(real.length / 2))],
      ['catalog missing', Buffer.from('%PDF-1.4\ntrailer<</Root 9 0 R>>\n%%EOF\n')],
    ];
    for (const [label, bytes] of bad) {
      const r = await call('POST', DOC, undefined, { token, raw: fileForm('image', bytes, 'bill.pdf', 'application/pdf') });
      expect(r.http, label).toBe(400);
      expect(r.body.message, label).toBe(PDF_UNREADABLE);
    }
    for (const good of [real, TINY_PDF, objectStreamPdf()]) {
      const r = await call('POST', DOC, undefined, { token, raw: fileForm('image', good, 'bill.pdf', 'application/pdf') });
      expect(r.http).toBe(200);
    }
  });

  it('a document is served only to its owner and the desk, never at a public content-hash URL', async () => {
    const owner = await accountUser(t.db);
    const other = await accountUser(t.db);
    const admin = await accountUser(t.db);
    await createAdmin(t.db, admin.user.phoneNumber);
    const scan = await gpsJpeg(90); // bytes no public upload of this file uses
    const r = await call('POST', DOC, undefined, { token: owner.token, raw: fileForm('image', scan, 'aadhaar.jpg', 'image/jpeg') });
    expect(r.http).toBe(200);
    const location: string = r.body.data.location;
    expect(location).toMatch(/^\/api\/user\/images\/document\?upload_id=\d+$/);

    const mine = await fetchDoc(location, { 'x-access-token': owner.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const body = Buffer.from(await mine.arrayBuffer());
    expect((await sharp(body).metadata()).exif).toBeUndefined();
    expect((await fetchDoc(location, { cookie: `access_token=${owner.token}` })).status).toBe(200);
    expect((await fetchDoc(location, { 'x-access-token': admin.token })).status).toBe(200);
    expect((await fetchDoc(location, { 'x-access-token': other.token })).status).toBe(404);
    expect((await fetchDoc(location)).status).toBe(401);

    // Not at the content hash of what was stored, nor of what was sent.
    for (const bytes of [body, scan]) {
      expect((await servePublic(`${createHash('sha256').update(bytes).digest('hex')}.jpg`)).status).toBe(404);
    }
  });

  it('a document stored at a content-hash name before documents were private is no longer served there', async () => {
    const owner = await accountUser(t.db);
    const pdf = await pdfkitPdf();
    const name = `${createHash('sha256').update(pdf).digest('hex')}.pdf`;
    await getStorage().put(`uploads/${name}`, pdf, 'application/pdf');
    const [row] = await t.db.insert(uploads)
      .values({ userId: owner.id, purpose: 'document', path: `/uploads/${name}`, mime: 'application/pdf', bytes: pdf.length }).returning();
    expect((await servePublic(name)).status).toBe(404);
    const own = await fetchDoc(`/api/user/images/document?upload_id=${row.id}`, { 'x-access-token': owner.token });
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer())).toEqual(pdf);
    // The same bytes uploaded as a public brochure are public: the brochure made them so.
    await t.db.insert(uploads).values({ userId: owner.id, purpose: 'brochure', path: `/uploads/${name}`, mime: 'application/pdf', bytes: pdf.length });
    expect((await servePublic(name)).status).toBe(200);
  });
});
