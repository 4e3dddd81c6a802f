import type { PropGroup } from '../enums';
import type { LocationOption } from '../location-option';
import type { Box, LatLng } from '../map/geo';

// The route state of a search (SPEC §2 "Search route id"): what a /search/<group>/<id> page shows.
// Each field is read, written, sent and filtered by one entry of the filter registry (filters/index.ts).

export type SearchGroup = PropGroup | 'pg';
export type SearchType = 'sale' | 'rent' | 'pg';
export type SortKey = 'relevance' | 'asc' | 'desc' | 'newest';
export const SORT_KEYS: readonly SortKey[] = ['relevance', 'asc', 'desc', 'newest'];
/** A numeric range; null = open at that end (the slider sat at its bound). */
export type Bound = { min: number | null; max: number | null };

export type SearchState = {
  type: SearchType;
  location: LocationOption[];
  propType: string[];
  /** Empty = all (the URL never carries 'all'). */
  bedrooms: string[];
  bathrooms: string[];
  /** Rupees, whatever slider produced it. */
  budget: Bound | null;
  superArea: Bound | null;
  carpetArea: Bound | null;
  plotArea: Bound | null;
  furnishingStatus: string[];
  /** Spelled as the spec's key. '' | new | resale | any. */
  transcation: string;
  status: string;
  postedBy: string[];
  postedSince: string;
  facing: string[];
  gender: string[];
  roomType: string[];
  pgSearch: string;
  /** Not in the spec's key list: carried so the More Filter choices survive the round trip. */
  amenities: string[];
  verified: boolean;
  /** Map search: the view, the map's box and zoom, a drawn area (absent = list, no area). */
  view?: 'map';
  box?: Box | null;
  zoom?: number | null;
  area?: LatLng[];
};
