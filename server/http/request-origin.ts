import 'server-only';
import { headers } from 'next/headers';
import { siteOrigin } from '@/lib/site';

/**
 * Absolute origin for canonical and share links (rules in lib/site.ts:
 * SITE_URL, else an allowed host, never an arbitrary Host header).
 */
export async function requestOrigin(): Promise<string> {
  const h = await headers();
  const proto = (h.get('x-forwarded-proto') ?? '').split(',').pop()?.trim() ?? '';
  return siteOrigin(h.get('host'), proto);
}
