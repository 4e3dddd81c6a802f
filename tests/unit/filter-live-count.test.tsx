// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http as mock, HttpResponse } from 'msw';
import { http as client } from '@/services/axios-client';
import { EMPTY_SEARCH, parseSearchId, searchPath, type SearchState } from '@/lib/search-route';
import { FilterSheet } from '@/components/search/filter-sheet';
import { FilterModal } from '@/components/search/filter-modal';
import { FilterPanel } from '@/components/search/filter-panel';
import { countLabel } from '@/components/search/live-count';
import { BASE, renderWithStore, router, searchCountHandler } from './filter-harness';

// Every filter form shows beside its Search button how many results its choices
// find ("214 homes"), re-counted as the choices change; and the desktop
// panel beside the results keeps the page's other filters when it searches.
vi.mock('next/navigation', async () => {
  const h = await import('./filter-harness');
  return { useRouter: () => h.router, usePathname: () => '/search/residential/type=sale' };
});

type Seen = { kind: string; body: Record<string, unknown> };
let seen: Seen[] = [];
/** Totals by the body: 2 BHK finds 37, PGs 5, anything else 214. */
const total = (body: Record<string, unknown>, kind: string) =>
  (kind === 'pg' ? 5 : JSON.stringify(body.bedrooms) === '["2"]' ? 37 : 214);

const server = setupServer();
beforeAll(() => { client.defaults.baseURL = BASE; server.listen({ onUnhandledRequest: 'error' }); });
afterEach(() => { server.resetHandlers(); vi.clearAllMocks(); seen = []; });
afterAll(() => server.close());
const answer = () => server.use(searchCountHandler(total, seen));

/** The form's Search button; its description is the live count. */
const searchButton = (q: ReturnType<typeof within>) => q.getByRole('button', { name: 'Search' });

const mysuru = (locality: string) => ({ label: locality, value: { city: 'Mysuru', locality } });

describe('live result count on the filter buttons', () => {
  it('words the count as a person would', () => {
    expect(countLabel('residential', { total: 214, capped: false })).toBe('214 homes');
    expect(countLabel('residential', { total: 1, capped: false })).toBe('1 home');
    expect(countLabel('pg', { total: 12, capped: false })).toBe('12 PGs');
    expect(countLabel('commercial', { total: 10_000, capped: true })).toBe('10,000+ properties');
    expect(countLabel('residential', { total: 123456, capped: false })).toBe('1,23,456 homes');
    expect(countLabel('residential', null)).toBe('');
  });

  it('the mobile sheet counts on opening and again, once, after a burst of choices', async () => {
    answer();
    renderWithStore(<FilterSheet show onHide={vi.fn()} state={EMPTY_SEARCH} city="Mysuru" />);
    const q = within(screen.getByRole('dialog', { name: 'Search properties' }));
    await waitFor(() => expect(searchButton(q)).toHaveAccessibleDescription('214 homes'));
    expect(q.getByText('214 homes')).toBeVisible();
    expect(seen).toHaveLength(1);
    // A one-card page: the count costs the total, not 20 cards.
    expect(seen[0]).toMatchObject({ kind: 'residential', body: { limit: 1, city: ['Mysuru'] } });
    // A burst of choices, as fast as a person clicks (synchronous events: no waiting between them).
    fireEvent.click(q.getByRole('radio', { name: 'Rent' }));
    fireEvent.click(q.getByRole('checkbox', { name: '3 BHK' }));
    fireEvent.click(q.getByRole('checkbox', { name: '3 BHK' }));
    fireEvent.click(q.getByRole('checkbox', { name: '2 BHK' }));
    await waitFor(() => expect(searchButton(q)).toHaveAccessibleDescription('37 homes'));
    // Four quick clicks, one call (debounced), and it asked for the final choices.
    expect(seen).toHaveLength(2);
    expect(seen[1].body).toMatchObject({ post_type: 'rent', bedrooms: ['2'] });
    fireEvent.click(q.getByRole('radio', { name: 'PGs' }));
    await waitFor(() => expect(searchButton(q)).toHaveAccessibleDescription('5 PGs'));
    expect(seen[2].kind).toBe('pg');
  });

  it('the filter modal starts from the page\'s own count without asking, then follows the choices', async () => {
    answer();
    const state: SearchState = { ...EMPTY_SEARCH, location: [mysuru('Gokulam')] };
    const known = { path: searchPath('residential', state), total: 120, capped: false };
    renderWithStore(<FilterModal show onHide={vi.fn()} state={state} city="Mysuru" known={known} />);
    const q = within(screen.getByRole('dialog', { name: 'Filters' }));
    expect(searchButton(q)).toHaveAccessibleDescription('120 homes');
    fireEvent.click(q.getByRole('checkbox', { name: '2 BHK' }));
    // While the new count is on its way the old number is not shown as if it held.
    expect(searchButton(q)).toHaveAttribute('aria-busy', 'true');
    expect(searchButton(q)).toHaveAccessibleDescription('');
    await waitFor(() => expect(searchButton(q)).toHaveAccessibleDescription('37 homes'));
    expect(seen).toHaveLength(1);
    expect(seen[0].body).toMatchObject({ location: { locality: ['Gokulam'] }, bedrooms: ['2'] });
  });

  it('a failed count leaves the button working, without a number', async () => {
    server.use(mock.post(`${BASE}/api/search/:kind`, () => HttpResponse.json({ status: 'fail', message: 'Something Went Wrong', data: null }, { status: 500 })));
    renderWithStore(<FilterSheet show onHide={vi.fn()} state={EMPTY_SEARCH} city="Mysuru" />);
    const q = within(screen.getByRole('dialog', { name: 'Search properties' }));
    await new Promise((r) => setTimeout(r, 500));
    const button = searchButton(q);
    expect(button).toHaveAccessibleDescription('');
    await userEvent.setup().click(button);
    expect(router.push).toHaveBeenCalledTimes(1);
  });
});

