'use client';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadPlanSummary } from '@/store/plan-slice';

/** The poster's plan summary, loaded once per session (null until it arrives or for non-posters). */
export function usePlanSummary(poster: boolean) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const { data, inProgress, error } = useAppSelector((s) => s.plan);
  useEffect(() => {
    if (poster && loggedIn && !data && !inProgress && !error) void dispatch(loadPlanSummary());
  }, [poster, loggedIn, data, inProgress, error, dispatch]);
  return poster ? data : null;
}
