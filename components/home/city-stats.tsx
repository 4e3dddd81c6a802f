import Link from 'next/link';
import type { CityOverview } from '@/server/home/overview';
import { formatCount } from '@/lib/format';
import { citySearchHref } from '@/lib/search-links';

/** Live counts for the city, each a way into search. */
export function CityStats({ overview }: { overview: CityOverview }) {
  const { city, counts, topLocalities } = overview;
  const cards = [
    { label: 'Homes for sale', n: counts.sale, href: citySearchHref(city, 'sale') },
    { label: 'Homes for rent', n: counts.rent, href: citySearchHref(city, 'rent') },
    { label: 'PG rooms', n: counts.pg, href: '/search/pg/type=pg' },
    { label: 'New projects', n: counts.projects, href: citySearchHref(city, 'sale') },
    { label: 'Commercial spaces', n: counts.commercial, href: citySearchHref(city, 'sale').replace('/residential/', '/commercial/') },
    { label: 'Farm land & farm houses', n: counts.agriculture, href: citySearchHref(city, 'sale').replace('/residential/', '/agriculture/') },
  ];
  return (
    <section className="page-width py-4" aria-labelledby="city-stats-heading">
      <h2 id="city-stats-heading" className="h4 mb-3">Explore {city}</h2>
      <div className="row g-3">
        {cards.map((c) => (
          <div key={c.label} className="col-6 col-md-4 col-xl-2">
            <Link href={c.href} prefetch={false} className="stat-card d-block text-decoration-none">
              <span className="d-block h3 mb-0 text-brand">{formatCount(c.n)}</span>
              <span className="text-body">{c.label}</span>
            </Link>
          </div>
        ))}
      </div>
      {topLocalities.length > 0 && (
        <>
          <h2 id="popular-localities-heading" className="h5 mt-4 mb-2">Popular localities in {city}</h2>
          <ul className="list-inline" aria-labelledby="popular-localities-heading">
            {topLocalities.map((l) => (
              <li key={l.name} className="list-inline-item mb-2">
                <span className="badge rounded-pill text-bg-light border fw-normal px-3 py-2">{l.name} · {formatCount(l.listings)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
