// The X-Forwarded-For / -Proto the app sees, rewritten where the socket is known
// (the custom server, server/platform/runtime/serve.ts). With TRUST_PROXY_HOPS=0 the socket's
// address and TLS state replace whatever the client claimed; with N trusted
// proxies in front the socket's peer (the nearest proxy) is appended, as each
// proxy appends its own peer, and the proxies' protocol is kept. The app then
// takes the entry N places from the right (server/platform/http/client-ip.ts).

/** TRUST_PROXY_HOPS as a whole number 0..10; anything else is 0 (trust nobody). */
export function trustedHops(raw = process.env.TRUST_PROXY_HOPS) {
  const n = Number(raw ?? 0);
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : 0;
}

/** The X-Forwarded-For value to hand to Next. */
export function forwardedFor(claimed, socketAddress, hops = trustedHops()) {
  const peer = String(socketAddress || '').replace(/^::ffff:/, '') || 'unknown';
  if (hops === 0) return peer;
  const given = (Array.isArray(claimed) ? claimed.join(',') : claimed || '').trim();
  return given ? `${given}, ${peer}` : peer;
}

/** The X-Forwarded-Proto value to hand to Next. */
export function forwardedProto(claimed, encrypted, hops = trustedHops()) {
  const own = encrypted ? 'https' : 'http';
  if (hops === 0) return own;
  const given = (Array.isArray(claimed) ? claimed.join(',') : claimed || '').trim();
  return given || own;
}

/**
 * The address the production server listens on: -H, else HOSTNAME, when given. Otherwise,
 * with trusted proxies in front (hops > 0), loopback only: a client that reached the port
 * directly could write the X-Forwarded-For the app believes; the proxy on this machine
 * reaches it there. With no trusted proxy, every interface (the app reads the socket).
 */
export function listenHost({ flag, env = process.env.HOSTNAME, hops = trustedHops() } = {}) {
  const given = flag || env;
  if (given) return given;
  return hops > 0 ? '127.0.0.1' : '0.0.0.0';
}

/** Whether `host` is reachable from this machine only. */
export function isLoopback(host) {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}
