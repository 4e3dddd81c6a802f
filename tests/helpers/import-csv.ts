// Spreadsheets for the import tests: rows written from the same valid bodies the
// posting tests use (tests/helpers/posting-bodies.ts), under the template's header.
import { categoryOf, type CategoryValue, type PostingGroup, type PostingType } from '@/lib/posting/categories';
import { columnsOf } from '@/server/listings/imports/columns';
import { call } from './api';
import { validBody } from './posting-bodies';

export type Cells = Record<string, string>;

const text = (v: unknown): string => (v === undefined || v === null ? '' : Array.isArray(v) ? v.join('; ') : typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v));

/** One row (by column key) of a listing the wizard would accept; `over` replaces cells. */
export function rowOf(category: CategoryValue, postType: PostingType, externalId: string, over: Cells = {}): Cells {
  const b = validBody(category, postType) as unknown as Record<string, Record<string, unknown>>;
  const cells: Cells = { external_id: externalId, category: categoryOf(category)!.label, post_type: postType };
  for (const part of ['property_details', 'g_location', 'details', 'pricing']) {
    for (const [k, v] of Object.entries(b[part])) cells[k] = text(v);
  }
  cells.description = text(b.description);
  cells.amenities = text(b.amenities);
  return { ...cells, ...over };
}

const quote = (s: string) => (/[",\r\n\t]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** The template's header and the rows, as a spreadsheet program writes them. */
export function csvOf(group: PostingGroup, rows: Cells[], sep = ','): string {
  const cols = columnsOf(group);
  const lines = [cols.map((c) => quote(c.header)), ...rows.map((r) => cols.map((c) => quote(r[c.key] ?? '')))];
  return lines.map((l) => l.join(sep)).join('\r\n') + '\r\n';
}

export function utf16(text: string, order: 'le' | 'be'): Buffer {
  const le = Buffer.from(text, 'utf16le');
  if (order === 'le') return Buffer.concat([Buffer.from([0xff, 0xfe]), le]);
  const be = Buffer.from(le);
  for (let i = 0; i + 1 < be.length; i += 2) [be[i], be[i + 1]] = [be[i + 1], be[i]];
  return Buffer.concat([Buffer.from([0xfe, 0xff]), be]);
}

export async function uploadCsv(token: string, group: string, bytes: Buffer | string, name = 'listings.csv') {
  const form = new FormData();
  form.set('group', group);
  form.set('file', new File([new Uint8Array(typeof bytes === 'string' ? Buffer.from(bytes) : bytes)], name, { type: 'text/csv' }));
  return call('POST', '/api/user/my-property/import/check', undefined, { token, raw: form });
}

/** Polls the status call (as the dialog does) until the job is done. */
export async function waitForImport(token: string, jobId: number, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    const s = await call('GET', `/api/user/my-property/import/status?job_id=${jobId}`, undefined, { token });
    if (s.body.data?.status === 'done' || Date.now() > until) return s;
    await new Promise((r) => setTimeout(r, 100));
  }
}
