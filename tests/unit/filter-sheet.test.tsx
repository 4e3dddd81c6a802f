// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http as client } from '@/services/axios-client';
import { EMPTY_SEARCH, parseSearchId, type SearchState } from '@/lib/search-route';
import { FilterSheet } from '@/components/search/filter-sheet';
import { takeFilterSearch } from '@/components/search/filter-submit';
import { BASE, pressKey, renderWithStore, router, valueOf, searchCountHandler } from './filter-harness';

vi.mock('next/navigation', async () => {
  const h = await import('./filter-harness');
  return { useRouter: () => h.router, usePathname: () => '/' };
});

// The submit button's live count asks search-v2 for a total (components/search/live-count.ts).
const server = setupServer(searchCountHandler());
beforeAll(() => { client.defaults.baseURL = BASE; server.listen({ onUnhandledRequest: 'error' }); });
afterEach(() => { server.resetHandlers(); vi.clearAllMocks(); });
afterAll(() => server.close());

function open(state: SearchState = EMPTY_SEARCH) {
  renderWithStore(<FilterSheet show onHide={vi.fn()} state={state} city="Mysuru" />);
  const q = within(screen.getByRole('dialog', { name: 'Search properties' }));
  return { q, user: userEvent.setup() };
}
const pushed = () => String(router.push.mock.calls[0][0]);

describe('mobile filter sheet (SPEC §2)', () => {
  it("'You are going to' Buy / Rent / PGs with the header/sheet budget bounds and labels", async () => {
    const { q, user } = open();
    const group = within(q.getByRole('group', { name: 'You are going to' }));
    expect(group.getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['Buy', 'Rent', 'PGs']);
    const max = () => q.getByRole('slider', { name: 'Maximum budget' });
    expect([max().getAttribute('aria-valuemin'), max().getAttribute('aria-valuemax')]).toEqual(['1', '400']);
    expect(q.getByRole('status', { name: 'Budget' })).toHaveTextContent('₹ 1 Lac – ₹ 4+ Cr');
    await user.click(q.getByRole('radio', { name: 'Rent' }));
    expect([max().getAttribute('aria-valuemin'), max().getAttribute('aria-valuemax')]).toEqual(['3000', '100000']);
    expect(q.getByRole('status', { name: 'Budget' })).toHaveTextContent('₹ 3,000 – ₹ 1 Lac+');
    await user.click(q.getByRole('radio', { name: 'PGs' }));
    expect([max().getAttribute('aria-valuemin'), max().getAttribute('aria-valuemax')]).toEqual(['2000', '50000']);
    expect(q.getByRole('group', { name: 'Gender' })).toBeInTheDocument();
    expect(q.getByRole('group', { name: 'Room sharing' })).toBeInTheDocument();
    expect(q.queryByRole('group', { name: 'Property type' })).toBeNull();
  });

  it('plot area is a sale filter: a rent search neither shows it nor keeps one chosen for sale', async () => {
    const { q, user } = open();
    const plotMax = () => q.queryByRole('slider', { name: 'Maximum plot area' });
    expect(plotMax()).not.toBeNull();
    pressKey(plotMax()!, 'ArrowLeft', 5);
    await user.click(q.getByRole('radio', { name: 'Rent' }));
    expect(plotMax()).toBeNull();
    expect(q.getByRole('slider', { name: 'Maximum carpet area' })).toBeInTheDocument();
    await user.click(q.getByRole('button', { name: 'Search' }));
    expect(parseSearchId(pushed().split('/')[3])).toMatchObject({ type: 'rent', plotArea: null });
  });

  it('searches rent 2 BHK under 20,000 in the current city on the residential page', async () => {
    const { q, user } = open();
    await user.click(q.getByRole('radio', { name: 'Rent' }));
    await user.click(q.getByRole('checkbox', { name: '2 BHK' }));
    const max = q.getByRole('slider', { name: 'Maximum budget' });
    pressKey(max, 'ArrowLeft', 80);
    expect(valueOf(max)).toBe(20000);
    await user.click(q.getByRole('button', { name: 'Search' }));
    const id = pushed().split('/')[3];
    expect(pushed()).toMatch(/^\/search\/residential\//);
    expect(parseSearchId(id)).toMatchObject({
      type: 'rent', bedrooms: ['2'], budget: { min: null, max: 20000 },
      location: [{ label: 'Mysuru', value: { city: 'Mysuru', locality: '' } }],
    });
    expect(takeFilterSearch(pushed())).toBe(true);
  });

  it('an agriculture pick measures plot area in acres and submits to the agriculture page', async () => {
    const { q, user } = open();
    await user.click(q.getByRole('checkbox', { name: 'Agriculture Land' }));
    const plot = q.getByRole('slider', { name: 'Maximum plot area' });
    expect([plot.getAttribute('aria-valuemin'), plot.getAttribute('aria-valuemax')]).toEqual(['0', '100']);
    expect(q.queryByRole('slider', { name: 'Maximum carpet area' })).toBeNull();
    await user.click(q.getByRole('button', { name: 'Search' }));
    expect(pushed()).toMatch(/^\/search\/agriculture\/type=sale&location=.*&propType=land$/);
  });

  it('PG: gender and room sharing go to /search/pg with pgSearch', async () => {
    const { q, user } = open();
    await user.click(q.getByRole('radio', { name: 'PGs' }));
    await user.click(q.getByRole('checkbox', { name: 'Female' }));
    await user.click(q.getByRole('checkbox', { name: 'Double Sharing' }));
    await user.click(q.getByRole('button', { name: 'Search' }));
    expect(pushed()).toMatch(/^\/search\/pg\/type=pg&location=/);
    expect(parseSearchId(pushed().split('/')[3])).toMatchObject({
      type: 'pg', gender: ['Female'], roomType: ['2_sharing'], pgSearch: 'true', budget: { min: null, max: 50000 },
    });
  });

  it('RESET clears the fields and keeps the chosen type', async () => {
    const { q, user } = open({ ...EMPTY_SEARCH, type: 'rent', propType: ['villa'], bedrooms: ['3'], budget: { min: 10000, max: 50000 } });
    expect(q.getByRole('checkbox', { name: 'Villa/Bungalow' })).toBeChecked();
    await user.click(q.getByRole('button', { name: 'RESET' }));
    expect(q.getByRole('checkbox', { name: 'Villa/Bungalow' })).not.toBeChecked();
    expect(q.getByRole('checkbox', { name: '3 BHK' })).not.toBeChecked();
    expect(valueOf(q.getByRole('slider', { name: 'Minimum budget' }))).toBe(3000);
    expect(valueOf(q.getByRole('slider', { name: 'Maximum budget' }))).toBe(100000);
    expect(q.getByRole('radio', { name: 'Rent' })).toBeChecked();
  });
});
