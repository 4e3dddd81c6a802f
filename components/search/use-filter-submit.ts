'use client';
import { useRouter } from 'next/navigation';
import { groupOfSearch, searchPath, type SearchState } from '@/lib/search-route';
import { useAppDispatch } from '@/store/hooks';
import { filterActionFor } from '@/store/filter-from-search';
import { markFilterSearch } from './filter-submit';

/**
 * The one submit of every filter form (modal, sheet, desktop panel): the
 * choices go to their group's filter slice, the path is marked for the
 * analytics views of its first page, and the page navigates to the route id,
 * the shareable form, whose server page renders the results.
 */
export function useFilterSubmit(city: string, onDone?: () => void): (next: SearchState) => void {
  const router = useRouter();
  const dispatch = useAppDispatch();
  return (next) => {
    const group = groupOfSearch(next);
    const path = searchPath(group, next);
    dispatch(filterActionFor(group, next, city));
    markFilterSearch(path);
    onDone?.();
    router.push(path);
  };
}
