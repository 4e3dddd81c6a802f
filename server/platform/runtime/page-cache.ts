// The shared page cache of the production server (serve.ts).
//
// Why here and not in Next: every page carries a per-request CSP nonce
// (middleware.ts, lib/security-headers.ts), and Next documents that nonces
// require dynamic rendering, so Next renders each request anew (16-18 ms of
// CPU for a 110 kB search page, about 60 pages/s). What a signed-out visitor
// sees on a landing page, a city search, home or a static page is the same for
// everyone with the same URL and city cookie, so it is rendered once per
// 30 s slot and kept here; every answer from the cache gets a FRESH nonce,
// stamped into the header and every place the render put its own (the nonce is
// 24 random base64 characters, so a plain replace finds exactly those places).
//
// Freshness: an entry lives at most PAGE_TTL_MS, and every write that changes
// what search shows (server/platform/cache/changed.ts) bumps a generation on
// globalThis (Next renders in this process), which retires every entry at
// once. Signed-in visitors (an access_token cookie), client navigations (RSC
// requests), rewritten requests and anything but a 200 HTML answer without
// Set-Cookie pass through.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LOCALE_HEADER, splitLocale } from '../../../lib/i18n/locales';
import { ENCODED_HERE, type WrappedResponse } from './compress';

export const PAGE_TTL_MS = 30_000;
export const MAX_ENTRIES = 300;
const CITY_COOKIE = 'city_name';
const SESSION_COOKIE = 'access_token';
// The pages crawlers and first visits hit; detail pages count views and show
// per-visitor parts, so they are always rendered.
const CACHEABLE = [
  /^\/$/,
  /^\/(rs|cs|as|pg)(\/[^/]+)?$/,
  /^\/search\/(residential|commercial|agriculture|pg)\/[^/]+$/,
  /^\/static-pages\/[^/]+$/,
];
const NEXT_CLIENT_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action', 'next-url'];
/**
 * The marks of a rewrite: the app's own (a middleware that rewrites a prefixed URL, a
 * language's say, to the unprefixed route sets it) and Next's. A request Next sends back
 * through the server after a rewrite carries the unprefixed path in its URL, so its
 * answer (the prefixed page) would be kept under the unprefixed page's key: such
 * requests and answers are never cached.
 */
