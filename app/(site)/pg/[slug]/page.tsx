import type { Metadata } from 'next';
import { LandingPage, landingMetadata, landingParams } from '@/components/landing/landing-page';

// A pg landing page (landing-data/): known slugs only, rendered per request.
type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export function generateStaticParams() {
  return landingParams('pg');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return landingMetadata('pg', (await params).slug);
}

export default async function PgLandingPage({ params }: Props) {
  return <LandingPage group="pg" slug={(await params).slug} />;
}