describe('desktop filter panel', () => {
  const state = parseSearchId('type=sale&location=' + encodeURIComponent(JSON.stringify([mysuru('Gokulam')]))
    + '&furnishingStatus=furnished&facing=east&postedBy=owner');
  const known = { path: searchPath('residential', state), total: 120, capped: false };
  const render = () => {
    renderWithStore(<FilterPanel state={state} city="Mysuru" known={known} />);
    return { q: within(screen.getByRole('form', { name: 'Filters' })), user: userEvent.setup() };
  };

  it('shows the search on screen with its count, asking nothing until a choice changes', async () => {
    answer();
    const { q } = render();
    expect(q.getByRole('heading', { name: 'Filters' })).toBeInTheDocument();
    expect(q.getByRole('radio', { name: 'Buy' })).toBeChecked();
    expect(within(q.getByRole('list', { name: 'Chosen locations' })).getByText('Gokulam')).toBeInTheDocument();
    expect(q.getByRole('button', { name: 'Owner' })).toHaveAttribute('aria-pressed', 'true');
    expect(searchButton(q)).toHaveAccessibleDescription('120 homes');
    await new Promise((r) => setTimeout(r, 500));
    expect(seen).toHaveLength(0);
  });

  it('searches its choices and keeps the filters it does not show (furnishing, facing)', async () => {
    answer();
    const { q, user } = render();
    await user.click(q.getByRole('checkbox', { name: '2 BHK' }));
    await user.click(q.getByRole('button', { name: 'Agent' }));
    await waitFor(() => expect(searchButton(q)).toHaveAccessibleDescription('37 homes'));
    await user.click(searchButton(q));
    const path = String(router.push.mock.calls[0][0]);
    expect(path).toMatch(/^\/search\/residential\//);
    expect(parseSearchId(path.split('/')[3])).toMatchObject({
      type: 'sale', bedrooms: ['2'], postedBy: ['owner', 'agent'], furnishingStatus: ['furnished'], facing: ['east'],
      location: [mysuru('Gokulam')],
    });
  });

  it('removes a chosen place from its own chips, before the picker\'s code has loaded', async () => {
    answer();
    const { q, user } = render();
    await user.click(q.getByRole('button', { name: 'Remove Gokulam' }));
    expect(q.queryByRole('list', { name: 'Chosen locations' })).toBeNull();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].body).toMatchObject({ location: { type: 'city', locality: [] } });
  });
});
