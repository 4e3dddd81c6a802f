import 'server-only';

export type Group = 'residential' | 'commercial' | 'agriculture';
export type PostType = 'sale' | 'rent';
/** relevance = featured first, then newest, then id (see ORDER in card-query.ts). */
export type SortOrder = 'relevance' | 'asc' | 'desc' | 'newest';
export type Range = { min?: number; max?: number };
/** A bedroom/bathroom count asked for: exactly n, or n or more (filters.ts roomCounts). */
export type RoomCount = { n: number; orMore: boolean };

/** The API shape of one search/list result (shared with the UI). Raw rows never leave server/. */
import type { Card } from '@/lib/card';
import type { SearchAnswer } from '@/lib/contract';
import type { LatLng } from '@/lib/map/geo';
import type { PlaceFilter } from '../localities/location';
export type { Card };

/** Normalised listing filters (after validation and SPEC §5 defaults). */
export type ListingFilters = {
  /** Every city of the places (empty = any city): the indexes' leading column. */
  cities: string[];
  /** Each chosen locality with the city it was picked for (location.ts). */
  places: PlaceFilter[];
  /** A drawn area (server/catalog/map/area-sql.ts); empty = anywhere. */
  area: LatLng[];
  postType: PostType;
  categories: string[];
  price: Range;
  bedrooms: RoomCount[];
  bathrooms: RoomCount[];
  postedBy: string[];
  superArea: Range;
  builtUpArea: Range;
  carpetArea: Range;
  plotArea: Range;
  furnishing: string[];
  facing: string[];
  amenities: string[];
  verifiedOnly: boolean;
  transaction: string | null;
  constructionStatus: string | null;
  postedSince: Date | null;
  sort: SortOrder;
  page: number;
  limit: number;
};

export type PgFilters = {
  cities: string[];
  places: PlaceFilter[];
  /** A drawn area (server/catalog/map/area-sql.ts); empty = anywhere. */
  area: LatLng[];
  rent: Range;
  genders: string[];
  roomTypes: string[];
  sort: SortOrder;
  page: number;
  limit: number;
};

/** The search answer is the API contract's (lib/contract/search.ts). */
export type SearchResult = SearchAnswer;
