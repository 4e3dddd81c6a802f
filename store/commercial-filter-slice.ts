import { DEFAULT_CITY, DEFAULT_POST_TYPE, FIRST_PAGE, PAGE_SIZE } from '@/lib/constants';
import { createFilterSlice, DEFAULT_SORT, type Range } from './filter-slice-factory';
import { AREA_RANGE, PRICE_RANGE } from './residential-filter-slice';

// SPEC §3: residential minus bedroom.
export type CommercialFilter = {
  city: string;
  locality: string[];
  prop_type: string[];
  carpetArea: Range;
  plotArea: Range;
  amount: Range;
  post_type: string;
  orderByAmount: string;
  page: number;
  limit: number;
};

export const commercialFilterInitial: CommercialFilter = {
  city: DEFAULT_CITY,
  locality: [],
  prop_type: [],
  carpetArea: AREA_RANGE,
  plotArea: AREA_RANGE,
  amount: PRICE_RANGE,
  post_type: DEFAULT_POST_TYPE,
  orderByAmount: DEFAULT_SORT,
  page: FIRST_PAGE,
  limit: PAGE_SIZE,
};

const slice = createFilterSlice('commercialFilter', commercialFilterInitial);
export const commercialFilterReducer = slice.reducer;
export const {
  updateFilter: updateCommercialFilter,
  paginate: paginateCommercial,
  resetFilter: resetCommercialFilter,
} = slice.actions;
