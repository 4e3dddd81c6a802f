// Compare: up to 4 listings, named in the URL as /compare?ids=12,34,56.
// Shared by the tray (client), the page and the API, so all three agree on the rule.

export const COMPARE_MAX = 4;

/** The ids of an `ids` parameter in order, duplicates dropped; null when it is not a list of ids. */
export function parseCompareIds(raw: string | null | undefined): number[] | null {
  if (raw == null) return null;
  const parts = raw.split(',').map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0 || parts.some((p) => !/^\d{1,10}$/.test(p))) return null;
  const ids = parts.map(Number);
  if (ids.some((n) => n < 1 || n > 2_147_483_647)) return null;
  return [...new Set(ids)];
}

export const compareHref = (ids: number[]) => `/compare?ids=${ids.join(',')}`;
