import 'server-only';
import { trustedHops } from '@/lib/forwarded-for.mjs';

// The one place the app decides who the client is. npm start runs the custom
// server (server/platform/runtime/serve.ts), which rewrites X-Forwarded-For/-Proto from the
// socket (lib/forwarded-for.mjs): the last entry is the socket's peer, and
// with TRUST_PROXY_HOPS=N trusted proxies the client is N entries further left.
// Entries a client wrote itself sit further left still and are never read.
// Plain `next start` sets the header from the socket only when the client sent
// none, so production must run `npm start`.

const entries = (v: string | null) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);

export function clientIp(headers: Headers, hops = trustedHops()): string {
  const chain = entries(headers.get('x-forwarded-for'));
  if (!chain.length) return 'unknown';
  return chain[Math.max(0, chain.length - 1 - hops)].replace(/^::ffff:/, '').slice(0, 64);
}

/** Whether the request reached us over HTTPS (the socket, or the trusted proxy's word). */
export function cameOverHttps(req: Request): boolean {
  const proto = entries(req.headers.get('x-forwarded-proto')).pop();
  if (proto) return proto.toLowerCase() === 'https';
  return new URL(req.url).protocol === 'https:';
}
