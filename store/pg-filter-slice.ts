import { createFilterSlice, type FilterSlice } from './filter-slice-factory';

// SPEC §3 "Client filter state" (pg), as the filter registry declares it (lib/search/filters/slice.ts).
export type PgFilter = FilterSlice<'pg'>;

const slice = createFilterSlice('pgFilter', 'pg');
export const pgFilterInitial: PgFilter = slice.getInitialState();
export const pgFilterReducer = slice.reducer;
export const { updateFilter: updatePgFilter } = slice.actions;
