import { createFilterSlice, type FilterSlice } from './filter-slice-factory';

// SPEC §3 "Client filter state" (agriculture), as the filter registry declares it (lib/search/filters/slice.ts).
export type AgricultureFilter = FilterSlice<'agriculture'>;

const slice = createFilterSlice('agricultureFilter', 'agriculture');
export const agricultureFilterInitial: AgricultureFilter = slice.getInitialState();
export const agricultureFilterReducer = slice.reducer;
export const { updateFilter: updateAgricultureFilter } = slice.actions;
