// Reads a PDF's text for tests with Mozilla's pdf.js (no pdftotext on CI): its
// legacy build runs in Node, and its worker code runs on this thread (no worker
// file to load). Ligatures, ToUnicode maps and compressed streams are pdf.js's job.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as worker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;

/** The text of every page: a new line where pdf.js sees one, a space where runs on a line have a gap. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true, useSystemFonts: false }).promise;
  try {
    let out = '';
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      let end: number | null = null;
      for (const item of (await page.getTextContent()).items as TextItem[]) {
        if (!('str' in item)) continue;
        const x = item.transform[4] as number;
        // Runs on one line that do not touch (table cells, label and value) read apart.
        if (end !== null && x - end > item.height * 0.1) out += ' ';
        out += item.str;
        end = x + item.width;
        if (item.hasEOL) { out += '\n'; end = null; }
      }
      out += '\n';
    }
    return out;
  } finally {
    await doc.destroy();
  }
}
