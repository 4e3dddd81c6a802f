import Link from 'next/link';
import { EMPTY_SEARCH, searchPath, type SearchGroup, type SearchState } from '@/lib/search-route';

/**
 * Buy / Rent / PG (SPEC §2: sale is labelled Buy; PG has its own page). The
 * same search with the type switched; the budget is dropped because a sale
 * budget means nothing as a rent and the other way round.
 */
export function SearchTabs({ group, state }: { group: SearchGroup; state: SearchState }) {
  const listingGroup = group === 'pg' ? 'residential' : group;
  const base = group === 'pg' ? { ...EMPTY_SEARCH, location: state.location } : { ...state, budget: null };
  const tabs = [
    { label: 'Buy', href: searchPath(listingGroup, { ...base, type: 'sale' }), current: group !== 'pg' && state.type !== 'rent' },
    { label: 'Rent', href: searchPath(listingGroup, { ...base, type: 'rent' }), current: group !== 'pg' && state.type === 'rent' },
    { label: 'PG', href: searchPath('pg', { ...EMPTY_SEARCH, type: 'pg', location: state.location }), current: group === 'pg' },
  ];
  return (
    <nav aria-label="Search type" className="search-tabs">
      <ul className="nav nav-pills">
        {tabs.map((t) => (
          <li className="nav-item" key={t.label}>
            <Link href={t.href} prefetch={false} className={`nav-link${t.current ? ' active' : ''}`} aria-current={t.current ? 'page' : undefined}>
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
