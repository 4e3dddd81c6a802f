'use client';
import { post } from '@/services/http';

// SPEC §7: after a filter-driven search, one record-view analytics event per
// result. The search itself is a navigation (the server page renders the
// results), so the filter form marks the path it goes to and the result list
// of that path sends the events once its first page is on screen.

let pending: string | null = null;
const listeners = new Set<(path: string) => void>();

export function markFilterSearch(path: string): void {
  pending = path;
  listeners.forEach((l) => l(path));
}

/** True once for the path a filter search went to. */
export function takeFilterSearch(path: string): boolean {
  if (pending !== path) return false;
  pending = null;
  return true;
}

/** For a list already showing `path` (the same search submitted again). */
export function onFilterSearch(listener: (path: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type ViewedItem = { id: number; type: string };
const MAX_EVENTS = 100;

/** One batched call (the server takes {events: [...]}); in the background, failures ignored. */
export function recordFilterViews(items: ViewedItem[], page: number): void {
  if (!items.length) return;
  const events = items.slice(0, MAX_EVENTS).map((i) => ({
    action_type: 'filter_button', property_type: i.type, property_id: i.id, page_no: page,
  }));
  post('/api/analytics/create', { events }).catch(() => undefined);
}
