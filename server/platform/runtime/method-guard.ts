// Methods the app never serves, answered by the production server (serve.ts) before Next sees them.
// TRACE echoes the request back (cookies included: cross-site tracing), TRACK is
// IIS's twin of it, CONNECT asks for a proxy tunnel. Next answered TRACE with a 500,
// no security headers and a stack trace in the log on every call (a log flood);
// Node's parser answered TRACK with a bare 400 and dropped CONNECT without a word.
// Each now gets a 405 with the API answers' security headers (lib/security-headers.ts).
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { securityHeaders } from '../../../lib/security-headers';

export const REFUSED_METHODS = ['TRACE', 'TRACK', 'CONNECT'];
export const ALLOWED = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** A socket Node hands over; TLS sockets say so. */
type Socket = Duplex & { encrypted?: boolean };

/** The security headers of an API answer (lib/security-headers.ts, api: true). */
export function guardHeaders(https: boolean): Record<string, string> {
  return securityHeaders({ https, api: true });
}

function refusal(method: string, https: boolean) {
  const body = JSON.stringify({ status: 'fail', message: `Method ${method} is not allowed` });
  const headers: Record<string, string> = {
    ...guardHeaders(https), Allow: ALLOWED, 'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)), 'Cache-Control': 'no-store', Connection: 'close',
  };
  return { body, headers };
}

/** For the 'request' event: true when the request was answered here. */
export function refuseMethod(req: IncomingMessage, res: ServerResponse, https: boolean): boolean {
  if (!REFUSED_METHODS.includes(req.method ?? '')) return false;
  const { body, headers } = refusal(req.method ?? '', https);
  res.writeHead(405, headers);
  res.end(body);
  return true;
}

/** The whole 405 as raw HTTP, for sockets Node hands over without a response object. */
export function rawRefusal(method: string, https: boolean): string {
  const { body, headers } = refusal(method, https);
  return `HTTP/1.1 405 ${STATUS_CODES[405]}\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n${body}`;
}

/** 'connect' event: Node routes CONNECT here, never to the request handler. */
export function onConnect(_req: IncomingMessage, socket: Socket): void {
  socket.end(rawRefusal('CONNECT', !!socket.encrypted));
}

/**
 * 'clientError' event: Node's parser does not know TRACK, so it arrives as a parse
 * error; other parse errors get what Node answers by default (400, 408, 431).
 */
export function onClientError(err: Error & { code?: string; rawPacket?: Buffer }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const method = /^([A-Z]+) /.exec(String(err.rawPacket ?? ''))?.[1];
  if (method && REFUSED_METHODS.includes(method)) {
    socket.end(rawRefusal(method, !!socket.encrypted));
    return;
  }
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`);
}
