'use client';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setShow } from '@/store/list-slice';

/**
 * The mobile filter sheet's state (SPEC §3: the list slice's `show` flag, set by
 * the page's Filters button and the bottom bar's Search). `opens` counts the
 * openings, counted while rendering rather than in an effect, so each opening
 * can key a fresh form; 0 = never opened, so the sheet's code need not load.
 */
export function useFilterSheet() {
  const dispatch = useAppDispatch();
  const show = useAppSelector((s) => s.list.show);
  const city = useAppSelector((s) => s.location.data.city);
  const [opens, setOpens] = useState(show ? 1 : 0);
  const [wasShown, setWasShown] = useState(show);
  if (show !== wasShown) {
    setWasShown(show);
    if (show) setOpens(opens + 1);
  }
  return { show, city, opens, hide: () => dispatch(setShow(false)) };
}
