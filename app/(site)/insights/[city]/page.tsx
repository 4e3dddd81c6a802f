import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cityBySlug } from '@/server/catalog/insights/places';
import { cityLocalities } from '@/server/catalog/insights/city';
import { requestOrigin } from '@/server/platform/http/request-origin';
import { pageMetadata } from '@/server/catalog/seo/metadata';
import { CityInsightsView } from '@/components/insights/city-insights';
import { cityInsightsPath } from '@/lib/insights/slug';

// A city's localities ranked by median price and by supply.
type Props = { params: Promise<{ city: string }> };

async function cityOf(params: Props['params']) {
  const city = cityBySlug((await params).city);
  if (!city) notFound();
  return city;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const city = await cityOf(params);
  const title = `${city} property prices by locality`;
  const description = `${city} localities ranked by median sale price per sq ft and by live listings, with the number of listings behind every figure.`;
  // No locality with enough listings yet: a thin page, kept out of the index (and the sitemap).
  const index = (await cityLocalities(city)).length > 0;
  return { title, description, robots: { index, follow: true },
    ...(await pageMetadata({ path: cityInsightsPath(city), title, description, canonical: index })) };
}

export default async function CityInsightsPage({ params }: Props) {
  const city = await cityOf(params);
  const [localities, origin] = await Promise.all([cityLocalities(city), requestOrigin()]);
  return <CityInsightsView city={city} localities={localities} origin={origin} />;
}
