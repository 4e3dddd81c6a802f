import { CITY_TILES, DEFAULT_CITY, TOP_LOCALITIES } from './constants';

// The chosen city lives in browser storage (SPEC §3 city_name) and is mirrored
// into a cookie so server-rendered pages know it on the first request.
export const CITY_COOKIE = 'city_name';

export function cityOrDefault(value: string | null | undefined): string {
  const v = value?.trim();
  return v ? v : DEFAULT_CITY;
}

/**
 * decodeURIComponent that never throws: a malformed escape ("%E0%A4%A") in a
 * cookie or URL is taken as written, never a 500 for every page of that browser.
 */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The city of the city_name cookie, decoded safely; junk (control characters, huge values) means none. */
export function cityFromCookie(raw: string | null | undefined): string {
  let v = '';
  try {
    v = raw ? decodeURIComponent(raw).trim() : '';
  } catch {
    return cityOrDefault(undefined);
  }
  return cityOrDefault(v.length <= 80 && !/[\u0000-\u001f<>]/.test(v) ? v : undefined);
}

/** Browser only: mirror the city into the cookie for a year. */
export function writeCityCookie(city: string) {
  if (typeof document === 'undefined') return;
  document.cookie = `${CITY_COOKIE}=${encodeURIComponent(city)}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * SPEC §2: on detail pages the city is the last hyphen-separated segment of
 * the URL id ("...-123-mysuru" -> "Mysuru", "...-9-new_delhi" -> "New Delhi").
 */
export function cityFromDetailId(id: string): string | null {
  const last = safeDecode(id).split('-').pop()?.trim().toLowerCase().replace(/_/g, ' ');
  if (!last || /^\d+$/.test(last)) return null;
  const known = [...CITY_TILES, ...TOP_LOCALITIES].find((c) => c.toLowerCase() === last);
  return known ?? last.replace(/\b\w/g, (ch) => ch.toUpperCase());
}
