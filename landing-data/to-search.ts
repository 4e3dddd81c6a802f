import { EMPTY_SEARCH, type Bound, type SearchGroup, type SearchState } from '@/lib/search-route';
import type { LocationOption } from '@/services/api/types';
import {
  ALL_BEDROOMS, ALL_GENDERS, ALL_ROOM_TYPES, ANY_PLOT_AREA, PG_BUDGET, RENT_BUDGET, SALE_BUDGET,
} from './constants';
import type { AgricultureEntry, CommercialEntry, LandingGroup, PgEntry, Range, ResidentialEntry } from './types';

// Landing entry -> the search route state the page renders. Entries state
// whole ranges and full lists the way the original sliders and checkboxes did;
// the route means "any" by leaving a value out, so a range end at its default
// bound becomes open (null) and a full list becomes empty. That keeps titles
// honest ("Girls PG in Mysuru under ₹ 10,000", not "between ₹ 2,000 and ...")
// and the URL the same one the filters would write for that search.

export type LandingSearch = { group: SearchGroup; state: SearchState };

function bound(value: Range, defaults: Range): Bound | null {
  const min = value.min <= defaults.min ? null : value.min;
  const max = value.max >= defaults.max ? null : value.max;
  return min === null && max === null ? null : { min, max };
}

/** Empty when the list holds every allowed value (the route's "all"). */
function exceptAll<T extends string>(values: readonly T[], all: readonly string[]): T[] {
  const unique = [...new Set(values)];
  return all.every((a) => (unique as string[]).includes(a)) ? [] : unique;
}

function location(city: string, localities: readonly string[]): LocationOption[] {
  if (!localities.length) return [{ label: city, value: { city, locality: '' } }];
  return localities.map((locality) => ({ label: `${locality}, ${city}`, value: { city, locality } }));
}

const dealOf = (postType: 'sell' | 'rent') => (postType === 'rent' ? 'rent' : 'sale');
const budgetDefaults = (postType: 'sell' | 'rent') => (postType === 'rent' ? RENT_BUDGET : SALE_BUDGET);

export function residentialSearch(e: ResidentialEntry): SearchState {
  return {
    ...EMPTY_SEARCH,
    type: dealOf(e.post_type),
    location: location(e.city, e.locality),
    propType: [...e.prop_type],
    bedrooms: exceptAll(e.bedroom, ALL_BEDROOMS),
    budget: bound(e.budgetValue, budgetDefaults(e.post_type)),
    plotArea: bound(e.plotAreaValue, ANY_PLOT_AREA),
    amenities: [...(e.amenities ?? [])],
  };
}

export function pgSearch(e: PgEntry): SearchState {
  return {
    ...EMPTY_SEARCH,
    type: 'pg',
    location: location(e.city, e.locality),
    budget: bound(e.budgetValue, PG_BUDGET),
    gender: exceptAll(e.gender, ALL_GENDERS),
    roomType: exceptAll(e.room_type, ALL_ROOM_TYPES),
    pgSearch: e.pgSearchData,
  };
}

export function commercialSearch(e: CommercialEntry): SearchState {
  return {
    ...EMPTY_SEARCH,
    type: dealOf(e.post_type),
    location: location(e.city, e.locality),
    propType: [...e.prop_type],
    budget: bound(e.budgetValue, budgetDefaults(e.post_type)),
  };
}

export function agricultureSearch(e: AgricultureEntry): SearchState {
  return {
    ...EMPTY_SEARCH,
    type: dealOf(e.post_type),
    location: location(e.city, e.locality),
    // SPEC §4: agriculture keeps one property type.
    propType: e.prop_type.slice(0, 1),
    bedrooms: exceptAll(e.bedroom, ALL_BEDROOMS),
    budget: bound(e.budgetValue, budgetDefaults(e.post_type)),
  };
}

type EntryOf = { residential: ResidentialEntry; commercial: CommercialEntry; agriculture: AgricultureEntry; pg: PgEntry };

export function toSearch<G extends LandingGroup>(group: G, entry: EntryOf[G]): LandingSearch {
  const convert = { residential: residentialSearch, commercial: commercialSearch, agriculture: agricultureSearch, pg: pgSearch }[group] as
    (e: EntryOf[G]) => SearchState;
  return { group, state: convert(entry) };
}

export type { EntryOf };
