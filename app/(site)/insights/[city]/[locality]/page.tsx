import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findLocality } from '@/server/catalog/insights/places';
import { localityInsights } from '@/server/catalog/insights/locality';
import { requestOrigin } from '@/server/platform/http/request-origin';
import { pageMetadata } from '@/server/catalog/seo/metadata';
import { localityDealPaths } from '@/server/catalog/seo/place-index';
import { LocalityInsightsView } from '@/components/insights/locality-insights';
import { insightsDescription, insightsThin, insightsTitle } from '@/lib/insights/page-text';
import { localityInsightsHref } from '@/lib/insights/slug';
import { formatPrice } from '@/lib/format/price';
import { localeLinks, pageLocale } from '@/server/platform/i18n/locale';
import { insightsWords } from '@/server/platform/i18n/insights-words';
import { translatorFor } from '@/server/platform/i18n/translator';

// A locality's prices and trends. Unknown or thin localities are the 404 page.
type Props = { params: Promise<{ city: string; locality: string }> };

async function load(params: Props['params']) {
  const { city, locality } = await params;
  const place = await findLocality(city, locality);
  if (!place) notFound();
  return localityInsights(place);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [x, locale] = await Promise.all([load(params), pageLocale()]);
  const w = insightsWords(locale);
  const title = insightsTitle(x, w);
  const description = insightsDescription(x, w);
  // Too little data for one median: a thin page, kept out of the index.
  const index = !insightsThin(x);
  return { title, description, ...(index ? {} : { robots: { index: false, follow: true } }),
    ...(await pageMetadata({ path: localityInsightsHref(x.place.city, x.place.locality), title, description, canonical: index, locale })) };
}

export default async function LocalityInsightsPage({ params }: Props) {
  const [x, origin, { locale, href }] = await Promise.all([load(params), requestOrigin(), localeLinks()]);
  const listings = await localityDealPaths(x.place.city, x.place.locality);
  if (locale === 'en') return <LocalityInsightsView x={x} origin={origin} listings={listings} />;
  // Sharing names are the filters' own words for the same choice.
  const t = translatorFor(locale) as unknown as (key: string) => string;
  return <LocalityInsightsView x={x} origin={origin} listings={listings} w={insightsWords(locale)} link={href}
    roomLabel={(v) => t(`filters.options.roomType.${v}`)} price={(n) => formatPrice(n, locale)} />;
}
