// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_SEARCH, parseSearchId } from '@/lib/search-route';
import { FilterBar } from '@/components/search/filter-bar';
import { FilterModal } from '@/components/search/filter-modal';
import { FilterSheet } from '@/components/search/filter-sheet';
import { residentialFilterInitial } from '@/store/residential-filter-slice';
import { renderWithStore } from './filter-harness';

// The four filter slices were dead: nothing wrote or read them. Search pages
// now fill them from the URL (the shareable form), and the modal and the sheet
// write their choices to them on Search.
vi.mock('next/navigation', async () => {
  const h = await import('./filter-harness');
  return { useRouter: () => h.router, usePathname: () => '/search/residential/type=sale' };
});
afterEach(() => vi.clearAllMocks());

const mysuru = (locality: string) => ({ label: locality, value: { city: 'Mysuru', locality } });

describe('filter slices', () => {
  it('are filled from the URL when a search page loads', async () => {
    const state = parseSearchId('type=rent&propType=apartment&bedrooms=2,3&budget=10000,30000&location='
      + encodeURIComponent(JSON.stringify([mysuru('Vijayanagar')])));
    const { store } = renderWithStore(<FilterBar group="residential" state={state} />);
    await waitFor(() => expect(store.getState().residentialFilter).toMatchObject({
      city: 'Mysuru', locality: ['Vijayanagar'], prop_type: ['apartment'], bedroom: ['2', '3'],
      amount: { min: 10000, max: 30000 }, post_type: 'rent', page: 1,
    }));
    expect(store.getState().pgFilter.locality).toEqual([]);
  });

  it('take the filter modal\'s choices on Search', async () => {
    const { store } = renderWithStore(<FilterModal show onHide={vi.fn()} state={{ ...EMPTY_SEARCH, location: [mysuru('Kuvempunagar')] }} city="Mysuru" />);
    expect(store.getState().residentialFilter).toEqual(residentialFilterInitial);
    const q = within(screen.getByRole('dialog', { name: 'Filters' }));
    const user = userEvent.setup();
    await user.click(q.getByRole('checkbox', { name: 'Villa/Bungalow' }));
    await user.click(q.getByRole('radio', { name: 'Rent' }));
    await user.click(q.getByRole('button', { name: 'Search' }));
    expect(store.getState().residentialFilter).toMatchObject({
      city: 'Mysuru', locality: ['Kuvempunagar'], prop_type: ['villa'], post_type: 'rent',
    });
  });

  it('take the mobile sheet\'s PG choices on Search', async () => {
    const { store } = renderWithStore(<FilterSheet show onHide={vi.fn()} state={{ ...EMPTY_SEARCH, type: 'pg', location: [mysuru('Gokulam')] }} city="Mysuru" />);
    const q = within(screen.getByRole('dialog'));
    const user = userEvent.setup();
    await user.click(q.getByRole('checkbox', { name: 'Female' }));
    await user.click(q.getByRole('button', { name: 'Search' }));
    expect(store.getState().pgFilter).toMatchObject({ city: 'Mysuru', locality: ['Gokulam'], gender: ['Female'] });
  });
});
