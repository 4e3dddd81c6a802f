import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import * as yup from 'yup';
import { COMPARE_MAX, parseCompareIds } from '@/lib/compare/compare-ids';
import type { Card } from '@/lib/card';
import type { PriceBasis } from '@/lib/insights/format';
import type { Db } from '../../platform/db/client';
import { commercialDetails, listings, residentialDetails } from '../../platform/db/schema';
import { priceContext } from '../insights/price-context';
import { cardsFor } from '../search/views/views';

export const compareQuery = yup.object({
  ids: yup.string().required('ids is required')
    .test('ids', 'ids must be listing ids separated by commas', (v) => parseCompareIds(v) !== null)
    .test('ids-max', `ids: compare at most ${COMPARE_MAX} listings`, (v) => (parseCompareIds(v)?.length ?? 0) <= COMPARE_MAX),
});

/** Where a price stands in its locality: the detail page's price context (server/catalog/insights), word for word. */
export type ComparePriceContext = { text: string; median: number; count: number; basis: PriceBasis; diff_percent: number };

export type CompareRow =
  | { id: number; available: false }
  | {
    id: number; available: true; card: Card;
    /** Rupees per sq ft of the built area, when it has one. */
    rate: number | null;
    /** Against the locality's other live listings (≥ 5 comparables), else null. */
    price_context: ComparePriceContext | null;
    floor: number | null; total_floors: number | null;
    age: string | null; amenities: string[];
  };

/** "5-10 years" as posted, else the residential age in years. */
const ageText = (raw: string | null, years: number | null | undefined) => raw ?? (years != null ? `${years} years` : null);

/** The compare table's rows in the asked order; anything not live reads "No longer available". */
export async function compareListings(db: Db, ids: number[]): Promise<CompareRow[]> {
  const cards = await cardsFor(db, ids.map((id) => ({ kind: 'property' as const, id })));
  const live = cards.map((c) => c.id);
  const extra = live.length ? await db.select({
    id: listings.id, amenities: listings.amenities, age: listings.ageOfProperty, category: listings.category,
    rFloor: residentialDetails.floorNo, rTotal: residentialDetails.totalFloors, rAge: residentialDetails.ageYears,
    cFloor: commercialDetails.floorNo, cTotal: commercialDetails.totalFloors,
    superArea: listings.superArea, builtUpArea: listings.builtUpArea, carpetArea: listings.carpetArea, plotArea: listings.plotArea,
  }).from(listings)
    .leftJoin(residentialDetails, eq(residentialDetails.listingId, listings.id))
    .leftJoin(commercialDetails, eq(commercialDetails.listingId, listings.id))
    .where(inArray(listings.id, live)) : [];
  const byId = new Map(extra.map((e) => [e.id, e]));
  return Promise.all(ids.map(async (id): Promise<CompareRow> => {
    const card = cards.find((c) => c.id === id);
    const x = byId.get(id);
    if (!card || !x) return { id, available: false };
    const built = x.superArea ?? x.builtUpArea ?? x.carpetArea;
    // The locality median of server/catalog/insights/median.ts: the figure its detail page and insights show.
    const context = card.price ? await priceContext({
      city: card.city, locality: card.locality, category: x.category, postType: card.post_type, price: card.price, bedrooms: card.bedrooms,
      superArea: x.superArea, builtUpArea: x.builtUpArea, carpetArea: x.carpetArea, plotArea: x.plotArea,
    }) : null;
    return {
      id, available: true, card,
      rate: built && card.price ? Math.round(card.price / built) : null,
      price_context: context && { text: context.text, median: context.median, count: context.count, basis: context.basis, diff_percent: context.diffPercent },
      floor: x.rFloor ?? x.cFloor ?? null, total_floors: x.rTotal ?? x.cTotal ?? null,
      age: ageText(x.age, x.rAge), amenities: x.amenities,
    };
  }));
}
