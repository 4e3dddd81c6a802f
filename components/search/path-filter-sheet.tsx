'use client';
import FilterSheet from './filter-sheet';
import { EMPTY_SEARCH, parseSearchId, type SearchState } from '@/lib/search-route';
import { splitLocale } from '@/lib/i18n/locales';
import type { FilterWords } from '@/lib/search/filters/words';

type Props = { show: boolean; onHide: () => void; pathname: string | null; city: string; words?: FilterWords };

/** The search now on screen, to prefill the sheet (a search page path, else a blank search). */
export function stateFromPath(pathname: string | null): SearchState {
  // A page in another language (/hi/search/…) is the same search.
  const m = (pathname ? splitLocale(pathname).path : '').match(/^\/search\/(residential|commercial|agriculture|pg)\/([^/]+)/);
  if (!m) return EMPTY_SEARCH;
  const s = parseSearchId(m[2]);
  return m[1] === 'pg' ? { ...s, type: 'pg' } : s;
}

/**
 * The sheet filled from the path on screen. Reading the route id happens here,
 * in the sheet's lazily loaded code, so the always-loaded host stays small.
 */
export default function PathFilterSheet({ pathname, ...props }: Props) {
  return <FilterSheet {...props} state={stateFromPath(pathname)} />;
}
