import Link from 'next/link';
import { activeFilters } from '@/lib/active-filters';
import type { SearchGroup, SearchState } from '@/lib/search-route';
import { fill } from '@/lib/i18n/fill';
import { ENGLISH_FILTER_WORDS, type FilterWords } from '@/lib/search/filters/words';

/**
 * The search's active filters as removable chips above the results,
 * as 99acres and MagicBricks show them: each removes one filter; "Clear all"
 * keeps the deal and the city. Server-rendered links, no client code.
 */
/** `link`: a path in the page's language (localeLinks().href); `resetHref` is given in it already. */
export function ActiveFilters({ group, state, city, resetHref, words: w = ENGLISH_FILTER_WORDS, link = (p) => p }: {
  group: SearchGroup; state: SearchState; city: string; resetHref: string; words?: FilterWords; link?: (path: string) => string;
}) {
  const chips = activeFilters(group, state, city, w);
  if (!chips.length) return null;
  return (
    <nav className="active-filters" aria-label={w.ui.activeFilters}>
      <ul>
        {chips.map((c) => (
          <li key={c.key}>
            <Link href={link(c.href)} prefetch={false} className="active-filter" aria-label={fill(w.template.removeFilter, { label: c.label })}>
              <span>{c.label}</span><span aria-hidden="true" className="active-filter__x">×</span>
            </Link>
          </li>
        ))}
        {chips.length > 1 && (
          <li><Link href={resetHref} prefetch={false} className="active-filters__clear">{w.ui.clearAll}</Link></li>
        )}
      </ul>
    </nav>
  );
}
