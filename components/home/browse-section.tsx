import Link from 'next/link';
import { homePaths } from '@/server/seo/place-index';

/** Ways into the pages the rows above do not cover: PG rooms, commercial space, farm land (their readable pages). */
export function BrowseSection({ city }: { city: string }) {
  const to = homePaths(city);
  const links = [
    { label: 'PG rooms', note: 'Boys, girls and co-living', href: to.pg },
    { label: 'Commercial for sale', note: 'Offices, shops, showrooms, warehouses', href: to.commercial },
    { label: 'Commercial for rent', note: 'Offices, shops, industrial sheds', href: to.commercial_rent },
    { label: 'Farm land for sale', note: 'Agriculture land and farm houses', href: to.agriculture },
    { label: 'Farm land for rent', note: 'Lease land and farm houses', href: to.agriculture_rent },
  ];
  return (
    <section className="home-section" aria-labelledby="home-browse-heading" data-testid="home-browse">
      <h2 id="home-browse-heading" className="home-section__title mb-3">More to explore in {city}</h2>
      <ul className="browse-grid">
        {links.map((l) => (
          <li key={l.label}>
            <Link href={l.href} prefetch={false} className="browse-link">
              <span className="browse-link__label">{l.label}</span>
              <span className="browse-link__note">{l.note}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
