// The free allowance is shared with the pages that state it (lib/free-allowance.ts).
export { FREE_ALLOWANCE } from '@/lib/free-allowance';
// Where a poster buys more is lib/policy's plansPageOf (builders have their own page).
