import Link from 'next/link';
import { EMPTY_SEARCH, searchPath, type SearchGroup, type SearchState } from '@/lib/search-route';

/**
 * Buy / Rent / PG (SPEC §2: sale is labelled Buy; PG has its own page). The
 * same search with the type switched; the budget is dropped because a sale
 * budget means nothing as a rent and the other way round.
 */
/** `labels` and `navLabel`: the page's language (English by default). */
export function SearchTabs({ group, state, labels = { buy: 'Buy', rent: 'Rent', pg: 'PG' }, navLabel = 'Search type', link = (p) => p }: {
  group: SearchGroup; state: SearchState; labels?: { buy: string; rent: string; pg: string }; navLabel?: string;
  /** A path in the page's language (localeLinks().href). */
  link?: (path: string) => string;
}) {
  const listingGroup = group === 'pg' ? 'residential' : group;
  const base = group === 'pg' ? { ...EMPTY_SEARCH, location: state.location } : { ...state, budget: null };
  const tabs = [
    { key: 'buy', label: labels.buy, href: searchPath(listingGroup, { ...base, type: 'sale' }), current: group !== 'pg' && state.type !== 'rent' },
    { key: 'rent', label: labels.rent, href: searchPath(listingGroup, { ...base, type: 'rent' }), current: group !== 'pg' && state.type === 'rent' },
    { key: 'pg', label: labels.pg, href: searchPath('pg', { ...EMPTY_SEARCH, type: 'pg', location: state.location }), current: group === 'pg' },
  ];
  return (
    <nav aria-label={navLabel} className="search-tabs">
      <ul className="nav nav-pills">
        {tabs.map((t) => (
          <li className="nav-item" key={t.key}>
            <Link href={link(t.href)} prefetch={false} className={`nav-link${t.current ? ' active' : ''}`} aria-current={t.current ? 'page' : undefined}>
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
