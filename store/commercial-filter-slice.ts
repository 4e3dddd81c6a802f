import { createFilterSlice, type FilterSlice } from './filter-slice-factory';

// SPEC §3 "Client filter state" (commercial), as the filter registry declares it (lib/search/filters/slice.ts).
export type CommercialFilter = FilterSlice<'commercial'>;

const slice = createFilterSlice('commercialFilter', 'commercial');
export const commercialFilterInitial: CommercialFilter = slice.getInitialState();
export const commercialFilterReducer = slice.reducer;
export const { updateFilter: updateCommercialFilter } = slice.actions;
