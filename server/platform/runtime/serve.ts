// `npm start`: the production server. The same Next.js request handler as
// `next start`, behind a plain Node HTTP server that knows the socket, so the
// client's address and protocol come from the connection (or from
// TRUST_PROXY_HOPS trusted proxies), never from what a client claims.
// Built to dist/server.mjs by scripts/build-server.mjs (part of `npm run build`), so
// it runs on plain Node: node dist/server.mjs [-p PORT] [-H HOST] (PORT, HOSTNAME env
// too). With TRUST_PROXY_HOPS > 0 and no host given it listens on 127.0.0.1 only (listenHost).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { forwardedFor, forwardedProto, isLoopback, listenHost, trustedHops } from '../../../lib/forwarded-for.mjs';
import { warmUp } from '../../../lib/ops/warm-up.mjs';
import { compressAnswers } from './compress';
import { gracefulShutdown } from './graceful';
import { onClientError, onConnect, refuseMethod } from './method-guard';
import { PageCache } from './page-cache';
import { observe } from './request-log';

const arg = (flag: string) => { const i = process.argv.indexOf(flag); return i > 0 ? process.argv[i + 1] : undefined; };
const port = Number(arg('-p') ?? process.env.PORT ?? 3000);
const hops = trustedHops();
const hostname = listenHost({ flag: arg('-H'), env: process.env.HOSTNAME, hops });
if (hops > 0 && !isLoopback(hostname)) {
  console.warn(`TRUST_PROXY_HOPS=${hops} while listening on ${hostname}: only the proxy may reach port ${port} (firewall it), or any client can set its own address`);
}

(process.env as Record<string, string | undefined>).NODE_ENV ??= 'production';

// (memory that grew without bound under load on PostgreSQL):
// 1. An empty async context, captured before any request, for what must outlive the
//    request that creates it (pool sockets, the database handle, caches, timers):
//    server/platform/system/outside-request.ts runs such code in it.
(globalThis as { __gbOutsideRequest?: unknown }).__gbOutsideRequest = AsyncLocalStorage.snapshot();
// 2. React aborts every finished render's cache signal with an Error whose stack is
//    kept unformatted, as call-site records that hold the functions and receivers of
//    the frames: the setImmediate queue entry that flushed the render, and through it
//    the next renders' entries. One such Error kept by anything long-lived kept every
//    later request. Formatting the stack once (a few microseconds) drops those records.
const abort = AbortController.prototype.abort;
AbortController.prototype.abort = function (this: AbortController, reason?: unknown) {
  if (reason instanceof Error) void reason.stack;
  return abort.call(this, reason);
};
const { default: next } = await import('next');
const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
// Signed-out landing, search, home and static pages: rendered once per 30 s slot (page-cache.ts).
const pages = process.env.PAGE_CACHE === 'off' ? null : new PageCache();
// Behind a proxy that compresses (the fleet's nginx) the app does not (compress.ts).
const compress = process.env.COMPRESS !== 'off';
const render = (req: IncomingMessage, res: ServerResponse) => handle(req, res);

const server = createServer((req, res) => {
  const https = !!(req.socket as TLSSocket).encrypted;
  // One JSON log line and the metrics for every answer, refused ones too (request-log.ts).
  observe(req, res, hops);
  // TRACE and TRACK: a 405 here, never a 500 (and a stack trace) from Next.
  if (refuseMethod(req, res, https)) return;
  req.headers['x-forwarded-for'] = forwardedFor(req.headers['x-forwarded-for'], req.socket.remoteAddress, hops);
  req.headers['x-forwarded-proto'] = forwardedProto(req.headers['x-forwarded-proto'], https, hops);
  // Brotli or gzip on every answer, cache hit or miss; first, so the cache records plain HTML.
  if (compress) compressAnswers(req, res);
  if (pages) void pages.handle(req, res, render);
  else void render(req, res);
});
// CONNECT never reaches the request handler; TRACK is a parse error to Node (method-guard.ts).
server.on('connect', onConnect);
server.on('clientError', onClientError);
// Keep-alive longer than common load balancers' idle timeout (60 s), as next start does.
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`▲ GharBazaar ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port} (trusted proxy hops: ${hops})`);
  // One render of a search page before /api/ready says yes (lib/ops/warm-up.mjs).
  const local = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname;
  if (process.env.WARM_UP !== 'off') void warmUp(`http://${local}:${port}`);
});
// SIGTERM: stop accepting, drain for up to 25 s, stop jobs, close the pool, exit (graceful.ts).
gracefulShutdown(server);
