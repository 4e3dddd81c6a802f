import type { Metadata } from 'next';
import { LandingPage, landingMetadata, landingParams } from '@/components/landing/landing-page';

// A agriculture landing page (landing-data/): known slugs only, rendered per request.
type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export function generateStaticParams() {
  return landingParams('agriculture');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return landingMetadata('agriculture', (await params).slug);
}

export default async function AgricultureLandingPage({ params }: Props) {
  return <LandingPage group="agriculture" slug={(await params).slug} />;
}
