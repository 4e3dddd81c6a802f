import { createFilterSlice, type FilterSlice } from './filter-slice-factory';

// SPEC §3 "Client filter state" (residential), as the filter registry declares it (lib/search/filters/slice.ts).
export type ResidentialFilter = FilterSlice<'residential'>;

const slice = createFilterSlice('residentialFilter', 'residential');
export const residentialFilterInitial: ResidentialFilter = slice.getInitialState();
export const residentialFilterReducer = slice.reducer;
export const { updateFilter: updateResidentialFilter } = slice.actions;
