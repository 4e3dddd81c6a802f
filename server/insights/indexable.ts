import 'server-only';
import { insightsThin } from '@/lib/insights/page-text';
import { placeSlug } from '@/lib/insights/slug';
import { localityInsights } from './locality';
import { allInsightsPlaces, findLocality, type InsightsPlace } from './places';

// The sitemap lists indexable pages only: a locality page with too little data for any median
// is noindex (its page says so once), so it is left out here by the same test the page applies.

/** Every locality insights page that search engines may index, for the sitemap. */
export async function indexableInsightsPlaces(fresh = false): Promise<InsightsPlace[]> {
  const out: InsightsPlace[] = [];
  for (const p of await allInsightsPlaces(fresh)) {
    const place = await findLocality(placeSlug(p.city), p.path.split('/').at(-1)!);
    if (!place) continue;
    if (!insightsThin(await localityInsights(place, new Date(), fresh))) out.push(p);
  }
  return out;
}
