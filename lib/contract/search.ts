import type { Card } from '../card';

export type { Card };

/** A search-v2 answer (SPEC §3 search response inside the envelope's data). */
export type SearchAnswer = {
  data: Card[];
  ads: Card[];
  totalNoOfPages: number;
  page: number;
  /** Matches, counted up to COUNT_CAP (server/search/catalog/card-query.ts). */
  total: number;
  /** True when there are more matches than `total` says ("10,000+"). */
  totalCapped: boolean;
};

/** The location box's suggestions (auto-complete): localities city-first, then cities. */
export type Suggestions = {
  locality: { locality_name: string; city_name: string; id: number; lat: number | null; lng: number | null }[];
  city: { city_name: string }[];
  pages: number;
};

