// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { toast } from 'react-toastify';
import { http as client } from '@/services/axios-client';
import { EMPTY_SEARCH, toApiBody } from '@/lib/search-route';
import type { Card } from '@/lib/card';
import { ResultList } from '@/components/search/result-list';
import { markFilterSearch } from '@/components/search/filter-submit';
import { BASE, ok, renderWithStore } from './filter-harness';

vi.mock('next/navigation', async () => {
  const h = await import('./filter-harness');
  return { useRouter: () => h.router, usePathname: () => '/search/residential/type=sale' };
});
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const server = setupServer();
beforeAll(() => { client.defaults.baseURL = BASE; server.listen({ onUnhandledRequest: 'error' }); });
afterEach(() => { server.resetHandlers(); vi.clearAllMocks(); });
afterAll(() => server.close());

const card = (id: number): Card => ({
  id, kind: 'property', ResidentialProject: false, title: `Flat ${id}`, group: 'residential', category: 'apartment',
  post_type: 'sale', price: 5_000_000 + id, price_max: null, bedrooms: 2, bedrooms_max: null, bathrooms: 2, area: null,
  locality: 'Gokulam', city: 'Mysuru', posted_by: 'owner', posted_at: new Date().toISOString(), image: null, images_count: 0,
  is_featured: false, is_verified: false, furnishing: null, facing: null, gender: null, room_types: null,
  url: `/property-details/2-bhk-flat-for-sale-in-gokulam-${id}-mysuru`,
});
const SEARCH = '*/api/search/residential-property-search-v2';
const body = toApiBody('residential', { ...EMPTY_SEARCH, postedBy: ['owner'] }, { fallbackCity: 'Mysuru' });

function renderList(key: string, total = 45, totalCapped = false) {
  return renderWithStore(
    <ResultList kind="residential" body={body} path={`/search/residential/${key}`} searchKey={key} first={[card(1), card(2)]}
      totalPages={3} total={total} totalCapped={totalCapped} />,
  );
}
// The cards' title links (a card also links "Compare", which is not a result).
const titles = () => within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('link')
  .filter((a) => a.getAttribute('href')?.startsWith('/property-details/')).map((a) => a.textContent);

describe('result list: load more (SPEC §4 list)', () => {
  it('appends the next page skipping ids already shown, with the same filters', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(mock.post(SEARCH, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return ok({ data: [card(2), card(3), card(4)], ads: [], totalNoOfPages: 3, page: 2, total: 45 });
    }));
    const user = userEvent.setup();
    renderList('a');
    expect(titles()).toEqual(['Flat 1', 'Flat 2']);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toEqual(['Flat 1', 'Flat 2', 'Flat 3', 'Flat 4']));
    expect(bodies).toEqual([{ ...body, page: 2 }]);
    expect(screen.getByText('Showing 4 of 45')).toBeInTheDocument();
  });

  it('the list slice holds the results shown: seeded with the first page, Load more appends, back keeps them', async () => {
    server.use(mock.post(SEARCH, () => ok({ data: [card(3)], ads: [], totalNoOfPages: 3, page: 2, total: 45 })));
    const user = userEvent.setup();
    const { store, unmount } = renderList('held');
    const held = () => store.getState().list.data.map((d) => d.title);
    await waitFor(() => expect(store.getState().list.key).toBe('held'));
    expect(held()).toEqual(['Flat 1', 'Flat 2']);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(held()).toEqual(['Flat 1', 'Flat 2', 'Flat 3']));
    expect(store.getState().list.pageNo).toBe(2);
    unmount();
    // The same search mounted again (browser back) draws what the slice holds.
    render(<Provider store={store}><ResultList kind="residential" body={body} path="/search/residential/held" searchKey="held"
      first={[card(1), card(2)]} totalPages={3} total={45} /></Provider>);
    expect(titles()).toEqual(['Flat 1', 'Flat 2', 'Flat 3']);
    expect(screen.getByText('Showing 3 of 45')).toBeInTheDocument();
  });

  it('a capped count reads "10,000+"', () => {
    renderList('capped', 10_000, true);
    expect(screen.getByText('Showing 2 of 10,000+')).toBeInTheDocument();
  });

  it("an answer that is neither success nor fail: toast 'Something Went Wrong!'", async () => {
    server.use(mock.post(SEARCH, () => HttpResponse.json({ weird: true })));
    const user = userEvent.setup();
    renderList('b');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something Went Wrong!'));
    expect(titles()).toEqual(['Flat 1', 'Flat 2']);
  });

  it("a network exception: toast 'Something Went Wrong!!'", async () => {
    server.use(mock.post(SEARCH, () => HttpResponse.error()));
    const user = userEvent.setup();
    renderList('c');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something Went Wrong!!'));
  });

  it('no Load more when everything is shown', () => {
    renderList('d', 2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('result list: record-view analytics (SPEC §7)', () => {
  it('after a filter-driven search sends one batched call with an event per result', async () => {
    const calls: unknown[] = [];
    server.use(mock.post('*/api/analytics/create', async ({ request }) => { calls.push(await request.json()); return ok({ saved: 2 }); }));
    markFilterSearch('/search/residential/e');
    renderList('e');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ events: [
      { action_type: 'filter_button', property_type: 'residential', property_id: 1, page_no: 1 },
      { action_type: 'filter_button', property_type: 'residential', property_id: 2, page_no: 1 },
    ] });
  });

  it('sends nothing for a plain visit (no filter submit)', async () => {
    const calls: unknown[] = [];
    server.use(mock.post('*/api/analytics/create', async ({ request }) => { calls.push(await request.json()); return ok({}); }));
    renderList('f');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(0);
  });
});
