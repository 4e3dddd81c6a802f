// Small pure formatters for the detail page (server and tests; no React).
import { postedAgo } from '@/lib/card';
import { formatMeasure } from '@/lib/format/counts';
import { dateTextOrEmpty } from '@/lib/format/dates';
import { formatPrice } from '@/lib/format/price';

export type Fact = { label: string; value: string };

/** Raw detail rows are untyped API objects: read a field as a number or null. */
export function n(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const x = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(x) ? x : null;
}

export function s(v: unknown): string | null {
  return typeof v === 'string' && v.trim() ? v.trim() : null;
}

export function yesNo(v: unknown): string | null {
  return typeof v === 'boolean' ? (v ? 'Yes' : 'No') : null;
}

export const count = formatMeasure;

/** "1,200 sq.ft", "22.25 acres", "1 acre". */
export function areaText(value: unknown, unit: unknown = 'sqft'): string | null {
  const v = n(value);
  if (v === null) return null;
  if (unit === 'acre') return `${formatMeasure(v)} ${v === 1 ? 'acre' : 'acres'}`;
  return `${formatMeasure(v)} sq.ft`;
}

/** "Ground of 4", "3rd of 12"; the total alone when the floor is unknown. */
export function floorText(floor: unknown, total: unknown): string | null {
  const f = n(floor);
  const t = n(total);
  if (f === null) return t === null ? null : `${count(t)} floors in total`;
  const ord = f === 0 ? 'Ground' : ordinal(f);
  return t === null ? ord : `${ord} of ${count(t)}`;
}

export function ordinal(v: number): string {
  const tens = v % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[v % 10] ?? 'th';
  return `${v}${suffix}`;
}

/** Rupees with the SPEC §9 units; null for a missing amount. */
export function money(v: unknown, perMonth = false): string | null {
  const x = n(v);
  if (x === null) return null;
  const text = formatPrice(x);
  return text ? `${text}${perMonth ? '/month' : ''}` : null;
}

/** "13 Nov 2025". India time so a date never shifts by a day between server and reader. */
export function dateText(iso: unknown): string | null {
  return (typeof iso === 'string' && dateTextOrEmpty(iso)) || null;
}

export function plural(v: number, word: string): string {
  return `${count(v)} ${word}${v === 1 ? '' : 's'}`;
}

/** Builds a fact list, dropping rows whose value is missing. */
export function facts(rows: [string, string | null | undefined | false][]): Fact[] {
  return rows.filter((r): r is [string, string] => typeof r[1] === 'string' && r[1] !== '')
    .map(([label, value]) => ({ label, value }));
}

/** "Posted today", "Posted 5 days ago", "Posted on 3 Mar 2025". */
export function postedText(iso: string, now = Date.now()): string {
  const ago = postedAgo(iso, now);
  if (ago === 'Today' || ago === 'Yesterday') return `Posted ${ago.toLowerCase()}`;
  return /ago$/.test(ago) ? `Posted ${ago}` : `Posted on ${ago}`;
}
