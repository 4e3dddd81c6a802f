import Link from 'next/link';
import type { CityOverview } from '@/server/catalog/home/overview';
import { getTranslations } from 'next-intl/server';
import { formatCount } from '@/lib/format';
import { homePaths, localityPath } from '@/server/catalog/seo/place-index';
import { localeLinks } from '@/server/platform/i18n/locale';
import { placeName } from '@/lib/i18n/place-names';

/** Live counts for the city, each a way into its place pages; a popular locality links its biggest page. */
export async function CityStats({ overview }: { overview: CityOverview }) {
  const { city, counts, topLocalities } = overview;
  const [t, { locale, href }] = await Promise.all([getTranslations('home'), localeLinks()]);
  const name = placeName(city, locale);
  const to = homePaths(city);
  const cards = [
    { label: t('stats.sale'), n: counts.sale, href: to.residential_sale },
    { label: t('stats.rent'), n: counts.rent, href: to.residential_rent },
    { label: t('stats.pg'), n: counts.pg, href: to.pg },
    { label: t('stats.projects'), n: counts.projects, href: to.projects },
    { label: t('stats.commercial'), n: counts.commercial, href: to.commercial },
    { label: t('stats.agriculture'), n: counts.agriculture, href: to.agriculture },
  ];
  const localityHrefs = await Promise.all(topLocalities.map((l) => localityPath(city, l.name)));
  return (
    <section className="page-width py-4" aria-labelledby="city-stats-heading">
      <h2 id="city-stats-heading" className="h4 mb-3">{t('explore', { city: name })}</h2>
      <div className="row g-3">
        {cards.map((c) => (
          <div key={c.label} className="col-6 col-md-4 col-xl-2">
            <Link href={href(c.href)} prefetch={false} className="stat-card d-block text-decoration-none">
              <span className="d-block h3 mb-0 text-brand">{formatCount(c.n)}</span>
              <span className="text-body">{c.label}</span>
            </Link>
          </div>
        ))}
      </div>
      {topLocalities.length > 0 && (
        <>
          <h2 id="popular-localities-heading" className="h5 mt-4 mb-2">{t('popularLocalities', { city: name })}</h2>
          <ul className="list-inline" aria-labelledby="popular-localities-heading">
            {topLocalities.map((l, i) => {
              const badge = <span className="badge rounded-pill text-bg-light border fw-normal px-3 py-2">{l.name} · {formatCount(l.listings)}</span>;
              const path = localityHrefs[i];
              return <li key={l.name} className="list-inline-item mb-2">{path ? <Link href={href(path)} prefetch={false}>{badge}</Link> : badge}</li>;
            })}
          </ul>
        </>
      )}
    </section>
  );
}
