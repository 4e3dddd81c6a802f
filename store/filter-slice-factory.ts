import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LocationOption } from '@/services/api/types';

// SPEC §3 "Client filter state": one slice per search group, holding the
// working choices of the open filter form (the modal or the mobile sheet),
// which read them back to draw themselves. The four differ only in their keys.

export type Range = { min: number; max: number };

/** Every key a filter slice may hold; each slice keeps its own subset (SPEC §3). */
export type FilterFields = {
  city: string;
  /** The chosen places (SPEC locality[]), each with its city and label as the route id carries them. */
  locality: LocationOption[];
  prop_type: string[];
  bedroom: string[];
  carpetArea: Range;
  plotArea: Range;
  amount: Range;
  post_type: string;
  gender: string[];
  room_type: string[];
};

/** A filter form opened on a search: every slice starts from it (each takes its own keys). */
export const filterOpened = createAction<Partial<FilterFields>>('filter/opened');

/** The keys of `fields` that the slice with `initial` holds. */
export function ownKeys<S extends object>(initial: S, fields: Partial<FilterFields>): Partial<S> {
  return Object.fromEntries(Object.entries(fields).filter(([k]) => k in initial)) as Partial<S>;
}

export function createFilterSlice<S extends object, N extends string>(name: N, initialState: S) {
  return createSlice({
    name,
    initialState,
    reducers: {
      /** Merges the choices the form changed (keys this slice lacks are ignored). */
      updateFilter: (state, action: PayloadAction<Partial<FilterFields>>) =>
        ({ ...(state as S), ...ownKeys(initialState, action.payload) }),
    },
    extraReducers: (b) => {
      b.addCase(filterOpened, (_, action) => ({ ...initialState, ...ownKeys(initialState, action.payload) }));
    },
  });
}
