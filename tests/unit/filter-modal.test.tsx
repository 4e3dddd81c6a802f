// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http as client } from '@/services/axios-client';
import { EMPTY_SEARCH, parseSearchId, writeSearchId, type SearchState } from '@/lib/search-route';
import { FilterModal } from '@/components/search/filter-modal';
import { autocompleteHandler, BASE, pickLocation, pressKey, renderWithStore, router, valueOf, searchCountHandler } from './filter-harness';

vi.mock('next/navigation', async () => {
  const h = await import('./filter-harness');
  return { useRouter: () => h.router, usePathname: () => '/search/residential/type=sale' };
});

// The submit button's live count asks search-v2 for a total (components/search/live-count.ts).
const server = setupServer(searchCountHandler());
beforeAll(() => { client.defaults.baseURL = BASE; server.listen({ onUnhandledRequest: 'error' }); });
afterEach(() => { server.resetHandlers(); vi.clearAllMocks(); });
afterAll(() => server.close());

function open(state: SearchState = EMPTY_SEARCH) {
  const r = renderWithStore(<FilterModal show onHide={vi.fn()} state={state} city="Mysuru" />);
  const dialog = screen.getByRole('dialog', { name: 'Filters' });
  const q = within(dialog);
  return { ...r, dialog, q, user: userEvent.setup() };
}

const checked = (q: ReturnType<typeof within>, names: string[]) =>
  names.filter((n) => (q.getByRole('checkbox', { name: n }) as HTMLInputElement).checked);
const pushedState = () => parseSearchId(decodeURIComponent(String(router.push.mock.calls[0][0]).split('/')[3]));

