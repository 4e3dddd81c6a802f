import { DEFAULT_CITY } from '../../constants';
import type { SearchGroup, SearchState } from '../state';
import { FILTERS } from './index';
import type { AnyFilter, SliceRange } from './types';

// SPEC §3 "Client filter state": one Redux slice per search group holds the open filter form's
// choices. Their shape and initial state derive from the registry: each filter whose control names
// a slice key is held, under that key, by the groups its `slice.initial` lists.

type Entry = (typeof FILTERS)[number];
type Held = Extract<Entry, { control: { slice: { key: string } } }>;

/** A held filter's value: a slider's amounts, the deal as post_type, otherwise its route state value. */
type SliceValue<E extends Held> = E['control']['kind'] extends 'range' ? SliceRange
  : E['control']['kind'] extends 'deal' ? string
    : SearchState[E['field']];

/** The filter slice of group G (every slice also keeps the form's city beside its places). */
export type FilterSlice<G extends SearchGroup> = { city: string } & {
  [E in Held as G extends keyof E['control']['slice']['initial'] ? E['control']['slice']['key'] : never]: SliceValue<E>;
};

/** Every key a filter slice may hold. */
export type FilterFields = FilterSlice<SearchGroup>;

const held = (FILTERS as readonly AnyFilter[]).flatMap((f) => (f.control?.slice ? [f.control.slice] : []));

export function filterSliceInitial<G extends SearchGroup>(group: G): FilterSlice<G> {
  const out: Record<string, unknown> = { city: DEFAULT_CITY };
  for (const s of held) if (group in s.initial) out[s.key] = s.initial[group];
  return out as FilterSlice<G>;
}

/** What a key the slice lacks reads as (a PG slice has no property type): residential's, else another group's. */
export const FILTER_DEFAULTS: FilterFields = Object.assign(
  {},
  ...(['pg', 'agriculture', 'commercial', 'residential'] as const).map(filterSliceInitial),
) as FilterFields;
