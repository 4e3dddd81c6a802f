import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cityBySlug } from '@/server/catalog/insights/places';
import { cityLocalities } from '@/server/catalog/insights/city';
import { requestOrigin } from '@/server/platform/http/request-origin';
import { pageMetadata } from '@/server/catalog/seo/metadata';
import { CityInsightsView } from '@/components/insights/city-insights';
import { cityInsightsPath } from '@/lib/insights/slug';
import { fill } from '@/lib/i18n/fill';
import { placeName } from '@/lib/i18n/place-names';
import { localeLinks } from '@/server/platform/i18n/locale';
import { insightsWords } from '@/server/platform/i18n/insights-words';

// A city's localities ranked by median price and by supply.
type Props = { params: Promise<{ city: string }> };

async function cityOf(params: Props['params']) {
  const city = cityBySlug((await params).city);
  if (!city) notFound();
  return city;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [city, { locale }] = await Promise.all([cityOf(params), localeLinks()]);
  const w = insightsWords(locale);
  const title = fill(w.cityTitle, { city: placeName(city, locale) });
  const description = fill(w.cityDescription, { city: placeName(city, locale) });
  // No locality with enough listings yet: a thin page, kept out of the index (and the sitemap).
  const index = (await cityLocalities(city)).length > 0;
  return { title, description, robots: { index, follow: true },
    ...(await pageMetadata({ path: cityInsightsPath(city), title, description, canonical: index, locale })) };
}

export default async function CityInsightsPage({ params }: Props) {
  const city = await cityOf(params);
  const [localities, origin, { locale, href }] = await Promise.all([cityLocalities(city), requestOrigin(), localeLinks()]);
  return <CityInsightsView city={city} localities={localities} origin={origin} w={insightsWords(locale)} link={href} />;
}
