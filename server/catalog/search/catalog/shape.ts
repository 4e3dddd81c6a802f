import 'server-only';

// Rows -> API objects for the detail page: every column, snake_case keys (the
// API's casing), dates as ISO strings. Only detail.ts uses it, on rows it chose.

const snakeKey = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function snakeRow(row: Record<string, unknown> | null | undefined, omit: string[] = []) {
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (omit.includes(k)) continue;
    out[snakeKey(k)] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}
