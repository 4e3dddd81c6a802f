import type { Metadata } from 'next';
import { currentCity } from '@/server/users/viewer';
import { pageMetadata } from '@/server/seo/metadata';
import { requestOrigin } from '@/server/http/request-origin';
import { organizationAndSite, scriptJson } from '@/lib/json-ld';
import { cityOverview } from '@/server/home/overview';
import { homeSections } from '@/server/search';
import { HomeHero } from '@/components/home/home-hero';
import { CityStats } from '@/components/home/city-stats';
import { HomeSections } from '@/components/home/home-sections';
import { HeaderSearch } from '@/components/home/header-search';

export async function generateMetadata(): Promise<Metadata> {
  const city = await currentCity();
  const title = `Property in ${city}: flats, houses, plots and PGs for sale and rent`;
  const description = `Search verified flats, independent houses, villas, plots, commercial space, farm land and PG rooms in ${city}.`;
  return { title, description, ...(await pageMetadata({ path: '/', title, description })) };
}

export default async function HomePage() {
  const city = await currentCity();
  const [overview, home, origin] = await Promise.all([cityOverview(city), homeSections(city), requestOrigin()]);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(organizationAndSite(origin)) }} />
      <HomeHero city={overview.city} />
      {/* Header search slot: the card straddles the hero's lower edge (styles/home.css). */}
      <div className="page-width hero-search-slot">
        <HeaderSearch city={overview.city} />
      </div>
      <CityStats overview={overview} />
      <HomeSections city={home.city} sections={home.sections} />
    </>
  );
}
