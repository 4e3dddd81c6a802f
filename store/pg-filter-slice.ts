import { DEFAULT_CITY } from '@/lib/constants';
import { createFilterSlice, type FilterFields, type Range } from './filter-slice-factory';

// SPEC §3 PG filter; no post_type (PG is its own search). Rent range §9: 2000-20000.
export const PG_RENT_RANGE: Range = { min: 2000, max: 20000 };

export type PgFilter = Pick<FilterFields, 'city' | 'locality' | 'amount' | 'gender' | 'room_type'>;

export const pgFilterInitial: PgFilter = {
  city: DEFAULT_CITY,
  locality: [],
  amount: PG_RENT_RANGE,
  gender: [],
  room_type: [],
};

const slice = createFilterSlice('pgFilter', pgFilterInitial);
export const pgFilterReducer = slice.reducer;
export const { updateFilter: updatePgFilter } = slice.actions;
