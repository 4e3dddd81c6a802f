import Link from 'next/link';
import type { CityOverview } from '@/server/home/overview';
import { getTranslations } from 'next-intl/server';
import { citySearchHref } from '@/lib/search-links';
import { localeLinks } from '@/server/i18n/locale';
import { placeName } from '@/lib/i18n/place-names';

const fmt = new Intl.NumberFormat('en-IN');

/** Live counts for the city, each a way into search. */
export async function CityStats({ overview }: { overview: CityOverview }) {
  const { city, counts, topLocalities } = overview;
  const [t, { locale, href }] = await Promise.all([getTranslations('home'), localeLinks()]);
  const name = placeName(city, locale);
  const cards = [
    { label: t('stats.sale'), n: counts.sale, href: citySearchHref(city, 'sale') },
    { label: t('stats.rent'), n: counts.rent, href: citySearchHref(city, 'rent') },
    { label: t('stats.pg'), n: counts.pg, href: '/search/pg/type=pg' },
    { label: t('stats.projects'), n: counts.projects, href: citySearchHref(city, 'sale') },
    { label: t('stats.commercial'), n: counts.commercial, href: citySearchHref(city, 'sale').replace('/residential/', '/commercial/') },
    { label: t('stats.agriculture'), n: counts.agriculture, href: citySearchHref(city, 'sale').replace('/residential/', '/agriculture/') },
  ];
  return (
    <section className="page-width py-4" aria-labelledby="city-stats-heading">
      <h2 id="city-stats-heading" className="h4 mb-3">{t('explore', { city: name })}</h2>
      <div className="row g-3">
        {cards.map((c) => (
          <div key={c.label} className="col-6 col-md-4 col-xl-2">
            <Link href={href(c.href)} prefetch={false} className="stat-card d-block text-decoration-none">
              <span className="d-block h3 mb-0 text-brand">{fmt.format(c.n)}</span>
              <span className="text-body">{c.label}</span>
            </Link>
          </div>
        ))}
      </div>
      {topLocalities.length > 0 && (
        <>
          <h2 id="popular-localities-heading" className="h5 mt-4 mb-2">{t('popularLocalities', { city: name })}</h2>
          <ul className="list-inline" aria-labelledby="popular-localities-heading">
            {topLocalities.map((l) => (
              <li key={l.name} className="list-inline-item mb-2">
                <span className="badge rounded-pill text-bg-light border fw-normal px-3 py-2">{l.name} · {fmt.format(l.listings)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
