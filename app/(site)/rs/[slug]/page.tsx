import type { Metadata } from 'next';
import { LandingPage, landingMetadata, landingParams } from '@/components/landing/landing-page';

// A residential landing page (landing-data/): known slugs only, rendered per request.
type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export function generateStaticParams() {
  return landingParams('residential');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return landingMetadata('residential', (await params).slug);
}

export default async function ResidentialLandingPage({ params }: Props) {
  return <LandingPage group="residential" slug={(await params).slug} />;
}
