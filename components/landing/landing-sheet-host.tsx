'use client';
import { lazyComponent } from '@/components/lazy/lazy-component';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setShow } from '@/store/list-slice';
import type { SearchState } from '@/lib/search-route';

// The search pages' FilterSheetHost lives in the /search layout and fills the
// sheet from a /search/... path; a landing page's path is a slug, so this host
// takes the landing's search directly. Same loading: on first open only.
const FilterSheet = lazyComponent(() => import('@/components/search/filter-sheet').then((m) => m.default));

export function LandingSheetHost({ state }: { state: SearchState }) {
  const dispatch = useAppDispatch();
  const show = useAppSelector((s) => s.list.show);
  const city = useAppSelector((s) => s.location.data.city);
  const [opens, setOpens] = useState(show ? 1 : 0);
  const [wasShown, setWasShown] = useState(show);

  // A fresh form on every open (counted while rendering, not in an effect), filled from the landing's search.
  if (show !== wasShown) {
    setWasShown(show);
    if (show) setOpens(opens + 1);
  }

  if (!opens) return null;
  return <FilterSheet key={opens} show={show} onHide={() => dispatch(setShow(false))} state={state} city={city} />;
}
