'use client';
import { useLayoutEffect, useMemo, useState } from 'react';
import type { SearchGroup } from '@/lib/search-route';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { filterOpened, type FilterFields } from '@/store/filter-slice-factory';
import { FILTER_DEFAULTS, filterChanged, selectFilter } from '@/store/filter-draft';

/** How a form's values map to the filter slices' keys (amounts, not slider stops) and back. */
export type FilterCodec<V> = {
  group: (v: V) => SearchGroup;
  toFilter: (v: V) => Partial<FilterFields>;
  fromFilter: (f: FilterFields, group: SearchGroup) => V;
};

/**
 * A filter form's working choices, held in the filter slice of the group they
 * search (SPEC §3 "Client filter state"): every slice is filled from the search
 * on screen when the form opens, the form draws what its slice holds and writes
 * each change back to it. Null until the slices are filled (a layout effect, so
 * nothing is painted in between); the form renders nothing until then.
 */
export function useFilterDraft<V>(initial: () => V, codec: FilterCodec<V>): [V | null, (next: V) => void] {
  const dispatch = useAppDispatch();
  const [start] = useState(initial);
  const [group, setGroup] = useState(() => codec.group(start));
  const [filled, setFilled] = useState(false);
  useLayoutEffect(() => {
    dispatch(filterOpened(codec.toFilter(start)));
    // Before paint: the form's first drawn frame already reads the filled slice.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFilled(true);
  }, [dispatch, codec, start]);
  const held = useAppSelector(selectFilter(group));
  const values = useMemo(() => codec.fromFilter({ ...FILTER_DEFAULTS, ...held }, group), [codec, held, group]);
  const set = (next: V) => {
    const to = codec.group(next);
    dispatch(filterChanged(group, to, codec.toFilter(next)));
    setGroup(to);
  };
  return [filled ? values : null, set];
}
