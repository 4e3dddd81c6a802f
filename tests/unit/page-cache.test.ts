import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressAnswers } from '@/server/platform/runtime/compress';
import { bumpGeneration, MAX_ENTRIES, PageCache, pageKey, REWRITE_MARK } from '@/server/platform/runtime/page-cache';

// The production server's page cache (server/platform/runtime/page-cache.ts) in front of a stand-in
// for Next's handler that behaves as Next does here: a fresh nonce per render, in
// the CSP header and on the scripts, the HTML streamed in chunks.

const req = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers: { host: 'x.test', ...headers } }) as unknown as IncomingMessage;

describe('which requests share a cached page', () => {
  it('caches signed-out landing, search, home and static pages, keyed by URL and city', () => {
    for (const url of ['/', '/rs/flats-for-rent-in-mysore-rd', '/pg', '/search/residential/abc', '/static-pages/about-us']) {
      expect(pageKey(req(url))).not.toBeNull();
    }
    expect(pageKey(req('/rs', { cookie: 'city_name=Mysuru' }))).not.toBe(pageKey(req('/rs')));
    expect(pageKey(req('/rs?page=2'))).not.toBe(pageKey(req('/rs')));
  });

  it('renders for the visitor when signed in, on client navigations, for other pages and methods', () => {
    expect(pageKey(req('/rs', { cookie: 'city_name=Mysuru; access_token=abc' }))).toBeNull();
    expect(pageKey(req('/rs', { rsc: '1' }))).toBeNull();
    expect(pageKey(req('/rs?_rsc=x1'))).toBeNull();
    expect(pageKey(req('/property-details/flat-1'))).toBeNull();
    expect(pageKey(req('/profile-pages/my-property'))).toBeNull();
    expect(pageKey(req('/api/search/x'))).toBeNull();
    expect(pageKey(req('/rs', {}, 'POST'))).toBeNull();
  });

  it('never keeps a rewritten request under the unprefixed path it arrives with', () => {
    // A prefixed URL (a language's, say) rewritten by the middleware comes back as /rs with a mark.
    expect(pageKey(req('/rs', { [REWRITE_MARK]: '/hi/rs' }))).toBeNull();
    expect(pageKey(req('/rs', { 'x-middleware-rewrite': '/rs' }))).toBeNull();
    expect(pageKey(req('/rs', { 'x-middleware-subrequest': 'middleware' }))).toBeNull();
    expect(pageKey(req('/rs'))).not.toBeNull();
  });
});

