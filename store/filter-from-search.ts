import type { UnknownAction } from '@reduxjs/toolkit';
import type { Bound, SearchGroup, SearchState } from '@/lib/search-route';
import type { Range } from './filter-slice-factory';
import { ACRE_RANGE, updateAgricultureFilter } from './agriculture-filter-slice';
import { updateCommercialFilter } from './commercial-filter-slice';
import { PG_RENT_RANGE, updatePgFilter } from './pg-filter-slice';
import { AREA_RANGE, PRICE_RANGE, updateResidentialFilter } from './residential-filter-slice';

// The URL's search (SPEC §2 route id, lib/search-route.ts) is the shareable
// form; the four filter slices (SPEC §3 "Client filter state") hold the same
// choices for the client. Search pages fill the slice from the URL on load,
// and the filter modal and sheet write their choices to it on Search.

const range = (b: Bound | null, fallback: Range): Range =>
  ({ min: b?.min ?? fallback.min, max: b?.max ?? fallback.max });

/** The update action of the slice for `group`, carrying the search's choices. */
export function filterActionFor(group: SearchGroup, s: SearchState, city: string): UnknownAction {
  const place = s.location[0]?.value.city || city;
  const locality = s.location.map((l) => l.value.locality).filter((l): l is string => !!l);
  if (group === 'pg') {
    return updatePgFilter({ city: place, locality, amount: range(s.budget, PG_RENT_RANGE), gender: s.gender, room_type: s.roomType });
  }
  const common = {
    city: place, locality, prop_type: s.propType, amount: range(s.budget, PRICE_RANGE),
    post_type: s.type === 'rent' ? 'rent' : 'sale',
  };
  if (group === 'commercial') {
    return updateCommercialFilter({ ...common, carpetArea: range(s.carpetArea ?? s.superArea, AREA_RANGE), plotArea: range(s.plotArea, AREA_RANGE) });
  }
  if (group === 'agriculture') {
    return updateAgricultureFilter({ ...common, bedroom: s.bedrooms, plotArea: range(s.plotArea, ACRE_RANGE) });
  }
  return updateResidentialFilter({
    ...common, bedroom: s.bedrooms,
    carpetArea: range(s.carpetArea ?? s.superArea, AREA_RANGE), plotArea: range(s.plotArea, AREA_RANGE),
  });
}
