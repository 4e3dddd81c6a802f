'use client';
import { useEffect, useState } from 'react';
import { myPlanSummary } from '@/services/api/plans';

export type Allowance = { allowed: number; used: number };

/**
 * The poster's live-listing allowance, asked when they choose what to post, so
 * "limit of 1 live listing" is not first met at the final Post. null = room left, or the
 * check failed (the create call still enforces the limit and keeps the draft).
 */
export async function allowanceFull(): Promise<Allowance | null> {
  try {
    const { listings } = (await myPlanSummary()).data;
    return listings.used >= listings.allowed ? listings : null;
  } catch {
    return null;
  }
}

/** allowanceFull() once, while `active` (a signed-in poster starting a new listing). */
export function useAllowanceFull(active: boolean): Allowance | null {
  const [full, setFull] = useState<Allowance | null>(null);
  useEffect(() => {
    if (!active) return;
    let gone = false;
    void allowanceFull().then((a) => { if (!gone) setFull(a); });
    return () => { gone = true; };
  }, [active]);
  return full;
}
