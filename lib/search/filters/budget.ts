import { parseBound, wireRange, writeBound } from './codec';
import { isOpen, rangeLabel } from './labels';
import { defineFilter } from './types';
import { priceIn } from './words';

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
});
