import { groupOf } from '@/lib/enums';
import { EMPTY_SEARCH, groupOfSearch, type SearchGroup, type SearchState, type SearchType } from '@/lib/search-route';
import type { LocationOption } from '@/services/api/types';
import type { FilterFields } from '@/store/filter-slice-factory';
import type { Pair } from './range-slider';
import { fromPair, fullPair, SCALES, toBound, toPair, type Scale } from './slider-scales';
import type { FilterCodec } from './use-filter-draft';

// Values of the mobile filter sheet and the home header search (SPEC §2):
// the header/sheet slider bounds of SPEC §9 and the keys those searches write.

export type SheetValues = {
  type: SearchType;
  location: LocationOption[];
  city: string;
  propType: string[];
  bedrooms: string[];
  budget: Pair;
  carpetArea: Pair;
  plotArea: Pair;
  gender: string[];
  roomType: string[];
};

/** PG budget: 2000-20000 in the header, 2000-50000 in the sheet. */
export type Place = 'header' | 'sheet';

export function budgetScaleFor(type: SearchType, place: Place): Scale {
  if (type === 'pg') return place === 'header' ? SCALES.pgHeader : SCALES.pgSheet;
  return type === 'rent' ? SCALES.rent : SCALES.buy;
}

/** Farm land is measured in acres; everything else in sq ft. */
export const plotScaleFor = (propType: readonly string[]): Scale =>
  (propType[0] && groupOf(propType[0]) === 'agriculture' ? SCALES.acre : SCALES.sqft);

export function sheetValuesFrom(s: SearchState, city: string, place: Place): SheetValues {
  return {
    type: s.type,
    location: s.location,
    city: s.location[0]?.value.city || city,
    propType: s.propType,
    bedrooms: s.bedrooms,
    budget: toPair(s.budget, budgetScaleFor(s.type, place)),
    carpetArea: toPair(s.carpetArea, SCALES.sqft),
    plotArea: toPair(s.plotArea, plotScaleFor(s.propType)),
    gender: s.gender,
    roomType: s.roomType,
  };
}

export function emptySheet(type: SearchType, city: string, place: Place): SheetValues {
  return sheetValuesFrom({ ...EMPTY_SEARCH, type }, city, place);
}

/** A type switch starts the budget over: its bounds and units change. */
export function withType(v: SheetValues, type: SearchType, place: Place): SheetValues {
  return { ...v, type, budget: fullPair(budgetScaleFor(type, place)) };
}

/** A property-type change between acres and sq ft starts the plot-area slider over. */
export function withPropType(v: SheetValues, propType: string[]): SheetValues {
  const same = plotScaleFor(propType) === plotScaleFor(v.propType);
  return { ...v, propType, plotArea: same ? v.plotArea : fullPair(plotScaleFor(propType)) };
}

/** RESET: everything but the chosen type and the city. */
export const resetSheet = (v: SheetValues, place: Place): SheetValues => ({ ...emptySheet(v.type, v.city, place) });

/** The route state a header/sheet search writes; no place chosen = the whole current city. */
export function searchFromSheet(v: SheetValues, place: Place, fallbackCity: string): SearchState {
  const city = v.city || fallbackCity;
  const location = v.location.length ? v.location : city ? [{ label: city, value: { city, locality: '' } }] : [];
  if (v.type === 'pg') {
    return {
      ...EMPTY_SEARCH, type: 'pg', location, pgSearch: 'true',
      budget: toBound(v.budget, budgetScaleFor('pg', place)), gender: v.gender, roomType: v.roomType,
    };
  }
  return {
    ...EMPTY_SEARCH,
    type: v.type,
    location,
    propType: v.propType,
    bedrooms: v.bedrooms.filter((b) => b !== 'all'),
    budget: toBound(v.budget, budgetScaleFor(v.type, place)),
    carpetArea: toBound(v.carpetArea, SCALES.sqft),
    plotArea: v.type === 'rent' ? EMPTY_SEARCH.plotArea : toBound(v.plotArea, plotScaleFor(v.propType)),
  };
}

/** The mobile sheet's choices as filter slice keys (SPEC §3), and back: its working state lives there. */
export const SHEET_FILTER: FilterCodec<SheetValues> = {
  group: (v) => groupOfSearch(v),
  toFilter: (v) => ({
    city: v.city, locality: v.location, prop_type: v.propType, bedroom: v.bedrooms,
    amount: fromPair(v.budget, budgetScaleFor(v.type, 'sheet')),
    carpetArea: fromPair(v.carpetArea, SCALES.sqft),
    plotArea: fromPair(v.plotArea, plotScaleFor(v.propType)),
    post_type: v.type === 'rent' ? 'rent' : 'sale', gender: v.gender, room_type: v.roomType,
  }),
  fromFilter: (f: FilterFields, group: SearchGroup) => {
    const type: SearchType = group === 'pg' ? 'pg' : f.post_type === 'rent' ? 'rent' : 'sale';
    return {
      type, location: f.locality, city: f.city, propType: f.prop_type, bedrooms: f.bedroom,
      budget: toPair(f.amount, budgetScaleFor(type, 'sheet')),
      carpetArea: toPair(f.carpetArea, SCALES.sqft),
      plotArea: toPair(f.plotArea, plotScaleFor(f.prop_type)),
      gender: f.gender, roomType: f.room_type,
    };
  },
};
