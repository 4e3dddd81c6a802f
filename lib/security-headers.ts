// Security headers of every answer: pages (middleware.ts, with a per-request
// script nonce) and API answers (server/platform/http/dispatch.ts). Pure and edge-safe.
//
// Scripts: 'nonce-…' 'strict-dynamic', no 'unsafe-inline'. Next reads the nonce
// from the request's CSP header and stamps it on its own scripts; scripts they
// load (lazy chunks, Stripe.js, Razorpay checkout) inherit trust through
// 'strict-dynamic'. Every page is rendered per request already (the root
// layout reads the visitor's cookies), so nonces cost no caching that exists;
// caching for throughput belongs in the data layer, which nonces do not touch.
// Styles keep 'unsafe-inline': React and Leaflet set style attributes, which
// nonces cannot cover; style injection cannot run code.

type Env = Record<string, string | undefined>;

const originOf = (url: string | undefined) => {
  if (!url) return null;
  try {
    const u = new URL(url);
    return /^https?:$/.test(u.protocol) ? u.origin : null;
  } catch {
    return null;
  }
};

/** Where listing photos may come from besides ourselves (an S3 endpoint or CDN set by env). */
function photoOrigins(env: Env): string[] {
  return [env.S3_PUBLIC_URL, env.S3_ENDPOINT].map(originOf).filter((o): o is string => !!o);
}

// The tiles come from the bare host (components/map/load-leaflet.ts); a CSP wildcard
// '*.host' does not match the bare host, so both are listed (older tile URLs use a., b., c.).
const OSM_TILES = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'];
const PAYMENT_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://api.razorpay.com', 'https://checkout.razorpay.com'];
const PAYMENT_CONNECT = ['https://api.stripe.com', 'https://*.razorpay.com'];

export function contentSecurityPolicy(nonce: string | null, env: Env = process.env): string {
  const dev = env.NODE_ENV === 'development';
  const photos = photoOrigins(env);
  const script = nonce
    ? `'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`
    : "'none'";
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...OSM_TILES, ...photos].join(' '),
    "font-src 'self' data:",
    ['connect-src', "'self'", ...photos, ...PAYMENT_CONNECT, ...(dev ? ['ws:'] : [])].join(' '),
    ['frame-src', ...PAYMENT_FRAMES].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The headers for one answer. `nonce`: a page's script nonce; API answers
 * (JSON, never rendered as a page) get a policy that runs nothing.
 */
export function securityHeaders(opts: { https: boolean; nonce?: string | null; api?: boolean }, env: Env = process.env): Record<string, string> {
  const h: Record<string, string> = {
    'Content-Security-Policy': opts.api
      ? "default-src 'none'; frame-ancestors 'none'"
      : contentSecurityPolicy(opts.nonce ?? null, env),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // The detail map may ask for the visitor's location ("near me"); nothing else.
    'Permissions-Policy': 'camera=(), microphone=(), payment=(self), geolocation=(self), usb=(), interest-cohort=()',
  };
  // Browsers ignore HSTS over plain HTTP; sending it there would only mislead.
  if (opts.https) h['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return h;
}

/** A fresh, unguessable script nonce (Web Crypto: works in the edge and Node runtimes). */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}
