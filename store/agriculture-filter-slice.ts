import { createFilterSlice, type Range } from './filter-slice-factory';
import { residentialFilterInitial, type ResidentialFilter } from './residential-filter-slice';

// SPEC §3 agriculture filter; plot area is in acres, hence its own range (§9: 0-100).
export const ACRE_RANGE: Range = { min: 0, max: 100 };

/** Residential's shape without carpet area (land has none). */
export type AgricultureFilter = Omit<ResidentialFilter, 'carpetArea'>;

const { carpetArea: _carpet, ...landShape } = residentialFilterInitial;
export const agricultureFilterInitial: AgricultureFilter = { ...landShape, plotArea: ACRE_RANGE };

const slice = createFilterSlice('agricultureFilter', agricultureFilterInitial);
export const agricultureFilterReducer = slice.reducer;
export const { updateFilter: updateAgricultureFilter } = slice.actions;
