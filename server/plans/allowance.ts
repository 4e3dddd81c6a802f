// Free use without a plan (docs/plans-and-money.md): one live property listing per poster,
// no featured listings, no project slots. Like the big portals, one free ad lets an
// owner try the product; more ads, featuring and projects are what plans sell.
export const FREE_ALLOWANCE = { listings: 1, featured: 0, projects: 0 } as const;

/** Where a poster buys more: builders have their own page (SPEC §2). */
export const plansUrl = (role: string | null | undefined) =>
  role === 'builder' ? '/subscription/builder' : '/subscription/plans';
