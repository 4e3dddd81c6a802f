import type { Metadata } from 'next';
import { LandingIndex, landingIndexMetadata } from '@/components/landing/landing-index';

// SPEC §2 /as: the agriculture landing pages, as a list of links.
export function generateMetadata(): Promise<Metadata> {
  return landingIndexMetadata('agriculture');
}

export default function AgricultureLandingIndexPage() {
  return <LandingIndex group="agriculture" />;
}
