'use client';
import { lazyComponent } from '@/components/lazy/lazy-component';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setShow } from '@/store/list-slice';

// Loaded on first open only: most visits never open the sheet.
const FilterSheet = lazyComponent(() => import('./path-filter-sheet').then((m) => m.default));

/**
 * Shows the mobile filter sheet while the list slice's `show` flag is set
 * (SPEC §3): the page's Filters button and the bottom bar's Search set it.
 */
export function FilterSheetHost() {
  const dispatch = useAppDispatch();
  const show = useAppSelector((s) => s.list.show);
  const city = useAppSelector((s) => s.location.data.city);
  const pathname = usePathname();
  const [opens, setOpens] = useState(show ? 1 : 0);
  const [wasShown, setWasShown] = useState(show);

  // A fresh form on every open (counted while rendering, not in an effect), filled from the search on screen.
  if (show !== wasShown) {
    setWasShown(show);
    if (show) setOpens(opens + 1);
  }

  if (!opens) return null;
  return <FilterSheet key={opens} show={show} onHide={() => dispatch(setShow(false))} pathname={pathname} city={city} />;
}
