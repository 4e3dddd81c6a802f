import { DEFAULT_CITY, DEFAULT_POST_TYPE, FIRST_PAGE, PAGE_SIZE } from '@/lib/constants';
import { createFilterSlice, DEFAULT_SORT, type Range } from './filter-slice-factory';
import { PRICE_RANGE } from './residential-filter-slice';

// SPEC §3 agriculture filter; plot area is in acres, hence its own range (§9: 0-100).
export const ACRE_RANGE: Range = { min: 0, max: 100 };

export type AgricultureFilter = {
  city: string;
  locality: string[];
  prop_type: string[];
  bedroom: string[];
  plotArea: Range;
  amount: Range;
  post_type: string;
  orderByAmount: string;
  page: number;
  limit: number;
};

export const agricultureFilterInitial: AgricultureFilter = {
  city: DEFAULT_CITY,
  locality: [],
  prop_type: [],
  bedroom: [],
  plotArea: ACRE_RANGE,
  amount: PRICE_RANGE,
  post_type: DEFAULT_POST_TYPE,
  orderByAmount: DEFAULT_SORT,
  page: FIRST_PAGE,
  limit: PAGE_SIZE,
};

const slice = createFilterSlice('agricultureFilter', agricultureFilterInitial);
export const agricultureFilterReducer = slice.reducer;
export const {
  updateFilter: updateAgricultureFilter,
  paginate: paginateAgriculture,
  resetFilter: resetAgricultureFilter,
} = slice.actions;
