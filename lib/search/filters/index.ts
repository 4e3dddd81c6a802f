import type { SearchGroup, SearchState } from '../state';
import { amenities } from './amenities';
import { carpetArea, plotArea, superArea } from './areas';
import { budget } from './budget';
import { postedSince, status, transcation } from './choices';
import { facing, furnishingStatus, postedBy } from './lists';
import { location } from './location';
import { area, box, view, zoom } from './map';
import { gender, pgSearch, roomType } from './pg';
import { propType } from './prop-type';
import { bathrooms, bedrooms } from './rooms';
import { type } from './type';
import { verified } from './verified';
import type { AnyFilter, ChipSpec } from './types';
import { ENGLISH_FILTER_WORDS, type FilterWords } from './words';

// The filter registry: every search filter, declared once in its own file. The route id, the
// wire body, the chips and the indexing rule are derived from this list (lib/search/derive.ts);
// the server's half of each filter is keyed by the same name (server/catalog/search/catalog/filter-rules.ts).
// Adding a filter: its file here, its entry below, its server rule, its UI control.

/** In route-id order: searchPath writes keys in this order, so a search has one URL. */
export const FILTERS = [
  type, location, propType, budget, bedrooms, bathrooms, transcation, status, furnishingStatus, facing,
  postedBy, superArea, plotArea, carpetArea, gender, roomType, pgSearch, postedSince, amenities, verified,
  view, box, zoom, area,
] as const;

export type FilterName = (typeof FILTERS)[number]['field'];

// Every SearchState field has its filter: a field added without one does not compile.
type Unregistered = Exclude<keyof SearchState, FilterName>;
export const EVERY_FIELD_REGISTERED: [Unregistered] extends [never] ? true : Unregistered = true;

/** The chips' order on a results page (places and types first, the drawn area last). */
const CHIP_ORDER: readonly FilterName[] = [
  'location', 'propType', 'bedrooms', 'bathrooms', 'budget', 'superArea', 'carpetArea', 'plotArea',
  'furnishingStatus', 'facing', 'postedBy', 'transcation', 'status', 'postedSince', 'gender', 'roomType',
  'amenities', 'verified', 'area',
];

const byField = new Map<string, AnyFilter>(FILTERS.map((f) => [f.field, f]));
export const filterOf = (name: FilterName): AnyFilter => byField.get(name)!;

/** The removable chips of a search, in CHIP_ORDER; chips without a label are left out. */
export function chipsOf(s: SearchState, city: string, w: FilterWords = ENGLISH_FILTER_WORDS): ChipSpec[] {
  return CHIP_ORDER.flatMap((name) => filterOf(name).chips?.(s, city, w) ?? []).filter((c) => c.label);
}

/** Why a search is not an indexable page, one reason per filter family that drops. */
export function indexingDrops(s: SearchState, group: SearchGroup): string[] {
  const reasons = FILTERS.flatMap((f) => (f.indexing !== 'page' && f.indexing.drops(s, group) ? [f.indexing.reason] : []));
  return [...new Set(reasons)];
}
