'use client';
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

export { recordFilterViews } from '@/services/api/search';
