// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { PageNav } from '@/components/search/page-nav';

// A readable page's plain page links: crawlable hrefs, page 1 at its own URL, no page-1 path.
const base = '/in/bengaluru/properties-for-sale';
const hrefs = () => within(screen.getByRole('navigation', { name: 'Result pages' })).getAllByRole('link').map((a) => a.getAttribute('href'));

describe('page links', () => {
  it('page 6 of 12 links previous, the first, a window, the last and next; page 1 is its own URL', () => {
    render(<PageNav base={base} first={base} page={6} pages={12} />);
    expect(hrefs()).toEqual([`${base}/page-5`, base, ...[3, 4, 5, 7, 8, 9].map((n) => `${base}/page-${n}`), `${base}/page-12`, `${base}/page-7`]);
    expect(screen.getByText('6')).toHaveAttribute('aria-current', 'page');
  });

  it('page 1 of a SPEC landing page links page 2 of its readable path; one page has no links', () => {
    const { unmount } = render(<PageNav base="/in/mysuru/pgs" first="/pg/pgs-in-mysore-rd" page={2} pages={2} />);
    expect(hrefs()).toEqual(['/pg/pgs-in-mysore-rd', '/pg/pgs-in-mysore-rd']);
    unmount();
    render(<PageNav base={base} first={base} page={1} pages={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
