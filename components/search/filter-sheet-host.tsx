'use client';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setShow } from '@/store/list-slice';
import { EMPTY_SEARCH, parseSearchId, type SearchState } from '@/lib/search-route';

// Loaded on first open only: most visits never open the sheet.
const FilterSheet = dynamic(() => import('./filter-sheet'), { ssr: false });

/** The search now on screen, to prefill the sheet (a search page path, else a blank search). */
export function stateFromPath(pathname: string | null): SearchState {
  const m = pathname?.match(/^\/search\/(residential|commercial|agriculture|pg)\/([^/]+)/);
  if (!m) return EMPTY_SEARCH;
  const s = parseSearchId(m[2]);
  return m[1] === 'pg' ? { ...s, type: 'pg' } : s;
}

/**
 * Shows the mobile filter sheet while the list slice's `show` flag is set
 * (SPEC §3): the page's Filters button and the bottom bar's Search set it.
 */
export function FilterSheetHost() {
  const dispatch = useAppDispatch();
  const show = useAppSelector((s) => s.list.show);
  const city = useAppSelector((s) => s.location.data.city);
  const pathname = usePathname();
  const [opens, setOpens] = useState(0);

  // A fresh form on every open, filled from the search on screen.
  useEffect(() => {
    if (show) setOpens((n) => n + 1);
  }, [show]);

  if (!opens) return null;
  return <FilterSheet key={opens} show={show} onHide={() => dispatch(setShow(false))} state={stateFromPath(pathname)} city={city} />;
}
