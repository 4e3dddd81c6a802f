import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localeLinks } from '@/server/i18n/locale';
import { placeName } from '@/lib/i18n/place-names';

type Group = 'residential' | 'commercial' | 'agriculture';

// Same route id as lib/search-links.ts, for any group (SPEC §2 search routes).
function groupHref(group: Group, city: string, type: 'sale' | 'rent'): string {
  const location = encodeURIComponent(JSON.stringify([{ label: city, value: { city, locality: '' } }]));
  return `/search/${group}/type=${type}&location=${location}`;
}

/** Ways into the searches the rows above do not cover: PG rooms, commercial space, farm land. */
export async function BrowseSection({ city }: { city: string }) {
  const [t, { locale, href }] = await Promise.all([getTranslations('home.browse'), localeLinks()]);
  const links = [
    { label: t('pg'), note: t('pgNote'), href: '/search/pg/type=pg' },
    { label: t('commercialSale'), note: t('commercialSaleNote'), href: groupHref('commercial', city, 'sale') },
    { label: t('commercialRent'), note: t('commercialRentNote'), href: groupHref('commercial', city, 'rent') },
    { label: t('farmSale'), note: t('farmSaleNote'), href: groupHref('agriculture', city, 'sale') },
    { label: t('farmRent'), note: t('farmRentNote'), href: groupHref('agriculture', city, 'rent') },
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