export const REWRITE_MARK = 'x-gb-rewritten';
// Hindi and Kannada pages (/hi/…, /kn/…): middleware.ts rewrites them onto the unprefixed
// route and marks the request with the language header (lib/i18n/locales.ts LOCALE_HEADER);
// a request carrying it, or a prefixed path, is always rendered.
const REWRITE_HEADERS = [REWRITE_MARK, LOCALE_HEADER, 'x-middleware-rewrite', 'x-middleware-subrequest', 'x-invoke-path', 'x-invoke-query'];
// Hop-by-hop or per-answer headers that are not replayed.
const NOT_REPLAYED = new Set(['set-cookie', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

export type Entry = {
  headers: OutgoingHttpHeaders;
  /** Headers that carried the render's nonce, split around it. */
  stamped: Record<string, string[]>;
  body: string[];
  gen: number;
  expires: number;
};
export type Render = (req: IncomingMessage, res: ServerResponse) => unknown;

const g = globalThis as typeof globalThis & { __gbPageGeneration?: number };
/** The generation bumped by server/platform/cache/changed.ts. */
export const generation = (): number => g.__gbPageGeneration ?? 0;
export function bumpGeneration(): void { g.__gbPageGeneration = generation() + 1; }

export function cookieValue(header: string | string[] | undefined, name: string): string | undefined {
  for (const part of String(header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}

/** The cache key of a request, or null when it must be rendered for this visitor. */
export function pageKey(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = String(req.url ?? '');
  if (url.length > 2000 || !CACHEABLE.some((r) => r.test(url.split('?')[0]))) return null;
  const h = req.headers;
  if (NEXT_CLIENT_HEADERS.some((n) => h[n] !== undefined) || /[?&]_rsc=/.test(url)) return null;
  if (REWRITE_HEADERS.some((n) => h[n] !== undefined) || splitLocale(url.split('?')[0]).locale !== 'en') return null;
  if (cookieValue(h.cookie, SESSION_COOKIE) !== undefined) return null;
  const city = cookieValue(h.cookie, CITY_COOKIE) ?? null;
  if (city && city.length > 100) return null;
  return JSON.stringify([h['x-forwarded-proto'] ?? '', h.host ?? '', url, city]);
}

const NONCE = /'nonce-([A-Za-z0-9+/=]{16,})'/;

/** What to keep of a finished render, or null when it must not be replayed. */
export function entryOf(status: number, headers: OutgoingHttpHeaders, body: Buffer, gen: number, now = Date.now()): Entry | null {
  if (status !== 200 || headers['set-cookie'] !== undefined) return null;
  if (REWRITE_HEADERS.some((n) => headers[n] !== undefined)) return null;
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return null;
  if (headers['content-encoding'] && headers['content-encoding'] !== 'identity') return null;
  const csp = String(headers['content-security-policy'] ?? '');
  const nonce = csp.match(NONCE)?.[1];
  if (!nonce) return null;
  // Every header that carries the nonce (the CSP, Next's Link preloads) is kept in parts.
  const kept: OutgoingHttpHeaders = {};
  const stamped: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(headers)) {
    if (NOT_REPLAYED.has(k) || v === undefined) continue;
    const value = Array.isArray(v) ? v.join(', ') : String(v);
    if (value.includes(nonce)) stamped[k] = value.split(nonce);
    else kept[k] = v;
  }
  return { headers: kept, stamped, body: body.toString('utf8').split(nonce), gen, expires: now + PAGE_TTL_MS };
}

/**
 * Next marks every dynamic page no-store, which also keeps it out of the browser's
 * back/forward cache. A signed-out visitor's page holds nothing private, so it is
 * revalidated on every load instead (no-cache) and may be restored on Back.
 */
export const SIGNED_OUT_CACHE_CONTROL = 'private, no-cache, max-age=0, must-revalidate';

export function signedOutPage(req: IncomingMessage): boolean {
  const path = String(req.url ?? '').split('?')[0];
  return (req.method === 'GET' || req.method === 'HEAD') && !/^\/(api|_next|uploads|media)\//.test(path)
    && cookieValue(req.headers.cookie, SESSION_COOKIE) === undefined;
}

/** Swaps Next's no-store for SIGNED_OUT_CACHE_CONTROL just before the headers go out. */
export function relaxNoStore(res: ServerResponse): void {
  const writeHead = res.writeHead as (...a: unknown[]) => ServerResponse;
  // Node calls writeHead itself before the first write when the handler did not.
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (/no-store/.test(String(res.getHeader('cache-control') ?? ''))) res.setHeader('cache-control', SIGNED_OUT_CACHE_CONTROL);
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

/**
 * An answer from the cache with a fresh nonce: {headers, body}, plain; the server's
 * compression layer (compress.ts) encodes it as the client asks, like every other answer.
 */
export function replay(entry: Entry, nonce = randomBytes(16).toString('base64')): { headers: OutgoingHttpHeaders; body: Buffer } {
  const body = Buffer.from(entry.body.join(nonce));
  const headers: OutgoingHttpHeaders = { ...entry.headers, 'cache-control': SIGNED_OUT_CACHE_CONTROL, 'x-page-cache': 'hit' };
  for (const [k, parts] of Object.entries(entry.stamped)) headers[k] = parts.join(nonce);
  headers['content-length'] = String(body.length);
  return { headers, body };
}

export class PageCache {
  entries = new Map<string, Entry>();
  renders = new Map<string, Promise<void>>();

  get(key: string, now = Date.now()): Entry | null {
    const e = this.entries.get(key);
    if (!e) return null;
    if (e.expires <= now || e.gen !== generation()) {
      this.entries.delete(key);
      return null;
    }
    // Least recently used goes first when full: re-insert on use.
    this.entries.delete(key);
    this.entries.set(key, e);
    return e;
  }

  set(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }

  /**
   * Serves req from the cache, or lets `render` (Next's handler) answer it while
   * recording what it writes. Requests for a key already being rendered wait for
   * that render instead of starting their own.
   */
  async handle(req: IncomingMessage, res: ServerResponse, render: Render): Promise<unknown> {
    if (signedOutPage(req)) relaxNoStore(res);
    const key = pageKey(req);
    if (!key) return render(req, res);
    let e = this.get(key);
    const pending = this.renders.get(key);
    if (!e && pending) {
      await pending;
      e = this.get(key);
    }
    if (e) return send(req, res, e);
    let finish: () => void = () => {};
    this.renders.set(key, new Promise<void>((r) => { finish = r; }));
    const gen = generation();
    // The recorded body must be plain HTML to be re-stamped: Next must not compress it
    // (serve.ts's compression layer already took Accept-Encoding away, and encodes the answer).
    delete req.headers['accept-encoding'];
    record(res, (body, complete) => {
      const headers = { ...res.getHeaders() };
      // The compression layer's encoding is applied after the recording: the body kept is plain.
      if ((res as WrappedResponse)[ENCODED_HERE]) delete headers['content-encoding'];
      const entry = complete && req.method === 'GET' ? entryOf(res.statusCode, headers, body, gen) : null;
      if (entry) this.set(key, entry);
      this.renders.delete(key);
      finish();
    });
    res.setHeader('x-page-cache', 'miss');
    return render(req, res);
  }
}

function send(req: IncomingMessage, res: ServerResponse, entry: Entry) {
  const { headers, body } = replay(entry);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

type Callback = (error?: Error | null) => void;

/** Copies what the handler writes to `res`, and calls done(body, complete) once it ends or closes. */
function record(res: ServerResponse, done: (body: Buffer, complete: boolean) => void) {
  const chunks: Buffer[] = [];
  let finished = false;
  const keep = (chunk: unknown, enc: unknown) => {
    if (chunk == null || typeof chunk === 'function') return;
    chunks.push(typeof chunk === 'string'
      ? Buffer.from(chunk, typeof enc === 'string' ? (enc as BufferEncoding) : 'utf8')
      : Buffer.from(chunk as Uint8Array));
  };
  const write = res.write as (chunk: unknown, enc?: unknown, cb?: unknown) => boolean;
  const end = res.end as (chunk?: unknown, enc?: unknown, cb?: unknown) => ServerResponse;
  res.write = function (this: ServerResponse, chunk: unknown, enc?: unknown, cb?: Callback) {
    keep(chunk, enc);
    return write.call(this, chunk, enc, cb);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, enc?: unknown, cb?: Callback) {
    keep(chunk, enc);
    if (!finished) { finished = true; done(Buffer.concat(chunks), true); }
    return end.call(this, chunk, enc, cb);
  } as ServerResponse['end'];
  // A client that leaves mid-render: nothing complete to keep, but the waiters must go on.
  res.on('close', () => {
    if (!finished) { finished = true; done(Buffer.alloc(0), false); }
  });
}
