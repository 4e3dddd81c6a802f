// The free allowance is shared with the pages that state it (lib/free-allowance.ts).
export { FREE_ALLOWANCE } from '@/lib/free-allowance';

/** Where a poster buys more: builders have their own page (SPEC §2). */
export const plansUrl = (role: string | null | undefined) =>
  role === 'builder' ? '/subscription/builder' : '/subscription/plans';
