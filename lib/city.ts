import { CITY_TILES, DEFAULT_CITY, TOP_LOCALITIES } from './constants';

// The chosen city lives in browser storage (SPEC §3 city_name) and is mirrored
// into a cookie so server-rendered pages know it on the first request.
export const CITY_COOKIE = 'city_name';

export function cityOrDefault(value: string | null | undefined): string {
  const v = value?.trim();
  return v ? v : DEFAULT_CITY;
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
  const last = decodeURIComponent(id).split('-').pop()?.trim().toLowerCase().replace(/_/g, ' ');
  if (!last || /^\d+$/.test(last)) return null;
  const known = [...CITY_TILES, ...TOP_LOCALITIES].find((c) => c.toLowerCase() === last);
  return known ?? last.replace(/\b\w/g, (ch) => ch.toUpperCase());
}
