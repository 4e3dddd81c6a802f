import 'server-only';
import { inflateSync } from 'node:zlib';
import { AppError } from '@/lib/app-error';

// A PDF upload must be a PDF a reader can open, not a "%PDF-" line in front of
// HTML or half a file. There is no PDF parser among our dependencies, so this
// reads the structure a reader needs first: the header, the end marker, the
// trailer (or cross-reference stream) naming the document catalog, the catalog
// object itself (also inside a compressed object stream, PDF 1.5+) and the page
// tree it points to with at least one page. It does not render the pages.

export const PDF_UNREADABLE = 'The PDF could not be read; please upload another file';

const latin1 = (b: Buffer) => b.toString('latin1');
const bad = () => new AppError('validation', PDF_UNREADABLE);

/** The dictionary text of object `num gen` in the file, searched plain and then in object streams. */
function objectText(text: string, bytes: Buffer, num: number, gen: number): string | null {
  const plain = new RegExp(`(?:^|[\\s>\\]])${num}\\s+${gen}\\s+obj\\b([\\s\\S]*?)\\bendobj`).exec(text);
  if (plain) return plain[1];
  // Object streams: "N 0 obj <</Type/ObjStm/N n/First f/Filter/FlateDecode/Length l>>stream ... endstream".
  // Found by their /Type, then read forward: linear in the file, whatever it holds.
  for (const m of text.matchAll(/\/Type\s*\/ObjStm\b/g)) {
    const dictStart = text.lastIndexOf('obj', m.index);
    const kw = text.indexOf('stream', m.index);
    if (dictStart < 0 || kw < 0) continue;
    const dict = text.slice(dictStart, kw);
    const start = kw + (text.startsWith('stream\r\n', kw) ? 8 : 7);
    const end = text.indexOf('endstream', start);
    if (end < 0) continue;
    let data: string;
    try {
      const raw = bytes.subarray(start, end);
      data = /\/FlateDecode/.test(dict) ? latin1(inflateSync(raw, { maxOutputLength: 16 * 1024 * 1024 })) : latin1(raw);
    } catch {
      continue;
    }
    const first = Number(/\/First\s+(\d+)/.exec(dict)?.[1]);
    if (!Number.isInteger(first)) continue;
    const pairs = data.slice(0, first).trim().split(/\s+/).map(Number);
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      if (pairs[i] !== num) continue;
      const from = first + pairs[i + 1];
      const next = i + 3 < pairs.length ? first + pairs[i + 3] : data.length;
      return data.slice(from, next);
    }
  }
  return null;
}

const ref = (dict: string, key: string) => {
  const m = new RegExp(`/${key}\\s+(\\d+)\\s+(\\d+)\\s+R`).exec(dict);
  return m ? { num: Number(m[1]), gen: Number(m[2]) } : null;
};

/** Throws a 400 unless `bytes` is a structurally whole PDF with a catalog and at least one page. */
export function assertPdfParses(bytes: Buffer): void {
  const text = latin1(bytes);
  if (!/^%PDF-[12]\.\d/.test(text)) throw bad();
  if (!text.slice(-1024).includes('%%EOF')) throw bad(); // cut short, or something appended
  // The last /Root wins: incremental updates append a newer trailer.
  const roots = [...text.matchAll(/\/Root\s+(\d+)\s+(\d+)\s+R/g)];
  const last = roots.at(-1);
  if (!last) throw bad();
  const catalog = objectText(text, bytes, Number(last[1]), Number(last[2]));
  if (!catalog || !/\/Type\s*\/Catalog\b/.test(catalog)) throw bad();
  const pagesRef = ref(catalog, 'Pages');
  const pages = pagesRef && objectText(text, bytes, pagesRef.num, pagesRef.gen);
  if (!pages || !/\/Type\s*\/Pages\b/.test(pages)) throw bad();
  const count = Number(/\/Count\s+(\d+)/.exec(pages)?.[1] ?? 0);
  if (!(count >= 1)) throw bad();
}
