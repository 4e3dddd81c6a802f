import '@/styles/home.css';
import { getTranslations } from 'next-intl/server';
import type { HomeSection } from '@/lib/contract';
import { localeLinks } from '@/server/platform/i18n/locale';
import { placeName } from '@/lib/i18n/place-names';
import { cardWords } from '@/components/listing/card-words';
import { BrowseSection } from './browse-section';
import { ListingSection } from './listing-section';
import { homePaths } from '@/server/catalog/seo/place-index';

const SECTION_KEYS = {
  residential_sale: 'home.sections.residential_sale',
  residential_rent: 'home.sections.residential_rent',
  pg: 'home.sections.pg',
  projects: 'home.sections.projects',
  commercial: 'home.sections.commercial',
} as const;

/** The city's listing rows (empty ones left out), then links into the other searches. */
export async function HomeSections({ city, sections }: { city: string; sections: HomeSection[] }) {
  const filled = sections.filter((s) => s.items.length > 0);
  const [t, { locale, href }] = await Promise.all([getTranslations(), localeLinks()]);
  const name = placeName(city, locale);
  // The API's titles are English; a section the catalogue knows is titled in the page's language.
  const title = (s: HomeSection) => (s.key in SECTION_KEYS ? t(SECTION_KEYS[s.key as keyof typeof SECTION_KEYS], { city: name }) : s.title);
  const words = cardWords(t, locale);
  // "View all" leads to the section's readable page; the API's search_path stays the app's.
  const to: Record<string, string> = homePaths(city);
  return (
    <div className="page-width home-sections">
      {filled.map((s) => (
        <ListingSection key={s.key} section={{ ...s, title: title(s), search_path: href(to[s.key] ?? s.search_path) }} viewAll={t('home.viewAll')} words={words} />
      ))}
      {filled.length === 0 && (
        <p className="text-muted py-3">{t('home.empty', { city: name })}</p>
      )}
      <BrowseSection city={city} />
    </div>
  );
}
