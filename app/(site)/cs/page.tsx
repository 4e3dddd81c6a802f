import type { Metadata } from 'next';
import { LandingIndex, landingIndexMetadata } from '@/components/landing/landing-index';

// SPEC §2 /cs: the commercial landing pages, as a list of links.
export function generateMetadata(): Promise<Metadata> {
  return landingIndexMetadata('commercial');
}

export default function CommercialLandingIndexPage() {
  return <LandingIndex group="commercial" />;
}
