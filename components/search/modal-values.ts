import { FILTER_FORM_INITIAL, type FilterFormValues } from '@/lib/validation/filter';
import type { SearchState, SearchType } from '@/lib/search-route';
import type { LocationOption } from '@/services/api/types';
import { emptyOf, formCodec } from './form-codec';
import type { Pair } from './range-slider';
import { fullPair, SCALES, type Scale } from './slider-scales';
import type { FilterCodec } from './use-filter-draft';

// The filter modal's values: SPEC §3 "Filter form values" plus the parts the original kept beside
// the form (location, posted-by, sliders). Read, written and kept in the filter slices as the
// registry's controls say (form-codec.ts).

export type ModalValues = FilterFormValues & {
  location: LocationOption[];
  city: string;
  postedBy: string[];
  budget: Pair;
  superArea: Pair;
};

/** SPEC §3's choice_type ('sell' | 'rent') as the search's deal. */
export const dealOfChoice = (choice: string): SearchType => (choice === 'rent' ? 'rent' : 'sale');

export const budgetScale = (choice: string): Scale => (choice === 'rent' ? SCALES.modalRent : SCALES.modalSale);

const MODAL = formCodec<ModalValues>({
  fields: ['type', 'location', 'propType', 'bedrooms', 'bathrooms', 'budget', 'superArea', 'furnishingStatus',
    'transcation', 'status', 'postedBy', 'postedSince', 'facing', 'amenities', 'verified'],
  scale: (field, deal) => (field === 'budget' ? budgetScale(deal) : SCALES.modalArea),
  specNames: true,
  base: FILTER_FORM_INITIAL,
});

/** SPEC §2: switching buy/rent puts the budget slider at 0-100 (within the new bounds) and area at 200-9600. */
export function switchedSliders(choice: string): Pick<ModalValues, 'budget' | 'superArea'> {
  const r = budgetScale(choice).range;
  return { budget: [Math.max(0, r.min), Math.min(100, r.max)], superArea: fullPair(SCALES.modalArea) };
}

export const modalValuesFrom = (s: SearchState, city: string): ModalValues => MODAL.valuesFrom(s, city);

/** RESET (SPEC §2): location, property type, posted-by and every slider; the rest of the form too, buy/rent kept. */
export const resetValues = (v: ModalValues): ModalValues =>
  MODAL.valuesFrom(emptyOf(dealOfChoice(v.choice_type)), '');

/** Form values to the route state; keys the modal does not show (sheet areas, map) are kept from `base`, PG choices dropped. */
export const searchFromModal = (v: ModalValues, base: SearchState): SearchState => MODAL.searchFrom(v, base);

/** The modal's choices the filter slices hold (deal, places, types, bedrooms, budget); it keeps the rest itself. */
export const MODAL_FILTER: FilterCodec<Partial<ModalValues>> = MODAL.slice as FilterCodec<Partial<ModalValues>>;
