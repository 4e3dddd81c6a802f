import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { FIRST_PAGE } from '@/lib/constants';

// SPEC §4 "Search state" is the same for all four filter slices, so their
// reducers come from one place and only the initial states differ.

export type Range = { min: number; max: number };
export type FilterBase = { page: number; limit: number; orderByAmount: string };

/** SPEC §9 "default sort relevance". */
export const DEFAULT_SORT = 'relevance';

export function createFilterSlice<S extends FilterBase, N extends string>(name: N, initialState: S) {
  return createSlice({
    name,
    initialState,
    reducers: {
      /** Merges the given values and goes back to the first page. */
      updateFilter: (state, action: PayloadAction<Partial<S>>) =>
        ({ ...(state as S), ...action.payload, page: FIRST_PAGE }) as S,
      paginate: (state) => ({ ...(state as S), page: (state as S).page + 1 }) as S,
      resetFilter: () => initialState,
    },
  });
}
