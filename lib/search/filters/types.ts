import type { LatLng } from '../../map/geo';
import type { LocationOption } from '../../location-option';
import type { SearchGroup, SearchState, SearchType, SortKey } from '../state';
import type { FilterWords } from './words';

// What one search filter declares (filters/<name>.ts), and the wire body (SPEC §7) the registry
// writes. The server's half of a filter (validation rule, reading into filters, SQL predicate,
// alert key) is its companion of the same name in server/catalog/search/catalog/filter-rules.ts.

export type WireRange = { min: string; max: string };
export type WirePlace = { city: string; locality: string };

/** The fields every search body carries: where, which page, which order. */
export type CommonWire = {
  city: string[];
  location: { type: 'locality' | 'city'; city: string; locality: string[] };
  /** Not in the SPEC: each chip's locality with its own city (preferred by the server over city/location). */
  places?: WirePlace[];
  /** Not in the SPEC: the drawn area; results, counts and saved-search alerts honour it. */
  area?: LatLng[];
  page: number;
  limit: number;
  orderByAmount: SortKey;
};

/** A property search's body (SPEC §7 field names, typos included). */
export type ListingWire = CommonWire & {
  property_type: string;
  property_sub_type: string[];
  post_type: 'sale' | 'rent';
  budget: WireRange;
  /** Absent on commercial searches (shops and offices have no bedrooms). */
  bedrooms?: string[];
  bathrooms: string[];
  owner_type: string[];
  super_area: WireRange;
  carpet_area: WireRange;
  plot_area: WireRange;
  furnishing_area: string[];
  facing: string[];
  amenities: string[];
  proprty_status?: 'approved';
  transaction?: string;
  Status?: string;
  today: boolean;
  yesterday: boolean;
  thisWeek: boolean;
  thisMonth: boolean;
};

/** A PG search's body. */
export type PgWire = CommonWire & { amount: WireRange; gender: string[]; room_type: string[] };

export type SearchApiBody = ListingWire | PgWire;

export type ApiBodyOptions = { fallbackCity?: string; sort?: SortKey; page?: number; limit?: number };
export type WireContext = { group: SearchGroup; /** the property types of the page's group */ types: string[]; opts: ApiBodyOptions };

/** A removable chip: its label and the search without it (lib/active-filters.ts makes the link). */
export type ChipSpec = { key: string; label: string; next: Partial<SearchState> };

/**
 * How search engines see a filter (lib/seo/index-policy.ts): 'page' when its value may be part of
 * an indexable page (the policy decides which values); otherwise a search using it is `noindex`
 * and canonical to the same search without it, for `reason`.
 */
export type Indexing = 'page' | { reason: string; drops: (s: SearchState, group: SearchGroup) => boolean };

/** A PostgreSQL index (named as its migration creates it) and the columns of it the filter's predicate reads. */
export type IndexUse = { name: string; columns: readonly string[] };

/**
 * The indexes that serve the filter's count, per table it filters: listings (property searches) and
 * pgs (PG searches). Checked against the migrated schema by tests/api/search-filter-indexes.test.ts.
 */
export type FilterIndex = { listings?: IndexUse; pgs?: IndexUse };

/** A range as the filter slices hold it (SPEC §3 "Client filter state"): amounts, both ends. */
export type SliceRange = { min: number; max: number };

/**
 * How the filter forms (the modal, the mobile sheet, the header search, the desktop panel) hold a
 * filter; components/search/form-codec.ts derives their values, their search and their filter-slice
 * keys from it:
 * - deal: the search type (a radio); places: the location chips and the form's city;
 * - list: ticked values; rooms: ticked values where its toggle's `every` ('all') is the form's "every" (never searched);
 * - choice: one value, where 'any' or 'all' is no filter; flag: a checkbox;
 * - range: a slider (its positions; the form names the scale, which may follow the deal and types);
 * - marker: not a control; the form sets it on the searches it marks (the PG search's pgSearch).
 */
