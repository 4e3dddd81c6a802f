import 'server-only';
import { cached } from '../../platform/cache/cached';
import { insightsThin } from '@/lib/insights/page-text';
import { placeSlug } from '@/lib/insights/slug';
import { localityInsights } from './locality';
import { allInsightsPlaces, findLocality, type InsightsPlace } from './places';

// The sitemap lists indexable pages only: a locality page with too little data for any median
// is noindex (its page says so once), so it is left out here by the same test the page applies.

async function computeIndexable(fresh = false): Promise<InsightsPlace[]> {
  const out: InsightsPlace[] = [];
  for (const p of await allInsightsPlaces(fresh)) {
    const place = await findLocality(placeSlug(p.city), p.path.split('/').at(-1)!);
    if (place && !insightsThin(await localityInsights(place, new Date(), fresh))) out.push(p);
  }
  return out;
}

// One pass reads every locality's figures: shared for an hour, as the place list it filters is
// (not retired by each write: the sitemap would recompute every locality after any new listing).
const cachedIndexable = cached(() => computeIndexable(), { key: 'insights-indexable-v2', maxAgeSeconds: 3600, changesWithListings: false, tags: ['insights'] });

/** Every locality insights page that search engines may index, for the sitemap; `fresh` skips the data cache. */
export function indexableInsightsPlaces(fresh = false): Promise<InsightsPlace[]> {
  return fresh ? computeIndexable(true) : cachedIndexable();
}
