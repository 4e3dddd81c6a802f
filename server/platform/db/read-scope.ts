import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';
import { readOwnWritesMs, readUrls } from '@/lib/env/read-urls';

// Read-your-writes. A request that writes answers with a short cookie (gb_rw: until
// when, in ms since the epoch); while a request carries it, reader() gives the primary.
// The window is longer than the replica lag bound (a rule of lib/env/read-urls.ts), so by
// the time the cookie lapses every replica still in the read set has replayed the write.
// A cookie, not a server-side memory of who wrote: any server of the fleet serves the
// next page. A time window, not the write's LSN: no extra query after each write, and
// no waiting on a replica while a page renders.

export const READ_OWN_WRITES_COOKIE = 'gb_rw';

/** One API request: whether it came inside its session's window, and whether it wrote. */
export type ReadScope = { fresh: boolean; wrote: boolean };
const scope = new AsyncLocalStorage<ReadScope>();

/** Whether the cookie header carries a read-your-writes window that has not lapsed. */
export function freshFromCookie(value: string | undefined, now = Date.now()): boolean {
  const until = Number(value);
  return Number.isFinite(until) && until > now && until <= now + readOwnWritesMs() + 60_000;
}

function cookieOf(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

/**
 * Runs an API request's handler in its read scope. Writing is what counts, not the
 * method: the legacy API searches with POST. The scope learns of a write from the
 * primary's handle (trackWrites), and from then on the request reads from the primary too.
 */
export function inReadScope<T>(req: Request, fn: (s: ReadScope) => Promise<T>): Promise<T> {
  const s: ReadScope = { fresh: freshFromCookie(cookieOf(req.headers.get('cookie'), READ_OWN_WRITES_COOKIE)), wrote: false };
  return scope.run(s, () => fn(s));
}

/**
 * The Set-Cookie value that opens a session's read-your-writes window after a request
 * that wrote, or null (it did not write, or there are no replicas: every read is on the
 * primary anyway).
 */
export function readOwnWritesCookie(s: ReadScope, secure: boolean, now = Date.now()): string | null {
  if (!s.wrote || !readUrls().length) return null;
  const ms = readOwnWritesMs();
  return `${READ_OWN_WRITES_COOKIE}=${now + ms}; Path=/; Max-Age=${Math.ceil(ms / 1000)}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

const WRITE_SQL = /^\s*(insert|update|delete|merge|truncate|copy|call|begin|start)\b|^\s*with\b[\s\S]*\b(insert|update|delete)\b/i;

/** The text a drizzle sql`` starts with (its first string chunk), for telling a write from a read. */
function leadingText(q: unknown): string {
  const chunks = (q as { queryChunks?: unknown[] } | undefined)?.queryChunks;
  const first = chunks?.[0] as { value?: unknown } | undefined;
  return Array.isArray(first?.value) ? String(first.value[0] ?? '') : typeof q === 'string' ? q : '';
}

/**
 * The primary's handle, telling the request's scope when it writes: an insert, update or
 * delete, a transaction, or raw SQL that writes. Called synchronously by the code that
 * writes, so the scope is that request's own (a pool callback could run in another's).
 */
export function trackWrites<D extends object>(db: D): D {
  const writes = new Set(['insert', 'update', 'delete', 'transaction', 'refreshMaterializedView']);
  return new Proxy(db, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver);
      if (typeof v !== 'function') return v;
      if (writes.has(String(prop))) return (...args: unknown[]) => { markWrite(); return v.apply(target, args); };
      if (prop === 'execute') return (q: unknown, ...rest: unknown[]) => { if (WRITE_SQL.test(leadingText(q))) markWrite(); return v.call(target, q, ...rest); };
      return v.bind(target);
    },
  });
}

function markWrite(): void {
  const s = scope.getStore();
  if (s) s.wrote = true;
}

/**
 * Whether this read must go to the primary. An API request: its scope. A page render:
 * the request's cookies as Next holds them (read from its request store, not through
 * cookies(), which would throw inside a data cache entry and mark static routes dynamic).
 * Inside a cache entry or outside any request: a replica will do (shared data).
 */
export function readsFromPrimary(): boolean {
  const s = scope.getStore();
  if (s) return s.fresh || s.wrote;
  const store = workUnitAsyncStorage.getStore();
  if (store?.type !== 'request') return false;
  return freshFromCookie(store.cookies.get(READ_OWN_WRITES_COOKIE)?.value);
}
