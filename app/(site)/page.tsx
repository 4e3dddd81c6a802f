import type { Metadata } from 'next';
import { currentCity } from '@/server/users/viewer';
import { cityOverview } from '@/server/home/overview';
import { HomeHero } from '@/components/home/home-hero';
import { CityStats } from '@/components/home/city-stats';

export async function generateMetadata(): Promise<Metadata> {
  const city = await currentCity();
  return {
    title: `Property in ${city}: flats, houses, plots and PGs for sale and rent`,
    description: `Search verified flats, independent houses, villas, plots, commercial space, farm land and PG rooms in ${city}.`,
  };
}

export default async function HomePage() {
  const overview = await cityOverview(await currentCity());
  return (
    <>
      <HomeHero city={overview.city} />
      <CityStats overview={overview} />
    </>
  );
}
