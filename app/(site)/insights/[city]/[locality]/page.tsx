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

// A locality's prices and trends. Unknown or thin localities are the 404 page.
type Props = { params: Promise<{ city: string; locality: string }> };

async function load(params: Props['params']) {
  const { city, locality } = await params;
  const place = await findLocality(city, locality);
  if (!place) notFound();
  return localityInsights(place);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const x = await load(params);
  const title = insightsTitle(x);
  const description = insightsDescription(x);
  // Too little data for one median: a thin page, kept out of the index.
  const index = !insightsThin(x);
  return { title, description, ...(index ? {} : { robots: { index: false, follow: true } }),
    ...(await pageMetadata({ path: localityInsightsHref(x.place.city, x.place.locality), title, description, canonical: index })) };
}

export default async function LocalityInsightsPage({ params }: Props) {
  const [x, origin] = await Promise.all([load(params), requestOrigin()]);
  const listings = await localityDealPaths(x.place.city, x.place.locality);
  return <LocalityInsightsView x={x} origin={origin} listings={listings} />;
}
