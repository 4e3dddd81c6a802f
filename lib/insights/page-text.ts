// The locality insights page's title, description and JSON-LD: its metadata
// (app/) and its view (components/insights) say the same. Pure, from the
// page's figures (server/catalog/insights/locality.ts LocalityInsights fits this shape).
import { breadcrumbList } from '@/lib/json-ld';
import { inr } from '@/lib/format/money';
import { type Figure } from './format';
import { fill } from '@/lib/i18n/fill';
import { placeName } from '@/lib/i18n/place-names';
import { isLocale } from '@/lib/i18n/locales';
import { SITE_NAME } from '@/lib/site';
import { ENGLISH_INSIGHTS, listingsIn, type InsightsWords } from './words';
import { cityInsightsPath, localityInsightsHref } from './slug';

export type InsightsPageFigures = {
  place: { city: string; locality: string; live: number };
  sale: (Figure & { kind: string })[];
  rentByBhk?: Figure[];
  trend: { month: string }[];
};

/**
 * Too little data: not one sale or rent median. The page then says so once, at the top,
 * instead of a table of "Not enough listings yet", and is kept out of search engines' index.
 */
export function insightsThin(x: InsightsPageFigures): boolean {
  return ![...x.sale, ...(x.rentByBhk ?? [])].some((f) => f.median != null);
}

/** The city's name in the words' language (Devanagari, Kannada script) where the name list has it. */
export const cityIn = (w: InsightsWords, city: string): string => (isLocale(w.locale) ? placeName(city, w.locale) : city);

export function insightsTitle(x: InsightsPageFigures, w: InsightsWords = ENGLISH_INSIGHTS): string {
  return fill(w.localityTitle, { locality: x.place.locality, city: cityIn(w, x.place.city) });
}

export function insightsDescription(x: InsightsPageFigures, w: InsightsWords = ENGLISH_INSIGHTS): string {
  const homes = x.sale.find((s) => s.kind === 'homes');
  const price = homes?.median != null ? fill(w.localityPrice, { median: inr(homes.median), counted: listingsIn(w, homes.count) }) : '';
  return fill(w.localityDescription, {
    locality: x.place.locality, city: cityIn(w, x.place.city), counted: listingsIn(w, x.place.live), site: SITE_NAME, price,
  });
}

/** Breadcrumbs and a schema.org Dataset naming what the page measures. */
export function insightsJsonLd(x: InsightsPageFigures, origin: string, w: InsightsWords = ENGLISH_INSIGHTS, link: (path: string) => string = (p) => p): object[] {
  const url = `${origin}${link(localityInsightsHref(x.place.city, x.place.locality))}`;
  const city = cityIn(w, x.place.city);
  return [
    breadcrumbList([
      { name: w.india, url: `${origin}${link('/')}` },
      { name: fill(w.cityCrumb, { city }), url: `${origin}${link(cityInsightsPath(x.place.city))}` },
      { name: x.place.locality, url },
    ]),
    {
      '@context': 'https://schema.org', '@type': 'Dataset', name: insightsTitle(x, w), description: insightsDescription(x, w), url,
      creator: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` }, isAccessibleForFree: true,
      spatialCoverage: { '@type': 'Place', name: `${x.place.locality}, ${city}`, address: { '@type': 'PostalAddress', addressLocality: x.place.city, addressCountry: 'IN' } },
      temporalCoverage: `${x.trend[0].month}/${x.trend[x.trend.length - 1].month}`,
      variableMeasured: [w.measured.sale, w.measured.rent, w.measured.supply],
    },
  ];
}
