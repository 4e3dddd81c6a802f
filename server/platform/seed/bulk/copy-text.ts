import 'server-only';
import { getTableColumns, is, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

// Rows of a Drizzle table as PostgreSQL COPY text lines (tab-separated, \N for
// NULL). The same insert objects the query builder takes, so the seeder's row
// builders serve COPY and batched INSERT alike.

type Column = PgColumn & { defaultFn?: () => unknown; default?: unknown };

/** One column of the COPY list: its SQL name and how to turn a row's value into text. */
export type CopyColumn = { key: string; name: string; encode: (row: Record<string, unknown>) => string };

const escape = (s: string) => s.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));

function text(col: Column, v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  const driver = col.mapToDriverValue(v);
  if (driver === null || driver === undefined) return '\\N';
  if (typeof driver === 'boolean') return driver ? 't' : 'f';
  return escape(typeof driver === 'string' ? driver : String(driver));
}

/** A value the database would fill: Drizzle's $defaultFn, a literal default, or now() for timestamps. */
function fallback(col: Column): unknown {
  if (col.defaultFn) return col.defaultFn();
  if (col.default !== undefined && !is(col.default, SQL)) return col.default;
  if (col.default !== undefined && col.columnType === 'PgTimestamp') return new Date();
  return undefined;
}

/**
 * The columns to COPY: every column the sample row sets, plus those with a default the
 * database computes from SQL (left out, so the database applies it); never a generated one. Serial ids are
 * copied when the row carries them (ids reserved up front, see ids.ts).
 */
export function copyColumns(table: PgTable, sample: Record<string, unknown>): CopyColumn[] {
  const out: CopyColumn[] = [];
  for (const [key, c] of Object.entries(getTableColumns(table))) {
    const col = c as Column;
    // Generated columns (listings.amenity_bits) are the database's to compute: COPY may not name them.
    if (col.generated) continue;
    const sqlDefault = col.default !== undefined && is(col.default, SQL) && col.columnType !== 'PgTimestamp';
    if (!(key in sample) && (sqlDefault || col.columnType === 'PgSerial')) continue;
    out.push({
      key, name: col.name,
      encode: (row) => text(col, row[key] === undefined ? fallback(col) : row[key]),
    });
  }
  return out;
}

export function copyLine(columns: CopyColumn[], row: Record<string, unknown>): string {
  let line = '';
  for (let i = 0; i < columns.length; i++) line += (i ? '\t' : '') + columns[i].encode(row);
  return `${line}\n`;
}
