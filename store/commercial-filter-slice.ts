import { createFilterSlice } from './filter-slice-factory';
import { residentialFilterInitial, type ResidentialFilter } from './residential-filter-slice';

// SPEC §3: residential minus bedroom.
export type CommercialFilter = Omit<ResidentialFilter, 'bedroom'>;

const { bedroom: _bedroom, ...withoutBedroom } = residentialFilterInitial;
export const commercialFilterInitial: CommercialFilter = withoutBedroom;

const slice = createFilterSlice('commercialFilter', commercialFilterInitial);
export const commercialFilterReducer = slice.reducer;
export const { updateFilter: updateCommercialFilter } = slice.actions;
