// The locality insights page's title, description and JSON-LD: its metadata
// (app/) and its view (components/insights) say the same. Pure, from the
// page's figures (server/catalog/insights/locality.ts LocalityInsights fits this shape).
import { breadcrumbList } from '@/lib/json-ld';
import { inr } from '@/lib/format/money';
import { listingsCount, type Figure } from './format';
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

export function insightsTitle(x: InsightsPageFigures): string {
  return `${x.place.locality}, ${x.place.city}: property prices and trends`;
}

export function insightsDescription(x: InsightsPageFigures): string {
  const homes = x.sale.find((s) => s.kind === 'homes');
  const price = homes?.median != null ? ` Median sale price ${inr(homes.median)} per sq ft (${listingsCount(homes.count)}).` : '';
  return `${x.place.locality}, ${x.place.city} from ${listingsCount(x.place.live)} on GharBazaar:${price} Rents by BHK, 12-month trend, supply, PG rents and nearby localities.`;
}

/** Breadcrumbs and a schema.org Dataset naming what the page measures. */
export function insightsJsonLd(x: InsightsPageFigures, origin: string): object[] {
  const url = `${origin}${localityInsightsHref(x.place.city, x.place.locality)}`;
  return [
    breadcrumbList([
      { name: 'India', url: `${origin}/` },
      { name: `${x.place.city} insights`, url: `${origin}${cityInsightsPath(x.place.city)}` },
      { name: x.place.locality, url },
    ]),
    {
      '@context': 'https://schema.org', '@type': 'Dataset', name: insightsTitle(x), description: insightsDescription(x), url,
      creator: { '@type': 'Organization', name: 'GharBazaar', url: `${origin}/` }, isAccessibleForFree: true,
      spatialCoverage: { '@type': 'Place', name: `${x.place.locality}, ${x.place.city}`, address: { '@type': 'PostalAddress', addressLocality: x.place.city, addressCountry: 'IN' } },
      temporalCoverage: `${x.trend[0].month}/${x.trend[x.trend.length - 1].month}`,
      variableMeasured: ['Median sale price per sq ft', 'Median monthly rent by BHK', 'Live listings by property type'],
    },
  ];
}