describe('filter modal: selection rules (SPEC §4)', () => {
  const TYPES = ['Flat/Apartment', 'Villa/Bungalow', 'Office Space', 'Warehouse', 'Farm House', 'Agriculture Land'];

  it('property types stay in one group; agriculture keeps only the latest pick', async () => {
    const { q, user } = open();
    await user.click(q.getByRole('checkbox', { name: 'Flat/Apartment' }));
    await user.click(q.getByRole('checkbox', { name: 'Villa/Bungalow' }));
    expect(checked(q, TYPES)).toEqual(['Flat/Apartment', 'Villa/Bungalow']);
    await user.click(q.getByRole('checkbox', { name: 'Office Space' }));
    await user.click(q.getByRole('checkbox', { name: 'Warehouse' }));
    expect(checked(q, TYPES)).toEqual(['Office Space', 'Warehouse']);
    await user.click(q.getByRole('checkbox', { name: 'Farm House' }));
    expect(checked(q, TYPES)).toEqual(['Farm House']);
    await user.click(q.getByRole('checkbox', { name: 'Agriculture Land' }));
    expect(checked(q, TYPES)).toEqual(['Agriculture Land']);
  });

  // Issue 21.4b, a choice (docs/search-and-filters.md, "What a search answers"): SPEC §2 reads only the
  // first of propType's comma list; the app keeps every type of the first one's group, as the
  // modal lets a visitor tick several, so a shared or reloaded search shows what was ticked.
  it('propType=villa,apartment from the URL ticks both types, and both stay in the URL', () => {
    const state = parseSearchId('type=sale&propType=villa,apartment');
    expect(state.propType).toEqual(['villa', 'apartment']);
    const { q } = open(state);
    expect(checked(q, TYPES)).toEqual(['Flat/Apartment', 'Villa/Bungalow']);
    expect(writeSearchId(state)).toBe('type=sale&propType=villa,apartment');
  });

  it("bedrooms: 'All' deselects the others; another pick deselects 'All'", async () => {
    const { q, user } = open();
    const beds = within(q.getByRole('group', { name: 'Bedrooms' }));
    const names = ['All', '1 BHK', '2 BHK', '3 BHK'];
    const on = () => names.filter((n) => (beds.getByRole('checkbox', { name: n }) as HTMLInputElement).checked);
    await user.click(beds.getByRole('checkbox', { name: '2 BHK' }));
    await user.click(beds.getByRole('checkbox', { name: '3 BHK' }));
    expect(on()).toEqual(['2 BHK', '3 BHK']);
    await user.click(beds.getByRole('checkbox', { name: 'All' }));
    expect(on()).toEqual(['All']);
    await user.click(beds.getByRole('checkbox', { name: '1 BHK' }));
    expect(on()).toEqual(['1 BHK']);
  });

  it('commercial types hide bedrooms (offices have none)', async () => {
    const { q, user } = open();
    await user.click(q.getByRole('checkbox', { name: 'Office Space' }));
    expect(q.queryByRole('group', { name: 'Bedrooms' })).toBeNull();
  });

  it('posted-by buttons toggle owner, agent and builder independently', async () => {
    const { q, user } = open();
    const owner = q.getByRole('button', { name: 'Owner' });
    const builder = q.getByRole('button', { name: 'Builder' });
    await user.click(owner);
    await user.click(builder);
    expect(owner).toHaveAttribute('aria-pressed', 'true');
    expect(builder).toHaveAttribute('aria-pressed', 'true');
    expect(q.getByRole('button', { name: 'Agent' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(owner);
    expect(owner).toHaveAttribute('aria-pressed', 'false');
    expect(builder).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('filter modal: location chips (SPEC §2)', () => {
  it('two inline, the rest under "+N more"; added once; a top location replaces all; removing the last clears the city', async () => {
    const seen: { city_name: string; search_string: string }[] = [];
    server.use(autocompleteHandler(seen));
    const { dialog, q, user } = open();
    for (const name of ['Vijayanagar', 'Gokulam', 'Kuvempunagar', 'Gokulam']) await pickLocation(user, dialog, name.slice(0, 3).toLowerCase(), `${name}, Mysuru`);
    const chips = q.getByRole('list', { name: 'Chosen locations' });
    expect(within(chips).getByText('Vijayanagar')).toBeVisible();
    expect(within(chips).getByText('Gokulam')).toBeVisible();
    expect(within(chips).queryByText('Kuvempunagar')).toBeNull();
    const more = within(chips).getByRole('button', { name: '1 more locations' });
    expect(more).toHaveTextContent('+1 more');
    await user.click(more);
    expect(await screen.findByRole('button', { name: 'Remove Kuvempunagar, Mysuru' })).toBeInTheDocument();
    expect(q.getAllByRole('button', { name: /^Remove / })).toHaveLength(3); // Gokulam only once

    await pickLocation(user, dialog, 'mys', 'Mysuru');
    expect(q.getAllByRole('button', { name: /^Remove / }).map((b) => b.getAttribute('aria-label'))).toEqual(['Remove Mysuru']);

    await user.click(q.getByRole('button', { name: 'Remove Mysuru' }));
    expect(q.queryByRole('list', { name: 'Chosen locations' })).toBeNull();
    // The next search for places has no city any more.
    seen.length = 0;
    await user.type(q.getByRole('combobox', { name: 'Location' }), 'go');
    await screen.findByRole('option', { name: 'Gokulam, Mysuru' });
    expect(seen.at(-1)).toEqual({ city_name: '', search_string: 'go' });
  });
});

describe('filter modal: rent asks no sale-only questions', () => {
  it('construction status and new/resale show for buy, not for rent, and a hidden choice is not searched', async () => {
    const { q, user } = open(parseSearchId('type=sale&status=under_construction&transcation=new'));
    await user.click(q.getByRole('button', { name: 'More Filter' }));
    expect(q.getByRole('group', { name: 'Construction status' })).toBeInTheDocument();
    expect(q.getByRole('group', { name: 'Transaction' })).toBeInTheDocument();
    expect(q.getByRole('switch', { name: 'Verified properties only' })).toBeInTheDocument();
    await user.click(q.getByRole('radio', { name: 'Rent' }));
    expect(q.queryByRole('group', { name: 'Construction status' })).toBeNull();
    expect(q.queryByRole('group', { name: 'Transaction' })).toBeNull();
    // The switch keeps Bootstrap's own left padding (a .filter-section on it took it away and cut the switch off).
    expect(q.getByRole('switch', { name: 'Verified properties only' }).parentElement).not.toHaveClass('filter-section');
    await user.click(q.getByRole('button', { name: 'Search' }));
    expect(pushedState()).toMatchObject({ type: 'rent', status: '', transcation: '' });
  });
});

describe('filter modal: sliders, RESET and Search', () => {
  const state: SearchState = {
    ...EMPTY_SEARCH, location: [{ label: 'Gokulam, Mysuru', value: { city: 'Mysuru', locality: 'Gokulam' } }],
    propType: ['apartment'], postedBy: ['owner'], budget: { min: 2_000_000, max: 5_000_000 }, superArea: { min: 500, max: 1500 },
  };

  it('fills the form from the route state', () => {
    const { q } = open(state);
    expect(q.getByRole('radio', { name: 'Buy' })).toBeChecked();
    expect(q.getByRole('checkbox', { name: 'Flat/Apartment' })).toBeChecked();
    expect(q.getByRole('button', { name: 'Owner' })).toHaveAttribute('aria-pressed', 'true');
    expect(valueOf(q.getByRole('slider', { name: 'Minimum budget' }))).toBe(20);
    expect(valueOf(q.getByRole('slider', { name: 'Maximum budget' }))).toBe(50);
    expect(q.getByRole('status', { name: 'Budget' })).toHaveTextContent('₹ 20 Lac – ₹ 50 Lac');
  });

  it('switching buy/rent resets budget to 0-100 (within rent bounds 3-300) and super area to 200-9600', async () => {
    const { q, user } = open(state);
    await user.click(q.getByRole('radio', { name: 'Rent' }));
    const min = q.getByRole('slider', { name: 'Minimum budget' });
    const max = q.getByRole('slider', { name: 'Maximum budget' });
    expect([valueOf(min), valueOf(max)]).toEqual([3, 100]);
    expect(max).toHaveAttribute('aria-valuemax', '300');
    expect(valueOf(q.getByRole('slider', { name: 'Minimum super area' }))).toBe(200);
    expect(valueOf(q.getByRole('slider', { name: 'Maximum super area' }))).toBe(9600);
    await user.click(q.getByRole('radio', { name: 'Buy' }));
    expect([valueOf(q.getByRole('slider', { name: 'Minimum budget' })), valueOf(q.getByRole('slider', { name: 'Maximum budget' }))]).toEqual([0, 100]);
  });

  it('RESET clears location, property type, posted-by and every slider', async () => {
    const { q, user } = open(state);
    pressKey(q.getByRole('slider', { name: 'Maximum super area' }), 'ArrowLeft');
    await user.click(q.getByRole('button', { name: 'RESET' }));
    expect(q.queryByRole('list', { name: 'Chosen locations' })).toBeNull();
    expect(q.getByRole('checkbox', { name: 'Flat/Apartment' })).not.toBeChecked();
    expect(q.getByRole('button', { name: 'Owner' })).toHaveAttribute('aria-pressed', 'false');
    expect(['Minimum budget', 'Maximum budget', 'Minimum super area', 'Maximum super area'].map((n) => valueOf(q.getByRole('slider', { name: n }))))
      .toEqual([0, 100, 200, 9600]);
    expect(q.getByRole('radio', { name: 'Buy' })).toBeChecked();
  });

  it('Search navigates to the route id of the choices', async () => {
    const { q, user } = open(state);
    pressKey(q.getByRole('slider', { name: 'Maximum budget' }), 'ArrowRight');
    await user.click(q.getByRole('button', { name: 'More Filter' }));
    await user.click(q.getByRole('checkbox', { name: 'Furnished' }));
    await user.click(q.getByRole('radio', { name: 'This Week' }));
    await user.click(q.getByRole('radio', { name: 'Resale' }));
    await user.click(q.getByRole('button', { name: 'Search' }));
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(String(router.push.mock.calls[0][0])).toMatch(/^\/search\/residential\/type=sale&location=%5B/);
    expect(pushedState()).toEqual({
      ...state, budget: { min: 2_000_000, max: 5_100_000 }, furnishingStatus: ['furnished'], postedSince: 'thisWeek', transcation: 'resale',
    });
  });

  it('commercial picks go to the commercial page', async () => {
    const { q, user } = open();
    await user.click(q.getByRole('checkbox', { name: 'Warehouse' }));
    await user.click(q.getByRole('radio', { name: 'Rent' }));
    await user.click(q.getByRole('button', { name: 'Search' }));
    expect(router.push).toHaveBeenCalledWith('/search/commercial/type=rent&propType=warehouse&budget=,100000');
  });
});
