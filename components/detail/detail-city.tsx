'use client';
import { useEffect } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { loadStoredLocation } from '@/store/location-slice';

/**
 * SPEC §2: on detail pages the city comes from the URL id unless one is stored.
 * StoreProvider loads the stored city in its own mount effect, which runs after
 * this one (parents' effects run after their children's), so this waits one task
 * to have the last word.
 */
export function DetailCity({ detailId }: { detailId: string }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const t = window.setTimeout(() => dispatch(loadStoredLocation(detailId)), 0);
    return () => window.clearTimeout(t);
  }, [dispatch, detailId]);
  return null;
}
