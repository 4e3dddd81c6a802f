import { formatCount } from '@/lib/format/counts';
import { fill } from '@/lib/i18n/fill';
import { ENGLISH_FILTER_WORDS, type FilterWords } from '@/lib/search/filters/words';

// Plain links to a readable page's pages (/in/.../page-2): crawlers follow them and
// people can open a page directly; "Load more" above fetches the same pages in place.

const MAX_LINKS = 9;


/** The pages to name around the current one: the first, the last and a window around it. */
function pageNumbers(page: number, pages: number): number[] {
  const half = Math.floor((MAX_LINKS - 2) / 2);
  const from = Math.max(2, Math.min(page - half, pages - MAX_LINKS + 2));
  const to = Math.min(pages - 1, from + MAX_LINKS - 3);
  const middle = Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  return [1, ...middle, ...(pages > 1 ? [pages] : [])];
}

/** `first`: page 1's own URL (a SPEC landing page when one shows it), `base` the readable path the pages extend. */
export function PageNav({ base, first, page, pages, words: w = ENGLISH_FILTER_WORDS }: { base: string; first: string; page: number; pages: number; words?: FilterWords }) {
  if (pages <= 1) return null;
  const hrefOf = (b: string, n: number) => (n > 1 ? `${b}/page-${n}` : first);
  const numbers = pageNumbers(page, pages);
  return (
    <nav className="page-nav" aria-label={w.ui.pages}>
      <ul className="page-nav__list">
        {page > 1 && <li><a href={hrefOf(base, page - 1)} rel="prev">{w.ui.previous}</a></li>}
        {numbers.map((n, i) => (
          <li key={n}>
            {i > 0 && n - numbers[i - 1] > 1 && <span className="page-nav__gap" aria-hidden="true">…</span>}
            {n === page
              ? <span aria-current="page">{formatCount(n)}</span>
              : <a href={hrefOf(base, n)} aria-label={fill(w.template.page, { n })}>{formatCount(n)}</a>}
          </li>
        ))}
        {page < pages && <li><a href={hrefOf(base, page + 1)} rel="next">{w.ui.next}</a></li>}
      </ul>
    </nav>
  );
}
