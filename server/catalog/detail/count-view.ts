import 'server-only';
import { after } from 'next/server';
import { headers } from 'next/headers';
import type { DetailKind } from '@/lib/detail-url';
import { sessionFromCookies } from '@/server/accounts';
import { recordView } from '@/server/catalog/search/views/views';
import { clientIp } from '@/server/platform/http/client-ip';
import { countsAsView } from './view-counting';

/**
 * Counts a browser's page load as a view (and fills the signed-in viewer's
 * recently viewed) after the response is sent, so the page never waits on the
 * write. Returns whether it counted: when not, ViewBeacon counts from the
 * browser if and when the page is actually shown (rules in view-counting.ts).
 */
export async function countView(kind: DetailKind, id: number): Promise<boolean> {
  const h = await headers();
  if (!countsAsView((name) => h.get(name))) return false;
  // Request data must be read before after(); the callback only writes.
  const session = await sessionFromCookies();
  const ip = clientIp(h);
  after(async () => {
    try {
      await recordView(kind, id, session?.user.id ?? null, ip);
    } catch (err) {
      // The item went away between render and write: nothing to count.
      console.warn('detail view not recorded', kind, id, err instanceof Error ? err.message : err);
    }
  });
  return true;
}
