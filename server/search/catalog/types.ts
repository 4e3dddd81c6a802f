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
import type { PlaceFilter } from '../localities/location';
export type { Card };

/** Normalised listing filters (after validation and SPEC §5 defaults). */
export type ListingFilters = {
  /** Every city of the places (empty = any city): the indexes' leading column. */
  cities: string[];
  /** Each chosen locality with the city it was picked for (location.ts). */
  places: PlaceFilter[];
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
  rent: Range;
  genders: string[];
  roomTypes: string[];
  sort: SortOrder;
  page: number;
  limit: number;
};

export type SearchResult = {
  data: Card[];
  ads: Card[];
  totalNoOfPages: number;
  page: number;
  /** Matches, counted up to COUNT_CAP (card-query.ts). */
  total: number;
  /** True when there are more matches than `total` says ("10,000+"). */
  totalCapped: boolean;
};
