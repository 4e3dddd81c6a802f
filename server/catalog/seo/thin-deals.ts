import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { cache } from 'react';
import type { SearchGroup } from '@/lib/search-route';
import type { PageParts } from '@/lib/seo/clean-search';
import { reader } from '../../platform/db/client';
import { listings, pgs } from '../../platform/db/schema';
import { isLive } from '../../platform/items/live';

/** A city's deal (homes for rent, commercial for sale…) with its live count. */
export type CityDeal = { group: SearchGroup; deal: PageParts['deal']; count: number };

/**
 * Every deal of a city that has a live listing, whatever its size: a city index links the thin ones
 * too (noindex, follow), or a listing whose every page is under the indexing threshold would be
 * reachable by no plain link at all. Once per request: the page and its metadata both build the index.
 */
export const cityDeals = cache(async (city: string): Promise<CityDeal[]> => {
  const db = await reader();
  const [byDeal, [pg]] = await Promise.all([
    db.select({ group: listings.group, postType: listings.postType, n: count() }).from(listings)
      .where(and(isLive(listings), eq(listings.city, city))).groupBy(listings.group, listings.postType),
    db.select({ n: count() }).from(pgs).where(and(isLive(pgs), eq(pgs.city, city))),
  ]);
  const deals: CityDeal[] = byDeal.map((r) => ({
    group: r.group as SearchGroup, deal: r.postType === 'rent' ? 'rent' : 'sale', count: Number(r.n),
  }));
  if (Number(pg?.n ?? 0) > 0) deals.push({ group: 'pg', deal: 'pg', count: Number(pg.n) });
  return deals.filter((d) => d.count > 0);
});
