import { groupOf } from '@/lib/enums';
import { EMPTY_SEARCH, type SearchState, type SearchType } from '@/lib/search-route';
import type { FilterName } from '@/lib/search/filters';
import type { LocationOption } from '@/services/api/types';
import type { Pair } from './range-slider';
import { formCodec } from './form-codec';
import { fullPair, SCALES, type Scale } from './slider-scales';

// Values of the mobile filter sheet and the home header search (SPEC §2): the filters they show and
// the header/sheet slider bounds of SPEC §9; reading, writing and the filter slices follow from the
// registry's controls (form-codec.ts).

/** The filters the sheet and the header show (a PG search reads only those its body carries). */
export const SHEET_FIELDS: readonly FilterName[] = ['type', 'location', 'propType', 'bedrooms', 'budget', 'carpetArea', 'plotArea', 'gender', 'roomType'];

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

const sheetForm = (place: Place) => formCodec<SheetValues>({
  fields: SHEET_FIELDS,
  scale: (field, deal, propType) => (field === 'budget' ? budgetScaleFor(deal, place)
    : field === 'plotArea' ? plotScaleFor(propType) : SCALES.sqft),
  wholeCity: true,
});
const FORMS: Record<Place, ReturnType<typeof sheetForm>> = { header: sheetForm('header'), sheet: sheetForm('sheet') };

export const sheetValuesFrom = (s: SearchState, city: string, place: Place): SheetValues => FORMS[place].valuesFrom(s, city);

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
export const searchFromSheet = (v: SheetValues, place: Place, fallbackCity: string): SearchState =>
  FORMS[place].searchFrom(v, EMPTY_SEARCH, fallbackCity);

/** The mobile sheet's choices as filter slice keys (SPEC §3), and back: its working state lives there. */
export const SHEET_FILTER = FORMS.sheet.slice;
