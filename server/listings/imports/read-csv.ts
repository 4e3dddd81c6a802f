import 'server-only';
import { parse } from 'csv-parse/sync';
import { AppError } from '@/lib/app-error';
import { formatCount } from '@/lib/format';

// Bytes -> text -> records. Accepted: UTF-8 with or without a BOM (Excel's "CSV UTF-8",
// Google Sheets, LibreOffice) and UTF-16 LE/BE with a BOM (Excel's "Unicode Text",
// which is tab-separated). Anything else is refused with a message saying how to
// save the file, never guessed at: a wrong guess would store garbled names.

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_ROWS = 5000;

export const WRONG_ENCODING = 'The file is not UTF-8 or UTF-16 text. In Excel, save it as "CSV UTF-8 (Comma delimited)" and upload it again';

export function decodeCsv(bytes: Uint8Array): string {
  const b = bytes;
  try {
    if (b[0] === 0xff && b[1] === 0xfe) return new TextDecoder('utf-16le', { fatal: true }).decode(b.subarray(2));
    if (b[0] === 0xfe && b[1] === 0xff) return new TextDecoder('utf-16be', { fatal: true }).decode(b.subarray(2));
    const start = b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0;
    const text = new TextDecoder('utf-8', { fatal: true }).decode(b.subarray(start));
    // UTF-16 without its BOM decodes as "valid" UTF-8 full of NULs: not text we can trust.
    if (text.includes('\u0000')) throw new Error('NUL');
    return text;
  } catch {
    throw new AppError('validation', WRONG_ENCODING, { reason: 'encoding' });
  }
}

/** Comma, tab (Excel's Unicode Text) or semicolon (European Excel): the one the header line uses most. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (d: string) => firstLine.split(d).length;
  return [',', '\t', ';'].reduce((best, d) => (count(d) > count(best) ? d : best), ',');
}

/** rowNo: the row as a spreadsheet numbers it (the header is row 1; blank rows count). */
export type Parsed = { header: string[]; records: { rowNo: number; cells: string[] }[] };

export function parseCsv(text: string): Parsed {
  let rows: string[][];
  try {
    rows = parse(text, {
      delimiter: delimiterOf(text), relax_column_count: true, relax_quotes: true, bom: true,
      max_record_size: 1_000_000,
    }) as string[][];
  } catch (e) {
    const line = (e as { lines?: number }).lines;
    const code = (e as { code?: string }).code;
    // An unclosed quote is only noticed at the end of the file: its line says nothing.
    const where = line && code !== 'CSV_QUOTE_NOT_CLOSED' ? ` near line ${line}` : '';
    const why = code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quoted cell is never closed'
      : code === 'CSV_INVALID_CLOSING_QUOTE' ? 'a quote inside a cell is not doubled' : 'it cannot be read as CSV';
    throw new AppError('validation', `The file is not a valid CSV: ${why}${where}. Nothing was imported`, { reason: 'malformed' });
  }
  // Rows with no value at all (a spreadsheet's trailing ",,,," lines) are not listings.
  const filled = rows.map((cells, i) => ({ rowNo: i + 1, cells })).filter((r) => r.cells.some((cell) => cell.trim() !== ''));
  const [head, ...records] = filled;
  const header = head?.cells;
  if (!header) throw new AppError('validation', 'The file is empty: it needs the header row of the template and one row per listing');
  if (records.length === 0) throw new AppError('validation', 'The file has a header row but no listings');
  if (records.length > MAX_ROWS) {
    throw new AppError('validation', `The file has ${formatCount(records.length)} rows; at most ${formatCount(MAX_ROWS)} can be imported at once. Split it into smaller files`, { reason: 'too_many_rows' });
  }
  return { header, records };
}
