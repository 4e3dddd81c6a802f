import type { Card } from '../card';
import type { DetailKind } from '../detail-url';

export type { Card };

/** A search-v2 answer (SPEC §3 search response inside the envelope's data). */
export type SearchAnswer = {
  data: Card[];
  ads: Card[];
  totalNoOfPages: number;
  page: number;
  /** Matches, counted up to COUNT_CAP (server/catalog/search/catalog/card-query.ts). */
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


/** create-viewedProperty's answer: the item's view count after this view. */
export type ViewRecorded = { property_id: number; property_type: DetailKind; view_count: number };

/** analytics/create's answer: how many events were kept. */
export type AnalyticsSaved = { saved: number };

/** One row of the home page: a titled list of cards and the search that shows all of them. */
export type HomeSection = { key: string; title: string; search_path: string; items: Card[] };

/** fetch-home-related-property: the city the rows are for and its rows. */
export type HomeAnswer = { city: string; sections: HomeSection[] };
