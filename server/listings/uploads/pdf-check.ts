import 'server-only';
import { inflateSync, constants as zlib } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFStream, type PDFObject } from 'pdf-lib';
import { AppError } from '@/lib/app-error';

// A PDF upload must be a PDF a reader can open, not a "%PDF-" line in front of
// HTML or half a file, and it must not run anything: brochures are public and
// open in the visitor's PDF reader. pdf-lib reads the structure (cross-reference
// tables or streams, object streams, incremental updates); we check the document
// catalog and a page tree with at least one page, then look at every object for
// JavaScript and for actions that launch programs or run by themselves.

export const PDF_UNREADABLE = 'The PDF could not be read; please upload another file';
export const PDF_ACTIVE_CONTENT = 'PDFs with JavaScript or automatic actions cannot be uploaded; please print or export it as a plain PDF and upload that';

const bad = () => new AppError('validation', PDF_UNREADABLE);

/** Keys whose mere presence means script or an action that runs by itself (additional actions, document scripts). */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'AA']);
/** Action types (/S) that run script or start programs; /OpenAction and links use the same action dictionaries. */
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'Rendition', 'RichMediaExecute', 'ImportData']);
/** pdf-lib inflates object streams without a limit: a deflate bomb among them is refused first. */
const MAX_OBJECT_STREAM_BYTES = 16 * 1024 * 1024;
const MAX_DEPTH = 64;

/** Every compressed object stream of the file inflates to at most MAX_OBJECT_STREAM_BYTES. */
function assertObjectStreamsBounded(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  for (const m of text.matchAll(/\/Type\s*\/ObjStm\b/g)) {
    const kw = text.indexOf('stream', m.index);
    const dictStart = text.lastIndexOf('obj', m.index);
    if (kw < 0 || dictStart < 0 || !/\/FlateDecode/.test(text.slice(dictStart, kw))) continue;
    const start = kw + (text.startsWith('stream\r\n', kw) ? 8 : 7);
    const end = text.indexOf('endstream', start);
    if (end < 0) continue;
    try {
      inflateSync(bytes.subarray(start, end), { maxOutputLength: MAX_OBJECT_STREAM_BYTES, finishFlush: zlib.Z_SYNC_FLUSH });
    } catch (e) {
      if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw bad();
      // A stream zlib cannot read: pdf-lib decides whether the file still opens.
    }
  }
}

/** Whether `obj` (a direct object; references are visited as objects of their own) carries script or a launch. */
function active(obj: PDFObject | undefined, depth = 0): boolean {
  if (depth > MAX_DEPTH) throw bad();
  if (obj instanceof PDFStream) return active(obj.dict, depth + 1);
  if (obj instanceof PDFArray) return obj.asArray().some((o) => active(o, depth + 1));
  if (!(obj instanceof PDFDict)) return false;
  for (const [key, value] of obj.entries()) {
    const name = key.decodeText();
    if (ACTIVE_KEYS.has(name)) return true;
    if (name === 'S' && value instanceof PDFName && ACTIVE_ACTIONS.has(value.decodeText())) return true;
    if (active(value, depth + 1)) return true;
  }
  return false;
}

/**
 * Throws a 400 unless `bytes` is a whole PDF with a catalog and at least one page (PDF_UNREADABLE),
 * and another 400 if any object carries JavaScript, an automatic action or a launch (PDF_ACTIVE_CONTENT).
 */
export async function assertPdfSafe(bytes: Buffer): Promise<void> {
  if (!/^%PDF-[12]\.\d/.test(bytes.subarray(0, 16).toString('latin1'))) throw bad();
  // Cut short, or something appended after the end marker.
  if (!bytes.subarray(-1024).toString('latin1').includes('%%EOF')) throw bad();
  assertObjectStreamsBounded(bytes);
  let doc: PDFDocument;
  try {
    // Encrypted PDFs (permissions-only passwords are common) still show their structure.
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    throw bad();
  }
  const catalog = doc.context.lookup(doc.context.trailerInfo.Root);
  if (!(catalog instanceof PDFDict) || catalog.lookup(PDFName.of('Type')) !== PDFName.of('Catalog')) throw bad();
  const pages = catalog.lookup(PDFName.of('Pages'));
  if (!(pages instanceof PDFDict) || pages.lookup(PDFName.of('Type')) !== PDFName.of('Pages')) throw bad();
  const count = pages.lookup(PDFName.of('Count'));
  if (!(count instanceof PDFNumber) || !(count.asNumber() >= 1)) throw bad();
  // Every object, referenced or not: a reader may reach any of them (names trees, annotations, forms).
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (active(obj)) throw new AppError('validation', PDF_ACTIVE_CONTENT);
  }
}
