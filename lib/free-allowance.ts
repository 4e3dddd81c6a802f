// Free use without a plan (docs/plans-and-money.md): one live property listing per poster,
// no featured listings, no project slots. Like the big portals, one free ad lets an
// owner try the product; more ads, featuring and projects are what plans sell.
export const FREE_ALLOWANCE = { listings: 1, featured: 0, projects: 0 } as const;

/** The allowance in words, as every plans page says it (from the figure, so the two never disagree). */
export const FREE_ALLOWANCE_TEXT = `Without a plan you can keep ${FREE_ALLOWANCE.listings} listing${FREE_ALLOWANCE.listings === 1 ? '' : 's'} live for free.`;
