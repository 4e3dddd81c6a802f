import { FILTER_FORM_INITIAL, type FilterFormValues } from '@/lib/validation/filter';
import { groupOfSearch, type SearchState } from '@/lib/search-route';
import type { LocationOption } from '@/services/api/types';
import type { Pair } from './range-slider';
import { fromPair, fullPair, SCALES, toBound, toPair, type Scale } from './slider-scales';
import type { FilterCodec } from './use-filter-draft';

// The filter modal's values: SPEC §3 "Filter form values" plus the
// parts the original kept beside the form (location, posted-by, sliders).

export type ModalValues = FilterFormValues & {
  location: LocationOption[];
  city: string;
  postedBy: string[];
  budget: Pair;
  superArea: Pair;
};

export const budgetScale = (choice: string): Scale => (choice === 'rent' ? SCALES.modalRent : SCALES.modalSale);

/** SPEC §2: switching buy/rent puts the budget slider at 0-100 (within the new bounds) and area at 200-9600. */
export function switchedSliders(choice: string): Pick<ModalValues, 'budget' | 'superArea'> {
  const r = budgetScale(choice).range;
  return { budget: [Math.max(0, r.min), Math.min(100, r.max)], superArea: fullPair(SCALES.modalArea) };
}

const orAll = (v: string) => (v === 'all' || v === 'any' ? '' : v);

export function modalValuesFrom(s: SearchState, city: string): ModalValues {
  const choice = s.type === 'rent' ? 'rent' : 'sell';
  return {
    ...FILTER_FORM_INITIAL,
    choice_type: choice,
    status: s.status || 'any',
    transcation: s.transcation || 'any',
    postedSince: s.postedSince || 'all',
    verified: s.verified,
    amenities: s.amenities,
    propertyType: s.propType,
    bedrooms: s.bedrooms,
    bathrooms: s.bathrooms,
    furnishingStatus: s.furnishingStatus,
    facing: s.facing,
    location: s.location,
    city: s.location[0]?.value.city || city,
    postedBy: s.postedBy,
    budget: toPair(s.budget, budgetScale(choice)),
    superArea: toPair(s.superArea, SCALES.modalArea),
  };
}

/** RESET (SPEC §2): location, property type, posted-by and every slider; the rest of the form too, buy/rent kept. */
export function resetValues(v: ModalValues): ModalValues {
  return {
    ...FILTER_FORM_INITIAL,
    choice_type: v.choice_type,
    status: 'any', transcation: 'any', postedSince: 'all',
    location: [], city: '', postedBy: [],
    budget: fullPair(budgetScale(v.choice_type)),
    superArea: fullPair(SCALES.modalArea),
  };
}

/** Form values to the route state; keys the modal does not show (sheet areas, PG) are kept from `base`. */
export function searchFromModal(v: ModalValues, base: SearchState): SearchState {
  return {
    ...base,
    type: v.choice_type === 'rent' ? 'rent' : 'sale',
    location: v.location,
    propType: v.propertyType,
    bedrooms: v.bedrooms.filter((b) => b !== 'all'),
    bathrooms: v.bathrooms.filter((b) => b !== 'all'),
    budget: toBound(v.budget, budgetScale(v.choice_type)),
    superArea: toBound(v.superArea, SCALES.modalArea),
    furnishingStatus: v.furnishingStatus,
    // Sale-only filters (new/resale, construction status) are not asked on rent, nor kept hidden.
    transcation: v.choice_type === 'rent' ? '' : orAll(v.transcation),
    status: v.choice_type === 'rent' ? '' : orAll(v.status),
    postedBy: v.postedBy,
    postedSince: orAll(v.postedSince),
    facing: v.facing,
    amenities: v.amenities,
    verified: v.verified,
    gender: [], roomType: [], pgSearch: '',
  };
}

/** The modal's choices that are filter slice keys (SPEC §3); the rest are its own form values. */
const DRAFT_KEYS = ['choice_type', 'location', 'city', 'propertyType', 'bedrooms', 'budget'] as const;
export type ModalDraft = Pick<ModalValues, (typeof DRAFT_KEYS)[number]>;
export type ModalExtras = Omit<ModalValues, (typeof DRAFT_KEYS)[number]>;

/** What the modal keeps itself: the form values no filter slice holds (SPEC §3 "Filter form values"), super area. */
export function extrasOf(v: ModalValues): ModalExtras {
  const out: Record<string, unknown> = { ...v };
  for (const k of DRAFT_KEYS) delete out[k];
  return out as ModalExtras;
}

const dealOf = (choice: string) => (choice === 'rent' ? 'rent' : 'sale');

/** The modal's slice-held choices as filter keys (amounts, not slider stops), and back. */
export const MODAL_FILTER: FilterCodec<ModalDraft> = {
  group: (v) => groupOfSearch({ type: dealOf(v.choice_type), propType: v.propertyType }),
  toFilter: (v) => ({
    city: v.city, locality: v.location, prop_type: v.propertyType, bedroom: v.bedrooms,
    amount: fromPair(v.budget, budgetScale(v.choice_type)), post_type: dealOf(v.choice_type),
  }),
  fromFilter: (f) => {
    const choice = f.post_type === 'rent' ? 'rent' : 'sell';
    return {
      choice_type: choice, location: f.locality, city: f.city, propertyType: f.prop_type, bedrooms: f.bedroom,
      budget: toPair(f.amount, budgetScale(choice)),
    };
  },
};
