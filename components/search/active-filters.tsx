import Link from 'next/link';
import { activeFilters } from '@/lib/active-filters';
import type { SearchGroup, SearchState } from '@/lib/search-route';

/**
 * The search's active filters as removable chips above the results,
 * as 99acres and MagicBricks show them: each removes one filter; "Clear all"
 * keeps the deal and the city. Server-rendered links, no client code.
 */
export function ActiveFilters({ group, state, city, resetHref }: { group: SearchGroup; state: SearchState; city: string; resetHref: string }) {
  const chips = activeFilters(group, state, city);
  if (!chips.length) return null;
  return (
    <nav className="active-filters" aria-label="Active filters">
      <ul>
        {chips.map((c) => (
          <li key={c.key}>
            <Link href={c.href} prefetch={false} className="active-filter" aria-label={`Remove filter: ${c.label}`}>
              <span>{c.label}</span><span aria-hidden="true" className="active-filter__x">×</span>
            </Link>
          </li>
        ))}
        {chips.length > 1 && (
          <li><Link href={resetHref} prefetch={false} className="active-filters__clear">Clear all</Link></li>
        )}
      </ul>
    </nav>
  );
}
