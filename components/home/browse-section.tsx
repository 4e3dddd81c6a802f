import Link from 'next/link';

type Group = 'residential' | 'commercial' | 'agriculture';

// Same route id as lib/search-links.ts, for any group (SPEC §2 search routes).
function groupHref(group: Group, city: string, type: 'sale' | 'rent'): string {
  const location = encodeURIComponent(JSON.stringify([{ label: city, value: { city, locality: '' } }]));
  return `/search/${group}/type=${type}&location=${location}`;
}

/** Ways into the searches the rows above do not cover: PG rooms, commercial space, farm land. */
export function BrowseSection({ city }: { city: string }) {
  const links = [
    { label: 'PG rooms', note: 'Boys, girls and co-living', href: '/search/pg/type=pg' },
    { label: 'Commercial for sale', note: 'Offices, shops, showrooms, warehouses', href: groupHref('commercial', city, 'sale') },
    { label: 'Commercial for rent', note: 'Offices, shops, industrial sheds', href: groupHref('commercial', city, 'rent') },
    { label: 'Farm land for sale', note: 'Agriculture land and farm houses', href: groupHref('agriculture', city, 'sale') },
    { label: 'Farm land for rent', note: 'Lease land and farm houses', href: groupHref('agriculture', city, 'rent') },
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
