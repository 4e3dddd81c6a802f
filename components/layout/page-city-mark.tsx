'use client';
import { useEffect } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { leavePageCity, pageCityEntered } from '@/store/location-slice';

/**
 * A search or landing page tells the header which city it is about.
 * The server already rendered the header with it (middleware.ts, lib/page-city);
 * this keeps it through client navigations, where the root layout does not render
 * again, and hands the header back to the stored city when the visitor leaves.
 */
export function PageCityMark({ city }: { city: string }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(pageCityEntered(city));
    return () => { dispatch(leavePageCity()); };
  }, [dispatch, city]);
  return null;
}
