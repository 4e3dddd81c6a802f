import 'server-only';
import { headers } from 'next/headers';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * Absolute origin for canonical and share links. SITE_URL wins when set;
 * otherwise the request's host (proxy headers first), checked so a forged
 * Host cannot inject markup, and https when a proxy or COOKIE_SECURE says so.
 */
export async function requestOrigin(): Promise<string> {
  const fixed = process.env.SITE_URL?.trim().replace(/\/+$/, '');
  if (fixed) return fixed;
  const h = await headers();
  const host = (h.get('x-forwarded-host') ?? h.get('host') ?? '').split(',')[0].trim();
  const proto = (h.get('x-forwarded-proto') ?? '').split(',')[0].trim()
    || (process.env.COOKIE_SECURE === '1' ? 'https' : 'http');
  return `${proto === 'https' ? 'https' : 'http'}://${HOST.test(host) ? host : 'localhost:3000'}`;
}
