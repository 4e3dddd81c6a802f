import type { Bound } from '../state';

// The value codecs route-id keys share. Every value read is checked: a hand-edited or stale URL
// gives a safe search, never a 400 from the API or a crash.

export const MAX_AMOUNT = 1e12;
export const ROOMS = ['1', '2', '3', '4', '5'];

export function decodeOnce(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s; // a lone '%' in already-decoded text
  }
}

export const plain = (v: string) => (/%[0-9a-f]{2}/i.test(v) ? decodeOnce(v) : v).trim();
export const list = (v: string | undefined) => (v ? plain(v).split(',').map((s) => s.trim()).filter(Boolean) : []);
export const unique = <T>(xs: T[]) => [...new Set(xs)];
export const oneOf = (v: string | undefined, allowed: readonly string[]) => {
  const s = v ? plain(v) : '';
  return allowed.includes(s) ? s : '';
};
export const listOf = (v: string | undefined, allowed: readonly string[]) => unique(list(v).filter((s) => allowed.includes(s)));
/** Values matched to their allowed spelling whatever their case. */
export const canonical = (v: string | undefined, allowed: readonly string[]) =>
  unique(list(v).map((s) => allowed.find((a) => a.toLowerCase() === s.toLowerCase())).filter((s): s is string => !!s));
export const rooms = (v: string | undefined) => (list(v).includes('all') ? [] : listOf(v, ROOMS));

export function parseBound(v: string | undefined): Bound | null {
  if (!v) return null;
  const [a = '', b = ''] = plain(v).split(',');
  const num = (s: string) => {
    if (!/^\d+(\.\d+)?$/.test(s.trim())) return null;
    const n = Number(s);
    return n <= MAX_AMOUNT ? n : null;
  };
  let min = num(a);
  let max = num(b);
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return min === null && max === null ? null : { min, max };
}

// Commas stay readable: they separate list items and range ends.
export const enc = (v: string) => encodeURIComponent(v).replace(/%2C/g, ',');
export const writeBound = (b: Bound | null) =>
  b && (b.min !== null || b.max !== null) ? `${b.min ?? ''},${b.max ?? ''}` : '';

/** A range on the wire (SPEC §7): strings, '' for an open end. */
export const wireRange = (b: Bound | null) => ({ min: b?.min == null ? '' : String(b.min), max: b?.max == null ? '' : String(b.max) });
