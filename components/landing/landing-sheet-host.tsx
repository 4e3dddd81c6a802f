'use client';
import { lazyComponent } from '@/components/lazy/lazy-component';
import { useFilterSheet } from '@/components/search/use-filter-sheet';
import type { SearchState } from '@/lib/search-route';

// The search pages' FilterSheetHost lives in the /search layout and fills the
// sheet from a /search/... path; a landing page's path is a slug, so this host
// takes the landing's search directly. Same loading: on first open only.
const FilterSheet = lazyComponent(() => import('@/components/search/filter-sheet').then((m) => m.default));

export function LandingSheetHost({ state }: { state: SearchState }) {
  const { show, city, opens, hide } = useFilterSheet();
  if (!opens) return null;
  return <FilterSheet key={opens} show={show} onHide={hide} state={state} city={city} />;
}
