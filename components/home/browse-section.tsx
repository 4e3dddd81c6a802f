import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localeLinks } from '@/server/platform/i18n/locale';
import { placeName } from '@/lib/i18n/place-names';
import { homePaths } from '@/server/catalog/seo/place-index';

/** Ways into the pages the rows above do not cover: PG rooms, commercial space, farm land (their readable pages). */
export async function BrowseSection({ city }: { city: string }) {
  const [t, { locale, href }] = await Promise.all([getTranslations('home.browse'), localeLinks()]);
  const to = homePaths(city);
  const links = [
    { label: t('pg'), note: t('pgNote'), href: to.pg },
    { label: t('commercialSale'), note: t('commercialSaleNote'), href: to.commercial },
    { label: t('commercialRent'), note: t('commercialRentNote'), href: to.commercial_rent },
    { label: t('farmSale'), note: t('farmSaleNote'), href: to.agriculture },
    { label: t('farmRent'), note: t('farmRentNote'), href: to.agriculture_rent },
  ];
  return (
    <section className="home-section" aria-labelledby="home-browse-heading" data-testid="home-browse">
      <h2 id="home-browse-heading" className="home-section__title mb-3">{t('heading', { city: placeName(city, locale) })}</h2>
      <ul className="browse-grid">
        {links.map((l) => (
          <li key={l.label}>
            <Link href={href(l.href)} prefetch={false} className="browse-link">
              <span className="browse-link__label">{l.label}</span>
              <span className="browse-link__note">{l.note}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
