import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import PDFKit from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploads } from '@/server/platform/db/schema';
import { GET } from '@/app/uploads/[name]/route';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { accountUser } from '../helpers/account-fixtures';

// Brochures are public PDFs opened by any visitor: a PDF that carries JavaScript,
// an automatic action or a launch is refused at upload, and every public PDF is
// served as a sandboxed download, never shown in the site's origin.

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'gb-pdf-scripts-'));
const tmpData = process.env.DATA_DIR;
afterAll(() => rmSync(tmpData, { recursive: true, force: true }));

const t = useTestDb();
const ACTIVE = 'PDFs with JavaScript or automatic actions cannot be uploaded; please print or export it as a plain PDF and upload that';

async function upload(token: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'brochure.pdf');
  return call('POST', '/api/project/brochure/upload', undefined, { token, raw: form });
}

/** A one-page PDF written by pdf-lib (objects in compressed object streams), changed by `edit` first. */
async function pdf(edit: (doc: PDFDocument) => void = () => {}, useObjectStreams = true): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Sunrise Residency, Mysuru: 2 and 3 BHK');
  edit(doc);
  return doc.save({ useObjectStreams });
}

function pdfkitPdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFKit({ size: 'A4' });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.text('Sunrise Residency brochure');
    doc.end();
  });
}

describe('PDFs with script or launch actions', () => {
  it('refuses JavaScript (open action, document names, link), launch actions and automatic actions, storing nothing', async () => {
    const b = await accountUser(t.db, 'builder');
    const js = (doc: PDFDocument) => doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("hi")') });
    const hostile: [string, Uint8Array][] = [
      ['OpenAction JavaScript', await pdf((d) => d.catalog.set(PDFName.of('OpenAction'), js(d)))],
      ['OpenAction JavaScript, plain objects', await pdf((d) => d.catalog.set(PDFName.of('OpenAction'), js(d)), false)],
      ['document JavaScript in the names tree', await pdf((d) => d.catalog.set(PDFName.of('Names'),
        d.context.obj({ JavaScript: { Names: [PDFString.of('init'), d.context.register(js(d))] } })))],
      ['link that launches a program', await pdf((d) => d.getPage(0).node.set(PDFName.of('Annots'), d.context.obj([
        { Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], A: { S: 'Launch', F: PDFString.of('calc.exe') } }]))) ],
      ['page open action (AA)', await pdf((d) => d.getPage(0).node.set(PDFName.of('AA'), d.context.obj({ O: { S: 'GoTo', D: [d.getPage(0).ref, 'Fit'] } })))],
      // A name written with #-escapes (/J#61vaScript) is the same name to a reader.
      ['escaped action name', Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction 4 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n'
        + '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n4 0 obj<</S/J#61vaScript/J#53(app.alert(1))>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1')],
    ];
    for (const [label, bytes] of hostile) {
      const r = await upload(b.token, bytes);
      expect(r.http, label).toBe(400);
      expect(r.body, label).toEqual({ status: 'fail', message: ACTIVE });
    }
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, b.id))).toEqual([]);
  });

  it('accepts plain PDFs: pdfkit, pdf-lib with object streams, and an open action that only goes to page 1', async () => {
    const b = await accountUser(t.db, 'builder');
    const plain: [string, Uint8Array][] = [
      ['pdfkit', await pdfkitPdf()],
      ['pdf-lib', await pdf()],
      ['open at page 1, fit', await pdf((d) => d.catalog.set(PDFName.of('OpenAction'), d.context.obj([d.getPage(0).ref, 'Fit'])))],
    ];
    for (const [label, bytes] of plain) {
      const r = await upload(b.token, bytes);
      expect(r.http, `${label}: ${JSON.stringify(r.body)}`).toBe(200);
    }
  });

  it('serves a public PDF as a sandboxed download', async () => {
    const b = await accountUser(t.db, 'builder');
    const r = await upload(b.token, await pdfkitPdf());
    expect(r.http).toBe(200);
    const name = String(r.body.data.location).split('/').pop()!;
    for (const method of ['GET', 'HEAD']) {
      const res = await GET(new Request(`http://localhost/uploads/${name}`, { method }), { params: Promise.resolve({ name }) });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
      expect(res.headers.get('content-security-policy')).toBe('sandbox');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
