// Compression of the production server's answers (serve.ts).
//
// Why not Next's own: Next gzips only what it renders itself, and the page cache
// (page-cache.ts) must record a page as plain HTML to re-stamp its nonce, so a
// page-cache miss went out uncompressed (123 kB for a search page). This layer
// sits in front of both: it takes Accept-Encoding away from the request (so
// nothing behind it compresses), and compresses whatever comes out, cache hit,
// cache miss, signed-in page or API answer alike, with brotli when the client
// asks for it and gzip otherwise. Behind a proxy that compresses (the fleet's
// nginx), COMPRESS=off turns it off (compressing twice costs CPU for nothing).
//
// Streaming is kept: Next writes the HTML shell first and the Suspense parts
// later; each burst of writes is flushed to the client at the end of its tick
// (or when Next calls res.flush()), so the browser starts on the shell early.
// The nonce is untouched: compression happens after every render and every
// replay stamped its own.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';

/** Set on a response this layer encodes: what the handler wrote is still plain (the page cache records it). */
export const ENCODED_HERE = Symbol.for('gharbazaar.encodedHere');
/** Bodies smaller than this are not worth a compression header (as Next's default). */
export const THRESHOLD = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/i;
const NO_BODY = new Set([204, 205, 304]);

export type Encoding = 'br' | 'gzip';
/** A response this layer (or the page cache) wraps: Next looks for flush(); the mark says what encoded it. */
export type WrappedResponse = ServerResponse & { flush?: () => void; [ENCODED_HERE]?: Encoding };
type Callback = (error?: Error | null) => void;
type Chunk = string | Buffer | Uint8Array;

/** The encoding to answer with for an Accept-Encoding header: 'br', 'gzip' or null. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const q: Record<string, number> = {};
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q[name] = qp ? Number(qp.slice(2)) : 1;
  }
  const ok = (n: string) => (q[n] ?? q['*'] ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

function encoder(encoding: Encoding, sizeHint: number): BrotliCompress | Gzip {
  // Quality 4 / level 5: a few ms for a 120 kB page, within a few % of the slowest settings' size.
  if (encoding === 'br') {
    const params: Record<number, number> = { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT };
    if (sizeHint > 0) params[constants.BROTLI_PARAM_SIZE_HINT] = sizeHint;
    return createBrotliCompress({ params });
  }
  return createGzip({ level: 5 });
}

function addVary(res: ServerResponse) {
  const vary = String(res.getHeader('vary') ?? '');
  if (!/accept-encoding|\*/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

const toBuffer = (chunk: Chunk, enc?: BufferEncoding) => (typeof chunk === 'string' ? Buffer.from(chunk, enc ?? 'utf8') : chunk);

/**
 * Makes `res` compress its body for the client of `req`. Call before anything else
 * touches req or res (the page cache wraps on top of it and sees plain bytes).
 */
export function compressAnswers(req: IncomingMessage, response: ServerResponse): void {
  const res = response as WrappedResponse;
  const encoding = pickEncoding(req.headers['accept-encoding']);
  // Nothing behind this layer compresses: the page cache records plain HTML, Next sends plain bytes.
  delete req.headers['accept-encoding'];
  const writeHead = res.writeHead;
  const write = res.write as (chunk: unknown, enc?: unknown, cb?: unknown) => boolean;
  const end = res.end as (chunk?: unknown, enc?: unknown, cb?: unknown) => ServerResponse;
  let z: BrotliCompress | Gzip | null = null;
  let flushKind: number = constants.Z_SYNC_FLUSH;
  let flushQueued = false;

  const start = (statusCode: number) => {
    const type = String(res.getHeader('content-type') ?? '');
    // Server-sent events must reach the client event by event, unbuffered.
    if (!COMPRESSIBLE.test(type) || /^text\/event-stream/i.test(type)) return;
    if (NO_BODY.has(statusCode) || statusCode < 200) return;
    addVary(res);
    if (!encoding || req.method === 'HEAD') return;
    const current = String(res.getHeader('content-encoding') ?? 'identity');
    if (current !== 'identity') return;
    if (/(^|,)\s*no-transform\s*(,|$)/i.test(String(res.getHeader('cache-control') ?? ''))) return;
    const length = res.getHeader('content-length');
    if (length !== undefined && Number(length) < THRESHOLD) return;
    const zs = encoder(encoding, Number(length ?? 0));
    z = zs;
    // A sync flush keeps the window (Z_FULL_FLUSH, the default, would reset it every chunk).
    flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
    res.setHeader('content-encoding', encoding);
    res[ENCODED_HERE] = encoding;
    res.removeHeader('content-length');
    zs.on('data', (chunk: Buffer) => { if (write.call(res, chunk) === false) zs.pause(); });
    zs.on('end', () => end.call(res));
    // A write the client has not drained yet holds the encoder back.
    res.on('drain', () => z?.resume());
    // The handler waits for 'drain' on res when a write returned false: the encoder's drain is that one.
    zs.on('drain', () => res.emit('drain'));
  };

  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    // writeHead(status, [message], [headers]): headers set here are seen by start().
    const last = rest[rest.length - 1];
    if (last && typeof last === 'object' && !Array.isArray(last)) {
      for (const [k, v] of Object.entries(last as OutgoingHttpHeaders)) if (v !== undefined) res.setHeader(k, v);
      rest.pop();
    }
    if (!res.headersSent && !z) start(statusCode);
    return (writeHead as (...a: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse['writeHead'];
  const ensureHead = () => { if (!res.headersSent) res.writeHead(res.statusCode); };
  const flushSoon = () => {
    if (flushQueued) return;
    flushQueued = true;
    setImmediate(() => { flushQueued = false; if (z && !z.writableEnded) z.flush(flushKind); });
  };

  res.write = function (this: ServerResponse, chunk: Chunk | null | Callback, enc?: BufferEncoding | Callback, cb?: Callback) {
    ensureHead();
    if (!z) return write.call(this, chunk, enc, cb);
    if (chunk == null || typeof chunk === 'function') return true;
    const ok = z.write(toBuffer(chunk, typeof enc === 'string' ? enc : undefined), typeof enc === 'function' ? enc : cb);
    flushSoon();
    return ok;
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunkOrCb?: Chunk | null | Callback, encOrCb?: BufferEncoding | Callback, callback?: Callback) {
    let chunk = chunkOrCb;
    let enc = encOrCb;
    let cb = callback;
    if (typeof chunk === 'function') { cb = chunk; chunk = undefined; }
    if (typeof enc === 'function') { cb = enc; enc = undefined; }
    if (!res.headersSent) {
      // A whole body in one end(): its length decides the threshold.
      if (chunk != null && res.getHeader('content-length') === undefined) {
        res.setHeader('content-length', String(typeof chunk === 'string' ? Buffer.byteLength(chunk, enc ?? 'utf8') : chunk.length));
      }
      res.writeHead(res.statusCode);
    }
    if (!z) return end.call(this, chunk, enc, cb);
    if (cb) res.once('finish', cb);
    if (chunk != null) z.end(toBuffer(chunk, enc));
    else z.end();
    return this;
  } as ServerResponse['end'];
  // Next calls res.flush() after each streamed chunk when a compressor offers one.
  res.flush = () => { if (z && !z.writableEnded) z.flush(flushKind); };
  // A client that leaves mid-answer: free the encoder's native memory now.
  res.on('close', () => { if (z && !res.writableFinished) z.destroy(); });
}
