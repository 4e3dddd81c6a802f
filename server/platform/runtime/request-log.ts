// One JSON line per request on stdout (request id, route, status, duration) and
// the request metrics (lib/ops/metrics.mjs), for every answer of the production
// server (serve.ts): API calls, pages, cache hits, files.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { metrics } from '../../../lib/ops/metrics.mjs';
import { routeLabel } from '../../../lib/ops/route-label.mjs';

// REQUEST_LOG=off keeps the metrics and drops the lines (a log shipper that samples elsewhere).
const REQUEST_LOG_OFF = process.env.REQUEST_LOG === 'off';
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * The request's id: the trusted proxy's X-Request-Id (nginx's $request_id), else
 * a new one. Without a trusted proxy a client's own header is not believed.
 */
export function requestId(req: IncomingMessage, hops: number): string {
  const given = req.headers['x-request-id'];
  return hops > 0 && typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

const writeLine = (line: string) => { process.stdout.write(`${line}\n`); };

/** Sets the request id on req and res, and logs and counts the answer once it is done. */
export function observe(req: IncomingMessage, res: ServerResponse, hops: number, log: (line: string) => void = REQUEST_LOG_OFF ? () => {} : writeLine): void {
  const started = process.hrtime.bigint();
  const id = requestId(req, hops);
  req.headers['x-request-id'] = id;
  res.setHeader('x-request-id', id);
  const m = metrics();
  m.inFlight.inc();
  let done = false;
  const finish = (aborted: boolean) => {
    if (done) return;
    done = true;
    m.inFlight.dec();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const status = aborted && !res.headersSent ? 499 : res.statusCode;
    const route = routeLabel(req.url, status);
    const method = METHODS.includes(req.method ?? '') ? (req.method as string) : 'OTHER';
    m.requests.inc({ method, route, status: String(status) });
    m.duration.observe({ method, route }, seconds);
    const cache = res.getHeader('x-page-cache');
    if (cache === 'hit' || cache === 'miss') m.pageCache.inc({ result: cache });
    log(JSON.stringify({
      time: new Date().toISOString(), level: status >= 500 ? 'error' : 'info', msg: 'request',
      request_id: id, method, route, status, duration_ms: Math.round(seconds * 10_000) / 10,
      ...(cache ? { page_cache: cache } : {}), ...(aborted ? { aborted: true } : {}),
    }));
  };
  res.on('finish', () => finish(false));
  res.on('close', () => finish(!res.writableFinished));
}
