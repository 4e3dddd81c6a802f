import 'server-only';
import type { DetailKind } from '@/lib/detail-url';

export type Group = 'residential' | 'commercial' | 'agriculture';
export type PostType = 'sale' | 'rent';
/** relevance = featured first, then newest, then id (see order.ts). */
export type SortOrder = 'relevance' | 'asc' | 'desc' | 'newest';
export type Range = { min?: number; max?: number };

/** The API shape of one search/list result. Raw rows never leave server/. */
export type Card = {
  id: number;
  kind: DetailKind;
  ResidentialProject: boolean;
  title: string;
  group: Group | null;
  category: string;
  post_type: PostType;
  /** Rupees; a month's rent for rent and PG; a project's lowest price. */
  price: number | null;
  /** Projects only: the highest price (else null). */
  price_max: number | null;
  bedrooms: number | null;
  /** Projects only: the largest configuration (else null). */
  bedrooms_max: number | null;
  bathrooms: number | null;
  area: { value: number; unit: 'sqft' | 'acre'; label: string } | null;
  locality: string;
  city: string;
  posted_by: string;
  posted_at: string;
  image: string | null;
  images_count: number;
  is_featured: boolean;
  is_verified: boolean;
  furnishing: string | null;
  facing: string | null;
  /** PGs only (else null). */
  gender: string | null;
  room_types: string[] | null;
  url: string;
};

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
  total: number;
};