describe('the cache in front of the renderer', () => {
  let server: Server;
  let base: string;
  let renders = 0;
  let status = 200;
  let extraHeaders: Record<string, string> = {};
  let delay = 20;

  function render(_req: IncomingMessage, res: ServerResponse) {
    renders++;
    const nonce = Buffer.from(`nonce-of-render-${renders}`).toString('base64');
    res.statusCode = status;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    res.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    res.setHeader('link', `</a.css>; rel=preload; as="style"; nonce="${nonce}"`);
    for (const [k, v] of Object.entries(extraHeaders)) res.setHeader(k, v);
    // Streamed as Next streams: the shell, then the rest after a tick.
    res.write(`<html><head><script nonce="${nonce}" src="/a.js"></script></head>`);
    // A body past the compression threshold (1 kB), as every real page is.
    setTimeout(() => res.end(`<body><p>render ${renders}</p>${'<p>listing</p>'.repeat(100)}<script nonce="${nonce}">self.x=1</script></body></html>`), delay);
  }

  beforeEach(async () => {
    renders = 0;
    status = 200;
    extraHeaders = {};
    delay = 20;
    const cache = new PageCache();
    // As the production server (serve.ts): the compression layer first, then the cache.
    server = createServer((q, s) => { compressAnswers(q, s); void cache.handle(q, s, render); });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise<void>((r) => server.close(() => r())));

  const nonceOf = (csp: string | null) => csp?.match(/'nonce-([^']+)'/)?.[1];

  it('renders once, then answers from the cache with a fresh nonce in the header and every script', async () => {
    const first = await fetch(`${base}/rs`);
    const firstHtml = await first.text();
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const second = await fetch(`${base}/rs`);
    const html = await second.text();
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(renders).toBe(1);
    const nonce = nonceOf(second.headers.get('content-security-policy'))!;
    expect(nonce).not.toBe(nonceOf(first.headers.get('content-security-policy')));
    expect(html.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
    expect(html).toBe(firstHtml.replaceAll(nonceOf(first.headers.get('content-security-policy'))!, nonce));
    expect(second.headers.get('link')).toBe(`</a.css>; rel=preload; as="style"; nonce="${nonce}"`);
  });

  const raw = async (path: string, acceptEncoding: string) => {
    const { request } = await import('node:http');
    return new Promise<{ enc?: string; cache?: string; body: Buffer }>((resolve) => {
      request(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ enc: res.headers['content-encoding'], cache: String(res.headers['x-page-cache']), body: Buffer.concat(chunks) }));
      }).end();
    });
  };

  it('compresses the cached answer and the render that missed the cache, each with its own nonce', async () => {
    const miss = await raw('/rs', 'gzip');
    expect(miss.cache).toBe('miss');
    expect(miss.enc).toBe('gzip');
    expect(gunzipSync(miss.body).toString()).toContain('<p>render 1</p>');
    const hit = await raw('/rs', 'gzip, br');
    expect(hit.cache).toBe('hit');
    expect(hit.enc).toBe('br');
    const html = brotliDecompressSync(hit.body).toString();
    expect(html).toContain('<p>render 1</p>');
    expect(html).not.toContain(gunzipSync(miss.body).toString().match(/nonce="([^"]+)"/)![1]);
    expect(renders).toBe(1);
  });

  it('renders again after a listing change bumps the generation', async () => {
    await fetch(`${base}/rs`).then((r) => r.text());
    bumpGeneration();
    const again = await fetch(`${base}/rs`);
    expect(await again.text()).toContain('<p>render 2</p>');
    expect(again.headers.get('x-page-cache')).toBe('miss');
  });

  it('lets concurrent first visitors wait for one render', async () => {
    const pages = await Promise.all(Array.from({ length: 5 }, () => fetch(`${base}/pg`).then((r) => r.text())));
    expect(renders).toBe(1);
    expect(new Set(pages.map((p) => p.replace(/nonce="[^"]+"/g, ''))).size).toBe(1);
  });

  it('keeps no error page, no answer that sets a cookie, and nothing for signed-in visitors', async () => {
    status = 404;
    await fetch(`${base}/rs/a`).then((r) => r.text());
    await fetch(`${base}/rs/a`).then((r) => r.text());
    status = 200;
    extraHeaders = { 'set-cookie': 'city_name=Mysuru' };
    await fetch(`${base}/rs/b`).then((r) => r.text());
    await fetch(`${base}/rs/b`).then((r) => r.text());
    extraHeaders = {};
    await fetch(`${base}/rs/c`, { headers: { cookie: 'access_token=t' } }).then((r) => r.text());
    await fetch(`${base}/rs/c`, { headers: { cookie: 'access_token=t' } }).then((r) => r.text());
    expect(renders).toBe(6);
  });

  it('keeps no answer the middleware rewrote (it is not the page of the URL asked for)', async () => {
    extraHeaders = { 'x-middleware-rewrite': '/hi/rs' };
    await fetch(`${base}/rs`).then((r) => r.text());
    extraHeaders = {};
    const second = await fetch(`${base}/rs`);
    expect(await second.text()).toContain('<p>render 2</p>');
    expect(second.headers.get('x-page-cache')).toBe('miss');
    await fetch(`${base}/rs`, { headers: { [REWRITE_MARK]: '/hi/rs' } }).then((r) => r.text());
    expect(renders).toBe(3);
    expect((await fetch(`${base}/rs`)).headers.get('x-page-cache')).toBe('hit');
    expect(renders).toBe(3);
  });

  it('lets the back/forward cache keep signed-out pages, never a signed-in one', async () => {
    const relaxed = 'private, no-cache, max-age=0, must-revalidate';
    expect((await fetch(`${base}/rs`)).headers.get('cache-control')).toBe(relaxed);
    expect((await fetch(`${base}/rs`)).headers.get('cache-control')).toBe(relaxed);
    expect((await fetch(`${base}/property-details/x`)).headers.get('cache-control')).toBe(relaxed);
    const signedIn = await fetch(`${base}/property-details/x`, { headers: { cookie: 'access_token=t' } });
    expect(signedIn.headers.get('cache-control')).toContain('no-store');
  });

  it('holds at most MAX_ENTRIES pages, dropping the least recently used', async () => {
    delay = 0;
    for (let i = 0; i <= MAX_ENTRIES; i++) await fetch(`${base}/rs/p${i}`).then((r) => r.text());
    expect(renders).toBe(MAX_ENTRIES + 1);
    await fetch(`${base}/rs/p0`).then((r) => r.text());
    expect(renders).toBe(MAX_ENTRIES + 2);
    await fetch(`${base}/rs/p${MAX_ENTRIES}`).then((r) => r.text());
    expect(renders).toBe(MAX_ENTRIES + 2);
  });
});
