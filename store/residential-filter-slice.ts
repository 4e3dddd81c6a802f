import { DEFAULT_CITY, DEFAULT_POST_TYPE, FIRST_PAGE, PAGE_SIZE } from '@/lib/constants';
import { createFilterSlice, DEFAULT_SORT, type Range } from './filter-slice-factory';

// SPEC §3 "Client filter state" (residential) with the SPEC §9 stored ranges.
export const PRICE_RANGE: Range = { min: 100000, max: 40000000 };
export const AREA_RANGE: Range = { min: 100, max: 20000 };

export type ResidentialFilter = {
  city: string;
  locality: string[];
  prop_type: string[];
  bedroom: string[];
  carpetArea: Range;
  plotArea: Range;
  amount: Range;
  post_type: string;
  orderByAmount: string;
  page: number;
  limit: number;
};

export const residentialFilterInitial: ResidentialFilter = {
  city: DEFAULT_CITY,
  locality: [],
  prop_type: [],
  bedroom: [],
  carpetArea: AREA_RANGE,
  plotArea: AREA_RANGE,
  amount: PRICE_RANGE,
  post_type: DEFAULT_POST_TYPE,
  orderByAmount: DEFAULT_SORT,
  page: FIRST_PAGE,
  limit: PAGE_SIZE,
};

const slice = createFilterSlice('residentialFilter', residentialFilterInitial);
export const residentialFilterReducer = slice.reducer;
export const {
  updateFilter: updateResidentialFilter,
  paginate: paginateResidential,
  resetFilter: resetResidentialFilter,
} = slice.actions;
