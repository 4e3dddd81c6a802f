import 'server-only';

export type Group = 'residential' | 'commercial' | 'agriculture';
export type PostType = 'sale' | 'rent';
/** relevance = featured first, then newest, then id (see ORDER in card-query.ts). */
export type SortOrder = 'relevance' | 'asc' | 'desc' | 'newest';
export type Range = { min?: number; max?: number };

/** The API shape of one search/list result (shared with the UI). Raw rows never leave server/. */
import type { Card } from '@/lib/card';
export type { Card };

/** Normalised listing filters (after validation and SPEC §5 defaults). */
export type ListingFilters = {
  cities: string[];
  localities: string[];
  postType: PostType;
  categories: string[];
  price: Range;
  bedrooms: number[];
  bathrooms: number[];
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
  localities: string[];
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
