import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { PriceBasis } from '@/lib/insights/format';
import { liveSql } from '../../platform/items/live';

// What a price is compared with, one definition for the insights page and the
// price context, so "12 % below the Vijayanagar median" is the page's figure:
// - homes (flats, houses, villas) and commercial space for sale: price per sq ft
//   of the built area (super, else built-up, else carpet);
// - residential plots, commercial and industrial plots for sale: per sq ft of plot;
// - farm land and farm houses for sale: per acre (plot_area holds acres there);
// - homes for rent: the monthly rent of the same BHK (5 = 5 or more);
// - commercial space for rent: rent per sq ft a month.
// Rates are computed on the columns search uses (areas in sq ft), so a listing
// posted in sq yd or guntha compares like any other.

export type Kind = 'homes' | 'plots' | 'commercial' | 'farm';

export const KIND_CATEGORIES: Record<Kind, string[]> = {
  homes: ['apartment', 'residential', 'villa'],
  plots: ['plot', 'commercial_plot', 'industrial_plot'],
  commercial: ['office_space', 'commercial_shop', 'commercial_showroom', 'warehouse', 'industrial_building', 'industrial_shed'],
  farm: ['farm_house', 'land'],
};

/** The groups a kind's categories belong to: lets the comparables read listings_similar_locality_idx. */
export const KIND_GROUPS: Record<Kind, string[]> = {
  homes: ['residential'], plots: ['residential', 'commercial'], commercial: ['commercial'], farm: ['agriculture'],
};

export const KIND_LABEL: Record<Kind, string> = {
  homes: 'Flats, houses and villas', plots: 'Plots', commercial: 'Commercial space', farm: 'Farm land',
};

export function kindOf(category: string): Kind | null {
  for (const [k, cats] of Object.entries(KIND_CATEGORIES)) if (cats.includes(category)) return k as Kind;
  return null;
}

/** The SQL of a listing's area for a kind (alias l), null when it has none. */
export function areaSql(kind: Kind): SQL {
  if (kind === 'farm' || kind === 'plots') return sql`nullif(l.plot_area, 0)`;
  return sql`nullif(coalesce(l.super_area, l.built_up_area, l.carpet_area), 0)`;
}

export const basisOf = (kind: Kind, postType: 'sale' | 'rent'): PriceBasis =>
  kind === 'farm' ? 'acre' : postType === 'rent' && kind === 'homes' ? 'month' : 'sqft';

/** The rate a listing's price is judged by; null = not comparable (no area where one is needed). */
export function rateSql(kind: Kind, postType: 'sale' | 'rent'): SQL {
  if (postType === 'rent' && kind === 'homes') return sql`l.price::float8`;
  return sql`(l.price::float8 / ${areaSql(kind)})`;
}

export function rateOfValues(kind: Kind, postType: 'sale' | 'rent',
  v: { price: number; superArea?: number | null; builtUpArea?: number | null; carpetArea?: number | null; plotArea?: number | null }): number | null {
  if (postType === 'rent' && kind === 'homes') return v.price;
  const area = kind === 'farm' || kind === 'plots' ? v.plotArea : v.superArea || v.builtUpArea || v.carpetArea;
  return area && area > 0 ? v.price / area : null;
}

export const inList = (xs: string[]) => sql.join(xs.map((x) => sql`${x}`), sql`, `);

/** Live (server/platform/items/live.ts) for the alias l. */
export const LIVE = liveSql(sql`l`);
/** Was ever live: the trend counts past listings too (expired, or deleted after going live). */
export const EVER_LIVE = sql`(l.status = 'approved' or (l.approved_at is not null and l.status in ('expired', 'deleted')))`;
