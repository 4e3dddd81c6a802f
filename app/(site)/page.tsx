import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { currentCity } from '@/server/accounts/users/viewer';
import { pageLocale } from '@/server/platform/i18n/locale';
import { placeName } from '@/lib/i18n/place-names';
import { searchFormWords } from '@/components/home/search-form-words';
import { pageMetadata } from '@/server/catalog/seo/metadata';
import { requestOrigin } from '@/server/platform/http/request-origin';
import { organizationAndSite, scriptJson } from '@/lib/json-ld';
import { cityOverview } from '@/server/catalog/home/overview';
import { homeSections } from '@/server/catalog/search';
import { HomeHero } from '@/components/home/home-hero';
import { CityStats } from '@/components/home/city-stats';
import { HomeSections } from '@/components/home/home-sections';
import { HeaderSearch } from '@/components/home/header-search';
import { filterWords } from '@/components/search/filter-words';

export async function generateMetadata(): Promise<Metadata> {
  const [city, t, locale] = await Promise.all([currentCity(), getTranslations('meta'), pageLocale()]);
  const name = placeName(city, locale);
  const title = t('homeTitle', { city: name });
  const description = t('homeDescription', { city: name });
  return { title, description, ...(await pageMetadata({ path: '/', title, description, locale })) };
}

export default async function HomePage() {
  const city = await currentCity();
  const [overview, home, origin, t, locale] = await Promise.all([cityOverview(city), homeSections(city), requestOrigin(), getTranslations(), pageLocale()]);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(organizationAndSite(origin)) }} />
      <HomeHero city={overview.city} />
      {/* Header search slot: the card straddles the hero's lower edge (styles/home.css). */}
      <div className="page-width hero-search-slot">
        <HeaderSearch city={overview.city} words={searchFormWords(t, locale === 'en' ? undefined : filterWords(t, locale))} />
      </div>
      <CityStats overview={overview} />
      <HomeSections city={home.city} sections={home.sections} />
    </>
  );
}
