import { countText, formatCount } from '@/lib/format/counts';
import { fill } from '@/lib/i18n/fill';
import { monthTextIn } from '@/lib/format/dates';
import { figureText, MIN_LISTINGS, monthLabel, type Figure } from './format';

// The insights pages' words in one language (the catalogue's `insights`
// namespace, read on the server by server/platform/i18n/insights-words.ts).
// English is the default, so the pages and the unit tests read the same English
// without a request; tests/unit/i18n-insights-words.test.ts checks the English
// catalogue gives exactly it. Placeholders are filled with lib/i18n/fill.ts.

export const ENGLISH_INSIGHTS_WORDS = {
  cityTitle: '{city} property prices by locality',
  cityDescription: '{city} localities ranked by median sale price per sq ft and by live listings, with the number of listings behind every figure.',
  cityHeading: '{city} localities: property prices and supply',
  cityCrumb: '{city} insights',
  cityNote: 'Medians of live {site} listings, each with the number of listings behind it; a figure from fewer than 5 listings reads “{none}”. Localities with at least 5 live listings are listed.',
  notEnough: 'Not enough listings yet',
  byPrice: 'By median sale price (flats, houses and villas)',
  bySupply: 'By supply',
  locality: 'Locality',
  perSqft: 'Per sq ft',
  behind: 'Behind it',
  live: 'Live listings',
  rent2: '2 BHK rent',
  listingsOne: '{count} listing',
  listingsOther: '{count} listings',
  india: 'India',
  home: 'Home',
  localityTitle: '{locality}, {city}: property prices and trends',
  localityDescription: '{locality}, {city} from {counted} on {site}:{price} Rents by BHK, 12-month trend, supply, PG rents and nearby localities.',
  localityPrice: ' Median sale price {median} per sq ft ({counted}).',
  localityNote: 'From {counted} live on {site} (and, for the trend, past ones). Every figure is a median with the number of listings behind it; a figure from fewer than 5 listings reads “{none}”.',
  thin: '{none} for a median price or rent in {locality}: fewer than 5 comparable live listings of any type. The listings, PGs and projects here are below.',
  salePrices: 'Sale prices',
  type: 'Type',
  medianPerSqft: 'Median per sq ft',
  perAcre: ' per acre',
  rentByBhk: 'Rent by BHK',
  homes: 'Homes',
  medianRent: 'Median rent a month',
  trend: '12-month trend: flats, houses and villas for sale',
  trendTitle: 'Median sale price per sq ft in {locality}, by month listed',
  byMonth: 'The figures by month',
  monthListed: 'Month listed',
  trendNote: 'Monthly medians of the listings posted each month, live or since taken down: our own history, not an index.',
  supply: 'Supply by property type',
  supplyTitle: 'Live listings in {locality} by property type',
  pgRents: 'PG rents by sharing',
  room: 'Room',
  perBed: 'Median rent per bed',
  noPgs: 'No PGs listed here yet.',
  nearby: 'Nearby localities compared',
  salePerSqft: 'Sale per sq ft',
  noNearby: 'No neighbouring locality with enough listings yet.',
  projects: 'Projects in {locality}',
  from: ' from {price}',
  noProjects: 'No builder project listed here yet.',
  listingsIn: 'Listings in {locality}',
  saleIn: 'Properties for sale in {locality}',
  rentIn: 'Properties for rent in {locality}',
  pgIn: 'PGs in {locality}',
  allLocalities: 'All {city} localities',
  measured: {
    sale: 'Median sale price per sq ft',
    rent: 'Median monthly rent by BHK',
    supply: 'Live listings by property type'
  },
  kinds: {
    homes: 'Flats, houses and villas',
    plots: 'Plots',
    commercial: 'Commercial space',
    farm: 'Farm land'
  },
  supplyLabels: {
    Flats: 'Flats',
    Houses: 'Houses',
    Villas: 'Villas',
    'Residential plots': 'Residential plots',
    Offices: 'Offices',
    Shops: 'Shops',
    Showrooms: 'Showrooms',
    Warehouses: 'Warehouses',
    'Industrial buildings': 'Industrial buildings',
    'Industrial sheds': 'Industrial sheds',
    'Commercial plots': 'Commercial plots',
    'Industrial plots': 'Industrial plots',
    'Farm houses': 'Farm houses',
    'Farm land': 'Farm land',
    PGs: 'PGs',
    'New projects': 'New projects'
  }
};

export type InsightsWords = {
  [K in keyof typeof ENGLISH_INSIGHTS_WORDS]: (typeof ENGLISH_INSIGHTS_WORDS)[K] extends string ? string : Record<string, string>;
} & {
  /** Month names ("Mar 2026", "मार्च 2026"): the page's language, in IST. */
  locale: string;
};

export const ENGLISH_INSIGHTS: InsightsWords = { ...ENGLISH_INSIGHTS_WORDS, locale: 'en' };

/** "19 listings", "19 लिस्टिंग". */
export function listingsIn(w: InsightsWords, n: number): string {
  if (w.locale === 'en') return countText(n, 'listing');
  return fill(n === 1 ? w.listingsOne : w.listingsOther, { count: formatCount(n) });
}

/** A label the server gives in English (a property kind, a supply row) in the page's language. */
export const labelIn = (table: Record<string, string>, key: string, english: string): string => table[key] ?? english;

/** "2026-03" as "Mar 2026", "मार्च 2026", "ಮಾರ್ಚ್ 2026": the month in the page's language, in IST. */
export function monthIn(w: InsightsWords, ym: string, month: 'short' | 'long' = 'long'): string {
  if (w.locale === 'en') return month === 'short' ? monthLabel(ym).slice(0, 3) : monthLabel(ym);
  return w.locale === 'hi' || w.locale === 'kn' ? monthTextIn(ym, w.locale, month === 'short') : monthLabel(ym);
}

/** A median with its unit, or "Not enough listings yet" in the page's language. */
export const figureIn = (w: InsightsWords, f: Figure, unit = ''): string => (f.median != null && f.count >= MIN_LISTINGS ? figureText(f, unit) : w.notEnough);
