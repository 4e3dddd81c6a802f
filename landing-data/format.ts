import { BRAND } from './constants';

// Small wording helpers shared by the entry files (Indian digit grouping).

export const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}`;
export const sqft = (n: number) => `${new Intl.NumberFormat('en-IN').format(n)} sq ft`;
export const withBrand = (title: string) => `${title} | ${BRAND}`;
/** The page's own heading: its title without the brand. */
export const headingOf = (metaTitle: string) => metaTitle.replace(new RegExp(`\\s*\\|\\s*${BRAND}$`), '');
