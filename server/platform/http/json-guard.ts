import 'server-only';
import { AppError } from '@/lib/app-error';

// Every JSON body passes here once, before any handler or yup sees it
// (RequestContext.json). A fuzz probe found bodies that broke yup and
// PostgreSQL with a 500; they are refused here, for every route at once:
// - keys named like built-in properties (`__proto__`, `constructor`,
//   `toString`, ...): yup and String() read them as methods, and an object
//   whose toString/valueOf is not a function cannot be converted at all;
// - NUL characters, which PostgreSQL text refuses (22021);
// - nesting deeper than any real body, so walking it never overflows the stack.

const MAX_DEPTH = 24;

/** Object.prototype's own names plus the legacy accessors JSON.parse still creates as own keys. */
const RESERVED_KEYS = new Set([
  ...Object.getOwnPropertyNames(Object.prototype), 'prototype', '__proto__', 'constructor',
]);

const fieldPath = (path: string[]) => path.join('.') || 'body';

export function isReservedKey(key: string): boolean {
  return RESERVED_KEYS.has(key);
}

/** Throws a 400 naming the field for the first thing no route can take. */
export function assertSafeJson(value: unknown, path: string[] = [], depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) {
      throw new AppError('validation', `${fieldPath(path)} must not contain NUL characters`, { field: fieldPath(path) });
    }
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth >= MAX_DEPTH) throw new AppError('validation', 'Request body is nested too deeply');
  if (Array.isArray(value)) {
    value.forEach((v, i) => assertSafeJson(v, [...path, String(i)], depth + 1));
    return;
  }
  for (const key of Object.keys(value)) {
    if (isReservedKey(key) || key.includes('\u0000')) {
      throw new AppError('validation', `"${key.replace(/\u0000/g, '\\0')}" is not an accepted field name`,
        { field: fieldPath([...path, key]) });
    }
    assertSafeJson((value as Record<string, unknown>)[key], [...path, key], depth + 1);
  }
}
