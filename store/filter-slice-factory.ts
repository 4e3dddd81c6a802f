import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SearchGroup } from '@/lib/search-route';
import { filterSliceInitial, type FilterFields, type FilterSlice } from '@/lib/search/filters/slice';
import type { SliceRange } from '@/lib/search/filters/types';

// SPEC §3 "Client filter state": one slice per search group, holding the
// working choices of the open filter form (the modal or the mobile sheet),
// which read them back to draw themselves. Their shape and initial state are
// the filter registry's (lib/search/filters/slice.ts): the four differ only in
// which filters their group holds.

export type Range = SliceRange;
export type { FilterFields, FilterSlice };

/** A filter form opened on a search: every slice starts from it (each takes its own keys). */
export const filterOpened = createAction<Partial<FilterFields>>('filter/opened');

/** The keys of `fields` that the slice with `initial` holds. */
export function ownKeys<S extends object>(initial: S, fields: Partial<FilterFields>): Partial<S> {
  return Object.fromEntries(Object.entries(fields).filter(([k]) => k in initial)) as Partial<S>;
}

export function createFilterSlice<G extends SearchGroup, N extends string>(name: N, group: G) {
  const initialState = filterSliceInitial(group);
  return createSlice({
    name,
    initialState,
    reducers: {
      /** Merges the choices the form changed (keys this slice lacks are ignored). */
      updateFilter: (state, action: PayloadAction<Partial<FilterFields>>) =>
        ({ ...(state as FilterSlice<G>), ...ownKeys(initialState, action.payload) }),
    },
    extraReducers: (b) => {
      b.addCase(filterOpened, (_, action) => ({ ...initialState, ...ownKeys(initialState, action.payload) }));
    },
  });
}
