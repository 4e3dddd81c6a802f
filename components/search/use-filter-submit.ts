'use client';
import { useRouter } from 'next/navigation';
import { groupOfSearch, searchPath, type SearchState } from '@/lib/search-route';
import { markFilterSearch } from './filter-submit';

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
    router.push(path);
  };
}
