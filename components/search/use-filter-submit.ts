'use client';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { groupOfSearch, searchPath, type SearchState } from '@/lib/search-route';
import { inPageLocale } from '@/lib/i18n/locales';
import { markFilterSearch } from './filter-submit';
import { useLiveCount, type KnownCount } from './live-count';

/**
 * The one submit of every filter form (modal, sheet, desktop panel): the path
 * is marked for the analytics views of its first page, and the page navigates
 * to the route id, the shareable form, whose server page renders the results.
 */
export function useFilterSubmit(onDone?: () => void): (next: SearchState) => void {
  const router = useRouter();
  return (next) => {
    const path = searchPath(groupOfSearch(next), next);
    markFilterSearch(path);
    onDone?.();
    // A Hindi or Kannada results page stays in its language.
    router.push(inPageLocale(path));
  };
}

/** A filter form's group, live count and submit for the search it would run (dialog and desktop panel). */
export function useFilterForm(next: SearchState, city: string, known?: KnownCount, onDone?: () => void) {
  const search = useFilterSubmit(onDone);
  const group = groupOfSearch(next);
  const count = useLiveCount(group, next, city, known);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    search(next);
  };
  return { group, count, submit };
}
