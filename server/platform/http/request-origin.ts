import 'server-only';
import { headers } from 'next/headers';
import { HOST_HEADER } from '@/lib/i18n/locales';
import { siteOrigin } from '@/lib/site';

/**
 * Absolute origin for canonical and share links (rules in lib/site.ts:
 * SITE_URL, else an allowed host, never an arbitrary Host header).
 */
export async function requestOrigin(): Promise<string> {
  const h = await headers();
  const proto = (h.get('x-forwarded-proto') ?? '').split(',').pop()?.trim() ?? '';
  // A language's page comes back through the server under its listening name: the visitor's Host rides along.
  return siteOrigin(h.get(HOST_HEADER) ?? h.get('host'), proto);
}
