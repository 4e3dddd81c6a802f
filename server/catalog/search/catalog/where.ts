import 'server-only';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { listings, pgs, projects } from '../../../platform/db/schema';
import { NO_PROJECTS, RULES_IN_ORDER } from './filter-rules';
import type { Group, ListingFilters, PgFilters } from './types';
import { isLive } from '../../../platform/items/live';

// WHERE clauses, each the leading equalities its indexes start with, then every filter's own
// predicates for that table (filter-rules.ts: where, projectWhere, pgWhere). The live test's status and then
// group, post_type and city come first: every search index is partial on approved rows and starts with
// (group, post_type, city), then one condition column (created_at, category and price, bedrooms and price,
// lower(locality); migration 0051) or the relevance order (listings_filter_idx). Each carries every filter
// column, so the rest are checked on its entries and counts and page ids read no rows.

export { GATED_AMENITY } from './filter-rules';
export { pgMatchingRooms } from './predicates';

/** The leading equalities the indexes start with, then each filter's own predicates (filter-rules.ts). */
export function listingWhere(group: Group, f: ListingFilters): SQL {
  const l = listings;
  return and(
    isLive(l),
    eq(l.group, group),
    eq(l.postType, f.postType),
    f.cities.length ? inArray(l.city, f.cities) : undefined,
    ...RULES_IN_ORDER.flatMap((r) => r.where?.(f) ?? []),
  )!;
}

/**
 * Projects join the residential *sale* search (they are new homes for sale)
 * when the chosen sub-types allow apartment, villa or plot and no filter asks
 * for something a project does not record (bathrooms, areas, facing, verified,
 * a poster other than builder). Budget and bedrooms match when the project's
 * range overlaps the asked values. null = no projects in this search.
 */
export function projectWhere(group: Group, f: ListingFilters): SQL | null {
  if (group !== 'residential' || f.postType !== 'sale') return null;
  const parts: (SQL | undefined)[] = [];
  for (const r of RULES_IN_ORDER) {
    if (!r.projectWhere) continue;
    const own = r.projectWhere(f);
    if (own === NO_PROJECTS) return null;
    parts.push(...own);
  }
  return and(isLive(projects), f.cities.length ? inArray(projects.city, f.cities) : undefined, ...parts)!;
}

/** A PG search: live, its cities, then each filter's predicates on pgs (filter-rules.ts pgWhere). */
export function pgWhere(f: PgFilters): SQL {
  return and(
    isLive(pgs),
    f.cities.length ? inArray(pgs.city, f.cities) : undefined,
    ...RULES_IN_ORDER.flatMap((r) => r.pgWhere?.(f) ?? []),
  )!;
}
