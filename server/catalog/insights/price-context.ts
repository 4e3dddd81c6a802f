import 'server-only';
import { priceContextText } from '@/lib/insights/format';
import type { PriceContext } from '@/lib/contract';
import { localityInsightsHref } from '@/lib/insights/slug';
import { toAcres, toSqft, type AreaUnit } from '@/lib/posting/area-units';
import { categoryOf } from '@/lib/posting/categories';
import { reader } from '../../platform/db/client';
import { localityArea } from '../search/localities/area';
import { basisOf, kindOf, rateOfValues } from './rates';
import { localityMedian } from './median';
import type { PriceContextQuery } from './schemas';

// Price context: where one price stands against its locality's
// median (median.ts: the area as search covers it, live listings, the rules of
// rates.ts), the figure the insights page shows for the same question. Fewer than
// MIN_LISTINGS comparables: no context at all, rather than a figure that points at 3 owners.
// A listing in a block is judged against its area ("Koramangala I Block" -> Koramangala).

export type PriceInput = {
  city: string; locality: string; category: string; postType: 'sale' | 'rent'; price: number;
  bedrooms?: number | null; superArea?: number | null; builtUpArea?: number | null; carpetArea?: number | null; plotArea?: number | null;
};

/** The answer's shape is the API contract's (lib/contract/insights.ts). */
export type { PriceContext };

export async function priceContext(p: PriceInput): Promise<PriceContext | null> {
  const kind = kindOf(p.category);
  if (!kind || !(p.price > 0)) return null;
  // Farm land and plots for rent are rare and priced by the year or the season: no context.
  if (p.postType === 'rent' && (kind === 'farm' || kind === 'plots')) return null;
  const value = rateOfValues(kind, p.postType, p);
  if (value == null) return null;
  const bhk = p.postType === 'rent' && kind === 'homes' ? Math.min(Math.max(p.bedrooms ?? 0, 0), 5) : null;
  if (bhk === 0) return null;
  const area = await localityArea(p.city, p.locality);
  const { median, count } = await localityMedian(await reader(), { city: p.city, names: area.names, kind, postType: p.postType, bhk });
  if (median == null) return null;
  const basis = basisOf(kind, p.postType);
  const shown = Math.round(value);
  return {
    text: priceContextText({ value: shown, median, count, basis, place: area.name, bhk }),
    value: shown, median, count, basis, place: area.name, bhk, diffPercent: Math.round((value - median) / median * 100),
    insightsPath: localityInsightsHref(p.city, area.name),
  };
}

/**
 * The posting wizard's question (GET /api/insights/price-context): areas in the poster's
 * unit, turned into the units listings are stored and compared in, by the posting store's
 * rule (server/listings/posting/store.ts toRows): built areas in whole sq ft, a plot in sq ft, but
 * farm land's (the agriculture group's) in acres.
 */
export function formPriceContext(q: PriceContextQuery): Promise<PriceContext | null> {
  const unit = (q.area_unit ?? 'sqft') as AreaUnit;
  const built = (v?: number) => (v ? Math.round(toSqft(v, unit)) : null);
  const farm = categoryOf(q.category)?.group === 'agriculture';
  return priceContext({
    city: q.city, locality: q.locality, category: q.category, postType: q.post_type, price: q.price, bedrooms: q.bedrooms ?? null,
    superArea: built(q.super_area), builtUpArea: built(q.built_up_area), carpetArea: built(q.carpet_area),
    plotArea: q.plot_area ? (farm ? toAcres(q.plot_area, unit) : toSqft(q.plot_area, unit)) : null,
  });
}
