import { parseBound, wireRange, writeBound } from './codec';
import { isOpen, rangeLabel } from './labels';
import { defineFilter, type SliceRange } from './types';
import { priceIn } from './words';

/** SPEC §9: the filter slices' stored price range, and a PG's rent. */
export const PRICE_RANGE: SliceRange = { min: 100000, max: 40000000 };
export const PG_RENT_RANGE: SliceRange = { min: 2000, max: 20000 };

/** Price in rupees: the sale price or monthly rent of a property, the cheapest room of a PG. */
export const budget = defineFilter({
  field: 'budget',
  key: 'budget',
  empty: null,
  parse: parseBound,
  write: (s) => writeBound(s.budget),
  listingWire: (s) => ({ budget: wireRange(s.budget) }),
  pgWire: (s) => ({ amount: wireRange(s.budget) }),
  chips: (s, _city, w) => [{ key: 'budget', label: rangeLabel(s.budget, priceIn(w), w), next: { budget: null } }],
  indexing: { reason: 'budget', drops: (s) => !isOpen(s.budget) },
  index: { listings: { name: 'listings_count_idx', columns: ['price'] }, pgs: { name: 'pgs_filter_idx', columns: ['min_rent', 'room_rents'] } },
  control: { kind: 'range', slice: { key: 'amount', initial: { residential: PRICE_RANGE, commercial: PRICE_RANGE, agriculture: PRICE_RANGE, pg: PG_RENT_RANGE } } },
});
