import type { LatLng } from '../../map/geo';
import type { SearchGroup, SearchState, SortKey } from '../state';
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
};

/** A registry entry whatever its field (what the derivations iterate). */
export type AnyFilter = { [F in keyof SearchState]-?: FilterDef<F> }[keyof SearchState];

export const defineFilter = <F extends keyof SearchState>(d: FilterDef<F>): FilterDef<F> => d;
