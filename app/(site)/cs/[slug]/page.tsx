import type { Metadata } from 'next';
import { LandingPage, landingMetadata, landingParams } from '@/components/landing/landing-page';

// A commercial landing page (landing-data/): known slugs only, rendered per request.
type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export function generateStaticParams() {
  return landingParams('commercial');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return landingMetadata('commercial', (await params).slug);
}

export default async function CommercialLandingPage({ params }: Props) {
  return <LandingPage group="commercial" slug={(await params).slug} />;
}
