import { EMPTY_SEARCH, groupOfSearch, type SearchGroup, type SearchState, type SearchType } from '@/lib/search-route';
import { FILTERS, filterOf, type FilterName } from '@/lib/search/filters';
import type { AnyFilter, FilterControl } from '@/lib/search/filters/types';
import type { FilterFields } from '@/lib/search/filters/slice';
import type { LocationOption } from '@/services/api/types';
import type { Pair } from './range-slider';
import { fromPair, toBound, toPair, type Scale } from './slider-scales';
import type { FilterCodec } from './use-filter-draft';

// The filter forms' codecs, derived from the registry's controls (lib/search/filters/types.ts
// FilterControl): a form lists the filters it shows and the scales of its sliders; how it reads them
// from a search, writes them back and keeps them in the filter slices follows from each control.

export type FormSpec = {
  /** The registry filters the form shows. */
  fields: readonly FilterName[];
  /** A slider's scale for the form's deal and property types. */
  scale: (field: FilterName, deal: SearchType, propType: readonly string[]) => Scale;
  /** Keys and deal values as SPEC §3 "Filter form values" names them (choice_type 'sell' | 'rent', propertyType). */
  specNames?: boolean;
  /** The form values it keeps beside its filters. */
  base?: object;
  /** No place chosen searches the form's whole city (the sheet and the header). */
  wholeCity?: boolean;
};

type Values = Record<string, unknown>;

const controlOf = (name: FilterName): FilterControl => filterOf(name).control!;
const ANY = ['all', 'any'];

/** Whether a form asks the filter on this deal (its control's `deals`; every deal when it names none). */
export const asks = (name: FilterName, deal: SearchType) => {
  const deals = filterOf(name).control?.deals;
  return !deals || deals.includes(deal);
};

/** Whether a search of this deal reads the filter (its wire field is in that body). */
const readsOn = (f: AnyFilter, deal: SearchType) => !!(deal === 'pg' ? f.pgWire : f.listingWire);

export function formCodec<V extends object>(spec: FormSpec) {
  const keyOf = (name: FilterName) => (spec.specNames ? controlOf(name).specKey : undefined) ?? name;
  const dealKey = keyOf('type');
  const typesKey = keyOf('propType');
  const dealValue = (t: SearchType): string => (spec.specNames ? (t === 'rent' ? 'rent' : 'sell') : t);
  const dealOf = (v: Values): SearchType => {
    const d = String(v[dealKey] ?? '');
    return spec.specNames ? (d === 'rent' ? 'rent' : 'sale') : (d as SearchType);
  };
  const typesOf = (v: Values) => (v[typesKey] as string[] | undefined) ?? [];
  const held = spec.fields.filter((name) => controlOf(name).slice);

  /** The form's values for a search; `city` is the page's, when the search names no place. */
  function valuesFrom(s: SearchState, city: string): V {
    const out: Values = { ...spec.base };
    for (const name of spec.fields) {
      const c = controlOf(name);
      const k = keyOf(name);
      const value = s[name];
      if (c.kind === 'deal') out[k] = dealValue(s.type);
      else if (c.kind === 'places') {
        out[k] = s.location;
        out.city = s.location[0]?.value.city || city;
      } else if (c.kind === 'choice') out[k] = value || c.none;
      else if (c.kind === 'range') out[k] = toPair(s[name as 'budget'], spec.scale(name, s.type, s.propType));
      else out[k] = value;
    }
    return out as V;
  }

  /**
   * The search the form's values give, over `base` (the page's search; the sheet starts from the empty
   * one). Filters the deal's search does not read are left empty (a property search keeps no PG
   * choices), as are those the form asks only on other deals.
   */
  function searchFrom(values: V, base: SearchState, fallbackCity = ''): SearchState {
    const v = values as Values;
    const deal = dealOf(v);
    const out: Record<string, unknown> = { ...base, type: deal };
    for (const f of FILTERS as readonly AnyFilter[]) {
      if (f.control?.kind === 'marker') out[f.field] = deal === 'pg' ? 'true' : '';
      else if (f.empty !== undefined && f.control?.kind !== 'deal' && !readsOn(f, deal)) out[f.field] = f.empty;
    }
    for (const name of spec.fields) {
      const f = filterOf(name);
      const c = controlOf(name);
      const k = keyOf(name);
      if (c.kind === 'deal' || !readsOn(f, deal)) continue;
      if (c.deals && !c.deals.includes(deal)) out[name] = f.empty;
      else if (c.kind === 'places') out[name] = placesOf(v[k] as LocationOption[], String(v.city ?? '') || fallbackCity);
      else if (c.kind === 'rooms') out[name] = (v[k] as string[]).filter((b) => b !== c.toggle?.every);
      else if (c.kind === 'choice') out[name] = ANY.includes(String(v[k])) ? '' : v[k];
      else if (c.kind === 'range') out[name] = toBound(v[k] as Pair, spec.scale(name, deal, typesOf(v)));
      else out[name] = v[k];
    }
    return out as SearchState;
  }

  const placesOf = (chosen: LocationOption[], city: string) => (chosen.length || !spec.wholeCity
    ? chosen
    : city ? [{ label: city, value: { city, locality: '' } }] : []);

  /** The form's choices the filter slices hold (amounts, not slider stops), and back (SPEC §3). */
  const slice: FilterCodec<V> = {
    group: (values) => groupOfSearch({ type: dealOf(values as Values), propType: typesOf(values as Values) }),
    toFilter: (values) => {
      const v = values as Values;
      const deal = dealOf(v);
      const out: Values = {};
      for (const name of held) {
        const c = controlOf(name);
        const key = c.slice!.key;
        const value = v[keyOf(name)];
        if (c.kind === 'deal') out[key] = deal === 'rent' ? 'rent' : 'sale';
        else if (c.kind === 'places') {
          out[key] = value;
          out.city = v.city;
        } else if (c.kind === 'range') out[key] = fromPair(value as Pair, spec.scale(name, deal, typesOf(v)));
        else out[key] = value;
      }
      return out as Partial<FilterFields>;
    },
    fromFilter: (f: FilterFields, group: SearchGroup) => {
      const held = f as unknown as Values;
      const deal: SearchType = group === 'pg' ? 'pg' : f.post_type === 'rent' ? 'rent' : 'sale';
      const out: Values = {};
      for (const name of spec.fields) {
        const c = controlOf(name);
        if (!c.slice) continue;
        const k = keyOf(name);
        const value = held[c.slice.key];
        if (c.kind === 'deal') out[k] = dealValue(deal);
        else if (c.kind === 'places') {
          out[k] = value;
          out.city = f.city;
        } else if (c.kind === 'range') out[k] = toPair(value as FilterFields['amount'], spec.scale(name, deal, f.prop_type));
        else out[k] = value;
      }
      return out as V;
    },
  };

  return { valuesFrom, searchFrom, slice, fields: spec.fields, scale: spec.scale };
}

/** A search with only the deal set (what a form's RESET starts from). */
export const emptyOf = (type: SearchType): SearchState => ({ ...EMPTY_SEARCH, type });
