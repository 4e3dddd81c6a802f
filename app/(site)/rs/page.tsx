import type { Metadata } from 'next';
import { LandingIndex, landingIndexMetadata } from '@/components/landing/landing-index';

// SPEC §2 /rs: the residential landing pages, as a list of links.
export function generateMetadata(): Promise<Metadata> {
  return landingIndexMetadata('residential');
}

export default function ResidentialLandingIndexPage() {
  return <LandingIndex group="residential" />;
}