export type ControlKind = 'deal' | 'places' | 'list' | 'rooms' | 'choice' | 'flag' | 'range' | 'marker';

/**
 * How a tick changes a multi-choice control's ticked values (list, rooms); lib/search/filters/toggle.ts
 * applies it. Without either field a tick adds the value, last, or takes it away.
 */
export type ToggleRule = {
  /** The value that stands for every value: ticking it clears the others (ticking it again clears it), ticking another clears it. */
  every?: string;
  /** What a new pick keeps of the values ticked before it (the pick then goes last); null refuses the pick. */
  keeps?: (picked: string, ticked: readonly string[]) => readonly string[] | null;
};

/** A places control's chosen places and the form's city, as a pick or a removal leaves them. */
export type PlacesChoice = { chosen: LocationOption[]; city: string };

/** How a places control changes its chosen places and its city (lib/search/filters/toggle.ts applies them). */
export type PlaceRules = {
  pick: (was: PlacesChoice, picked: LocationOption) => PlacesChoice;
  remove: (was: PlacesChoice, gone: LocationOption) => PlacesChoice;
};

export type FilterControl = {
  kind: ControlKind;
  /** list, rooms: how a tick changes the ticked values (a plain toggle when absent). */
  toggle?: ToggleRule;
  /** places: how a pick and a removal change the chosen places and the city. */
  places?: PlaceRules;
  /** choice: the form's "no filter" value, what an unset filter shows. */
  none?: string;
  /** Its name in SPEC §3 "Filter form values" (the modal's keys), when not the field's own. */
  specKey?: string;
  /** The deals whose forms ask it; a form writes it empty on any other. */
  deals?: readonly SearchType[];
  /**
   * Its key in the filter slices (SPEC §3 "Client filter state") and its initial value in each group's
   * slice that holds it (lib/search/filters/slice.ts derives the slices' shape and initial state).
   */
  slice?: { key: string; initial: Partial<Record<SearchGroup, unknown>> };
};

export type FilterDef<F extends keyof SearchState> = {
  /** The SearchState field. */
  field: F;
  /** Its key in the route id (the URL writes keys in registry order). */
  key: string;
  /** Its value in the empty search; none for the map's optional fields (absent = not set). */
  empty?: SearchState[F];
  /** The route value read; undefined = absent (the field is then `empty`, or left out). */
  parse: (raw: string | undefined) => SearchState[F] | undefined;
  /** The route value written; '' leaves the key out. */
  write: (s: SearchState) => string;
  /** Its fields in a property search's wire body. */
  listingWire?: (s: SearchState, c: WireContext) => Partial<ListingWire>;
  /** Its fields in a PG search's wire body. */
  pgWire?: (s: SearchState, c: WireContext) => Partial<PgWire>;
  /** Its removable chips; `city` is the page's city, `w` the page's words (lib/search/filters/words.ts). */
  chips?: (s: SearchState, city: string, w: FilterWords) => ChipSpec[];
  indexing: Indexing;
  /** The index that serves its count; none when it filters nothing (the map's view, box and zoom). */
  index?: FilterIndex;
  /** How the filter forms hold it; none for filters no form shows (the map's, the drawn area). */
  control?: FilterControl;
};

/** A registry entry whatever its field (what the derivations iterate). */
export type AnyFilter = { [F in keyof SearchState]-?: FilterDef<F> }[keyof SearchState];

/** A registry entry; its control is typed exactly (slice keys, kinds), so the slices' shape derives from it. */
export function defineFilter<F extends keyof SearchState, const C extends FilterControl>(d: FilterDef<F> & { control: C }): Omit<FilterDef<F>, 'control'> & { control: C };
export function defineFilter<F extends keyof SearchState>(d: FilterDef<F>): FilterDef<F>;
export function defineFilter<F extends keyof SearchState>(d: FilterDef<F>): FilterDef<F> {
  return d;
}
