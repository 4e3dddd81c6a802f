import type { UnknownAction } from '@reduxjs/toolkit';
import type { SearchGroup } from '@/lib/search-route';
import { agricultureFilterInitial, updateAgricultureFilter } from './agriculture-filter-slice';
import { commercialFilterInitial, updateCommercialFilter } from './commercial-filter-slice';
import type { FilterFields } from './filter-slice-factory';
export { FILTER_DEFAULTS } from '@/lib/search/filters/slice';
import { pgFilterInitial, updatePgFilter } from './pg-filter-slice';
import { residentialFilterInitial, updateResidentialFilter } from './residential-filter-slice';
import type { RootState } from './store';

// Which filter slice holds a filter form's choices: the one of the group its
// choices search (SPEC §3). A pick can move the form to another group (PGs, an
// office type, farm land); the new group's slice then takes the keys the form
// was holding, and keeps its own others from the same opening (filterOpened
// filled every slice), so switching back shows what was chosen there.

export const FILTER_SLICE = {
  residential: 'residentialFilter', commercial: 'commercialFilter', agriculture: 'agricultureFilter', pg: 'pgFilter',
} as const satisfies Record<SearchGroup, keyof RootState>;

const INITIAL: Record<SearchGroup, object> = {
  residential: residentialFilterInitial, commercial: commercialFilterInitial,
  agriculture: agricultureFilterInitial, pg: pgFilterInitial,
};
const UPDATE = {
  residential: updateResidentialFilter, commercial: updateCommercialFilter,
  agriculture: updateAgricultureFilter, pg: updatePgFilter,
} as const;

export const selectFilter = (group: SearchGroup) => (s: RootState) => s[FILTER_SLICE[group]];

/** The form's choices, now searching `to`, written to `to`'s slice; `from` is the group they were read from. */
export function filterChanged(from: SearchGroup, to: SearchGroup, fields: Partial<FilterFields>): UnknownAction {
  const held = from === to ? fields
    : Object.fromEntries(Object.entries(fields).filter(([k]) => k in INITIAL[from] || k === 'post_type'));
  return UPDATE[to](held);
}
