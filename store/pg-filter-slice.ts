import { DEFAULT_CITY, FIRST_PAGE, PAGE_SIZE } from '@/lib/constants';
import { createFilterSlice, DEFAULT_SORT, type Range } from './filter-slice-factory';

// SPEC §3 PG filter; no post_type (PG is its own search). Rent range §9: 2000-20000.
export const PG_RENT_RANGE: Range = { min: 2000, max: 20000 };

export type PgFilter = {
  city: string;
  locality: string[];
  amount: Range;
  gender: string[];
  room_type: string[];
  page: number;
  orderByAmount: string;
  limit: number;
};

export const pgFilterInitial: PgFilter = {
  city: DEFAULT_CITY,
  locality: [],
  amount: PG_RENT_RANGE,
  gender: [],
  room_type: [],
  page: FIRST_PAGE,
  orderByAmount: DEFAULT_SORT,
  limit: PAGE_SIZE,
};

const slice = createFilterSlice('pgFilter', pgFilterInitial);
export const pgFilterReducer = slice.reducer;
export const {
  updateFilter: updatePgFilter,
  paginate: paginatePg,
  resetFilter: resetPgFilter,
} = slice.actions;
