import { post, type CallOptions } from '@/services/http';
import type { AnalyticsSaved, HomeAnswer, ViewedPage, ViewRecorded } from '@/lib/contract';
import type { AnalyticsPayload, AutoCompleteData, Payload, SearchBody, SearchResult } from './types';

// SPEC §7 "Search" and the view/analytics calls made around it.

export type SearchKind = 'residential' | 'commercial' | 'agriculture' | 'pg';

export const SEARCH_PATHS: Record<SearchKind, string> = {
  residential: '/api/search/residential-property-search-v2',
  commercial: '/api/search/commercial-property-search-v2',
  agriculture: '/api/search/agriculture-property-search-v2',
  pg: '/api/search/pg-search-v2',
};

export const residentialSearch = (body: SearchBody, opts?: CallOptions) =>
  post<SearchResult>(SEARCH_PATHS.residential, body, opts);
export const commercialSearch = (body: SearchBody, opts?: CallOptions) =>
  post<SearchResult>(SEARCH_PATHS.commercial, body, opts);
export const agricultureSearch = (body: SearchBody, opts?: CallOptions) =>
  post<SearchResult>(SEARCH_PATHS.agriculture, body, opts);
export const pgSearch = (body: SearchBody, opts?: CallOptions) =>
  post<SearchResult>(SEARCH_PATHS.pg, body, opts);

export const searchByKind = (kind: SearchKind, body: SearchBody, opts?: CallOptions) =>
  post<SearchResult>(SEARCH_PATHS[kind], body, opts);

/** Pages start at 0; pass a signal so a newer keystroke can abort the older call. */
export const autoComplete = (page_no: number, city_name: string, search_string: string, opts?: CallOptions) =>
  post<AutoCompleteData>(`/api/search/auto-complete/?page_no=${page_no}`, { city_name, search_string }, opts);

export const fetchHomeRelated = (body: Payload = {}) =>
  post<HomeAnswer>('/api/home/fetch-home-related-property', body);

export const createViewedProperty = (body: Payload) => post<ViewRecorded>('/api/public/create-viewedProperty', body);

export const viewedList = (page_no: number) =>
  post<ViewedPage>(`/api/viewedProperty/viewed-properties-list?page_no=${page_no}`);

export const analyticsCreate = (body: AnalyticsPayload) => post<AnalyticsSaved>('/api/analytics/create', body);

const MAX_EVENTS = 100;

/**
 * SPEC §7 record-view after a filter-driven search: one event per result, sent
 * as one batched call in the background; failures never reach the user.
 */
export function recordFilterViews(items: { id: number | string; type: string }[], page: number): void {
  if (!items.length) return;
  const events = items.slice(0, MAX_EVENTS).map((i) => ({
    action_type: 'filter_button', property_type: i.type, property_id: i.id, page_no: page,
  }));
  post<AnalyticsSaved>('/api/analytics/create', { events }).catch(() => undefined);
}
