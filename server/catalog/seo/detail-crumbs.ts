import 'server-only';
import type { Card } from '@/lib/card';
import type { SearchGroup } from '@/lib/search-route';
import { cleanSearch, type PageParts } from '@/lib/seo/clean-search';
import { placeLinkPath } from './place-index';

/** Where a detail page's "City" and "Locality" crumbs lead. */
export type CrumbHrefs = { city: string; locality: string };

/**
 * The detail page's breadcrumb links: the item's city and locality pages of its deal as
 * readable URLs, each the nearest indexable page (a locality with too few listings leads to
 * its city's page), never a noindex search URL.
 */
export async function detailCrumbHrefs(card: Pick<Card, 'kind' | 'group' | 'post_type' | 'city' | 'locality'>): Promise<CrumbHrefs> {
  const group: SearchGroup = card.kind === 'pg' ? 'pg' : card.group ?? 'residential';
  const deal: PageParts['deal'] = card.kind === 'pg' ? 'pg' : card.post_type === 'rent' ? 'rent' : 'sale';
  const at = (locality: string | null) => placeLinkPath(group, cleanSearch({ group, deal, city: card.city, locality }));
  const [city, locality] = await Promise.all([at(null), card.locality?.trim() ? at(card.locality.trim()) : at(null)]);
  return { city, locality };
}
