// `npm start`: the production server. The same Next.js request handler as
// `next start`, behind a plain Node HTTP server that knows the socket, so the
// client's address and protocol come from the connection (or from
// TRUST_PROXY_HOPS trusted proxies), never from what a client claims.
// Usage: node scripts/serve.mjs [-p PORT] [-H HOST]   (PORT, HOSTNAME env too). With
// TRUST_PROXY_HOPS > 0 and no host given it listens on 127.0.0.1 only (listenHost).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer } from 'node:http';
import { forwardedFor, forwardedProto, isLoopback, listenHost, trustedHops } from '../lib/forwarded-for.mjs';
import { PageCache } from './page-cache.mjs';
import { compressAnswers } from './compress.mjs';
import { onClientError, onConnect, refuseMethod } from './method-guard.mjs';
import { observe } from './ops/request-log.mjs';
import { gracefulShutdown } from './ops/graceful.mjs';
import { warmUp } from '../lib/ops/warm-up.mjs';

const arg = (flag) => { const i = process.argv.indexOf(flag); return i > 0 ? process.argv[i + 1] : undefined; };
const port = Number(arg('-p') ?? process.env.PORT ?? 3000);
const hops = trustedHops();
const hostname = listenHost({ flag: arg('-H'), env: process.env.HOSTNAME, hops });
if (hops > 0 && !isLoopback(hostname)) {
  console.warn(`TRUST_PROXY_HOPS=${hops} while listening on ${hostname}: only the proxy may reach port ${port} (firewall it), or any client can set its own address`);
}

process.env.NODE_ENV ??= 'production';

// (memory that grew without bound under load on PostgreSQL):
// 1. An empty async context, captured before any request, for what must outlive the
//    request that creates it (pool sockets, the database handle, caches, timers):
//    server/system/outside-request.ts runs such code in it.
globalThis.__gbOutsideRequest = AsyncLocalStorage.snapshot();
// 2. React aborts every finished render's cache signal with an Error whose stack is
//    kept unformatted, as call-site records that hold the functions and receivers of
//    the frames: the setImmediate queue entry that flushed the render, and through it
//    the next renders' entries. One such Error kept by anything long-lived kept every
//    later request. Formatting the stack once (a few microseconds) drops those records.
const abort = AbortController.prototype.abort;
AbortController.prototype.abort = function (reason) {
  if (reason instanceof Error) void reason.stack;
  return abort.call(this, reason);
};
const { default: next } = await import('next');
const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
// Signed-out landing, search, home and static pages: rendered once per 30 s slot (page-cache.mjs).
const pages = process.env.PAGE_CACHE === 'off' ? null : new PageCache();

const server = createServer((req, res) => {
  // TRACE and TRACK: a 405 here, never a 500 (and a stack trace) from Next.
  // One JSON log line and the metrics for every answer, refused ones too (scripts/ops/request-log.mjs).
  observe(req, res, hops);
  if (refuseMethod(req, res, !!req.socket.encrypted)) return;
  req.headers['x-forwarded-for'] = forwardedFor(req.headers['x-forwarded-for'], req.socket.remoteAddress, hops);
  req.headers['x-forwarded-proto'] = forwardedProto(req.headers['x-forwarded-proto'], !!req.socket.encrypted, hops);
  // Brotli or gzip on every answer, cache hit or miss (compress.mjs); first, so the cache records plain HTML.
  if (process.env.COMPRESS !== 'off') compressAnswers(req, res);
  if (pages) pages.handle(req, res, handle);
  else handle(req, res);
});
// CONNECT never reaches the request handler; TRACK is a parse error to Node (method-guard.mjs).
server.on('connect', onConnect);
server.on('clientError', onClientError);
// Keep-alive longer than common load balancers' idle timeout (60 s), as next start does.
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`▲ GharBazaar ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port} (trusted proxy hops: ${hops})`);
  // One render of a search page before /api/ready says yes (lib/ops/warm-up.mjs).
  if (process.env.WARM_UP !== 'off') void warmUp(`http://${hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`);
});
// SIGTERM: stop accepting, drain for up to 25 s, stop jobs, close the pool, exit (scripts/ops/graceful.mjs).
gracefulShutdown(server);
