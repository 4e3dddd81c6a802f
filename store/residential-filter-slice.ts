import { DEFAULT_CITY, DEFAULT_POST_TYPE } from '@/lib/constants';
import { createFilterSlice, type FilterFields, type Range } from './filter-slice-factory';

// SPEC §3 "Client filter state" (residential) with the SPEC §9 stored ranges.
export const PRICE_RANGE: Range = { min: 100000, max: 40000000 };
export const AREA_RANGE: Range = { min: 100, max: 20000 };

export type ResidentialFilter = Pick<FilterFields,
  'city' | 'locality' | 'prop_type' | 'bedroom' | 'carpetArea' | 'plotArea' | 'amount' | 'post_type'>;

export const residentialFilterInitial: ResidentialFilter = {
  city: DEFAULT_CITY,
  locality: [],
  prop_type: [],
  bedroom: [],
  carpetArea: AREA_RANGE,
  plotArea: AREA_RANGE,
  amount: PRICE_RANGE,
  post_type: DEFAULT_POST_TYPE,
};

const slice = createFilterSlice('residentialFilter', residentialFilterInitial);
export const residentialFilterReducer = slice.reducer;
export const { updateFilter: updateResidentialFilter } = slice.actions;
