import type { Metadata } from 'next';
import { AllCitiesView } from '@/components/seo/place-index-view';
import { allCities, allCitiesMetadata } from '@/server/catalog/seo/place-index-page';

// /in: every product city with readable place pages (server/catalog/seo/place-index-page.ts).
export async function generateMetadata(): Promise<Metadata> {
  return allCitiesMetadata();
}

export default async function AllCitiesPage() {
  const x = await allCities();
  return <AllCitiesView cities={x.cities} crumbs={x.crumbs} />;
}
