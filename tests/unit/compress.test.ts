import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressAnswers, pickEncoding } from '@/server/platform/runtime/compress';

// The production server's compression layer (server/platform/runtime/compress.ts) in front of
// handlers that answer as Next does: streamed HTML, a whole JSON body, tiny bodies.

describe('which encoding a client gets', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

type Raw = { status: number; headers: IncomingMessage['headers']; body: Buffer; firstChunkAt: number; endAt: number };

describe('the compression layer', () => {
  let server: Server;
  let base: string;
  let handler: (req: IncomingMessage, res: ServerResponse) => void;
  let seenAcceptEncoding: (string | undefined)[] = [];

  beforeEach(async () => {
    seenAcceptEncoding = [];
    server = createServer((q, s) => {
      compressAnswers(q, s);
      seenAcceptEncoding.push(q.headers['accept-encoding']);
      handler(q, s);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise<void>((r) => server.close(() => r())));

  const get = (path: string, acceptEncoding?: string, method = 'GET') => new Promise<Raw>((resolve, reject) => {
    const t0 = Date.now();
    request(`${base}${path}`, { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      let firstChunkAt = -1;
      res.on('data', (c) => { if (firstChunkAt < 0) firstChunkAt = Date.now() - t0; chunks.push(c); });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), firstChunkAt, endAt: Date.now() - t0 }));
    }).on('error', reject).end();
  });
  const decode = (r: Raw) => {
    const enc = r.headers['content-encoding'];
    return (enc === 'br' ? brotliDecompressSync(r.body) : enc === 'gzip' ? gunzipSync(r.body) : r.body).toString();
  };

  const SHELL = `<html><head></head><body>${'<p>shell</p>'.repeat(200)}`;
  const REST = `${'<p>listing</p>'.repeat(200)}</body></html>`;
  const streamed = (res: ServerResponse) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.write(SHELL);
    setTimeout(() => res.end(REST), 400);
  };

  it('streams a page compressed: the shell reaches the client before the render ends', async () => {
    handler = (_q, s) => streamed(s);
    for (const enc of ['br', 'gzip']) {
      const r = await get('/rs', enc === 'br' ? 'gzip, deflate, br' : 'gzip');
      expect(r.headers['content-encoding']).toBe(enc);
      expect(r.headers.vary).toMatch(/Accept-Encoding/);
      expect(r.headers['content-length']).toBeUndefined();
      expect(decode(r)).toBe(SHELL + REST);
      expect(r.body.length).toBeLessThan((SHELL + REST).length / 5);
      expect(r.firstChunkAt).toBeLessThan(r.endAt - 200);
    }
    // Nothing behind the layer compresses on its own.
    expect(seenAcceptEncoding).toEqual([undefined, undefined]);
  });

  it('answers plain to a client that does not accept compression', async () => {
    handler = (_q, s) => streamed(s);
    for (const ae of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const r = await get('/rs', ae);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.headers.vary).toMatch(/Accept-Encoding/);
      expect(r.body.toString()).toBe(SHELL + REST);
    }
  });

  it('compresses a whole body sent at once, with writeHead headers, and leaves small or binary ones alone', async () => {
    const json = JSON.stringify({ status: 'success', data: Array.from({ length: 100 }, (_, i) => ({ id: i, title: 'Flat' })) });
    handler = (q, s) => {
      if (q.url === '/api') { s.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(json)) }); s.end(json); }
      else if (q.url === '/small') { s.setHeader('content-type', 'text/html'); s.end('<p>ok</p>'); }
      else if (q.url === '/img') { s.setHeader('content-type', 'image/webp'); s.end(Buffer.alloc(5000)); }
      else { s.statusCode = 304; s.end(); }
    };
    const api = await get('/api', 'gzip');
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(api))).toEqual(JSON.parse(json));
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('<p>ok</p>');
    const img = await get('/img', 'br');
    expect(img.headers['content-encoding']).toBeUndefined();
    expect(img.body.length).toBe(5000);
    const notModified = await get('/x', 'br');
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
  });

  it('sends headers only to a HEAD request', async () => {
    handler = (_q, s) => streamed(s);
    const r = await get('/rs', 'br', 'HEAD');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.length).toBe(0);
  });
});
