import type { Metadata } from 'next';
import { LandingIndex, landingIndexMetadata } from '@/components/landing/landing-index';

// SPEC §2 /pg: the pg landing pages, as a list of links.
export function generateMetadata(): Promise<Metadata> {
  return landingIndexMetadata('pg');
}

export default function PgLandingIndexPage() {
  return <LandingIndex group="pg" />;
}
