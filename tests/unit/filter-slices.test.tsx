// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http as client } from '@/services/axios-client';
import { EMPTY_SEARCH, parseSearchId } from '@/lib/search-route';
import { FilterBar } from '@/components/search/filter-bar';
import { FilterModal } from '@/components/search/filter-modal';
import { FilterSheet } from '@/components/search/filter-sheet';
import { residentialFilterInitial, updateResidentialFilter } from '@/store/residential-filter-slice';
import { updatePgFilter } from '@/store/pg-filter-slice';
import { BASE, renderWithStore, router, searchCountHandler } from './filter-harness';

// SPEC §3 "Client filter state": the filter modal and the mobile sheet keep
// their working choices in the filter slice of the group they search, draw
// what it holds, and Search goes to the search the slice's choices give.
vi.mock('next/navigation', async () => {
  const h = await import('./filter-harness');
  return { useRouter: () => h.router, usePathname: () => '/search/residential/type=sale' };
});
const server = setupServer(searchCountHandler());
beforeAll(() => { client.defaults.baseURL = BASE; server.listen({ onUnhandledRequest: 'error' }); });
afterEach(() => { server.resetHandlers(); vi.clearAllMocks(); });
afterAll(() => server.close());

const mysuru = (locality: string) => ({ label: locality, value: { city: 'Mysuru', locality } });
const pushed = () => parseSearchId(decodeURIComponent(String(router.push.mock.calls[0][0]).split('/')[3]));

describe('filter slices hold the open filter form', () => {
  it('nothing is written before a form opens', () => {
    const { store } = renderWithStore(<FilterBar group="residential" state={parseSearchId('type=rent&propType=villa')} />);
    expect(store.getState().residentialFilter).toEqual(residentialFilterInitial);
  });

  it('the modal fills its slice from the search on screen and writes each choice to it', async () => {
    const state = parseSearchId(`type=rent&propType=apartment&bedrooms=2&location=${encodeURIComponent(JSON.stringify([mysuru('Gokulam')]))}`);
    const { store } = renderWithStore(<FilterModal show onHide={vi.fn()} state={state} city="Mysuru" />);
    expect(store.getState().residentialFilter).toMatchObject({
      city: 'Mysuru', locality: [mysuru('Gokulam')], prop_type: ['apartment'], bedroom: ['2'], post_type: 'rent',
      amount: { min: 3000, max: 300000 },
    });
    const q = within(screen.getByRole('dialog', { name: 'Filters' }));
    const user = userEvent.setup();
    await user.click(q.getByRole('checkbox', { name: 'Villa/Bungalow' }));
    await user.click(q.getByRole('checkbox', { name: '3 BHK' }));
    expect(store.getState().residentialFilter).toMatchObject({ prop_type: ['apartment', 'villa'], bedroom: ['2', '3'] });
    await user.click(q.getByRole('checkbox', { name: 'Office Space' }));
    expect(store.getState().commercialFilter).toMatchObject({ prop_type: ['office_space'], post_type: 'rent', locality: [mysuru('Gokulam')] });
  });

  it('the modal draws what its slice holds, and Search goes where the slice says', async () => {
    const { store } = renderWithStore(<FilterModal show onHide={vi.fn()} state={{ ...EMPTY_SEARCH, location: [mysuru('Kuvempunagar')] }} city="Mysuru" />);
    const q = within(screen.getByRole('dialog', { name: 'Filters' }));
    act(() => { store.dispatch(updateResidentialFilter({ prop_type: ['villa'], post_type: 'rent' })); });
    expect(q.getByRole('checkbox', { name: 'Villa/Bungalow' })).toBeChecked();
    expect(q.getByRole('radio', { name: 'Rent' })).toBeChecked();
    await userEvent.setup().click(q.getByRole('button', { name: 'Search' }));
    expect(pushed()).toMatchObject({ type: 'rent', propType: ['villa'], location: [mysuru('Kuvempunagar')] });
  });

  it('the sheet moves to the PG slice on PGs, and back to Buy finds its earlier choices', async () => {
    const { store } = renderWithStore(<FilterSheet show onHide={vi.fn()} state={{ ...EMPTY_SEARCH, propType: ['villa'], location: [mysuru('Gokulam')] }} city="Mysuru" />);
    const q = within(screen.getByRole('dialog', { name: 'Search properties' }));
    const user = userEvent.setup();
    await user.click(q.getByRole('radio', { name: 'PGs' }));
    await user.click(q.getByRole('checkbox', { name: 'Female' }));
    expect(store.getState().pgFilter).toMatchObject({ city: 'Mysuru', locality: [mysuru('Gokulam')], gender: ['Female'], amount: { min: 2000, max: 50000 } });
    act(() => { store.dispatch(updatePgFilter({ room_type: ['2_sharing'] })); });
    expect(q.getByRole('checkbox', { name: 'Double Sharing' })).toBeChecked();
    await user.click(q.getByRole('radio', { name: 'Buy' }));
    expect(q.getByRole('checkbox', { name: 'Villa/Bungalow' })).toBeChecked();
    expect(store.getState().residentialFilter).toMatchObject({ prop_type: ['villa'], post_type: 'sale' });
  });

  it('the modal and the sheet share one submit: the path is pushed once and the form closes', async () => {
    const onHide = vi.fn();
    renderWithStore(<FilterSheet show onHide={onHide} state={{ ...EMPTY_SEARCH, type: 'pg', location: [mysuru('Gokulam')] }} city="Mysuru" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(onHide).toHaveBeenCalledTimes(1);
    expect(pushed()).toMatchObject({ type: 'pg', location: [mysuru('Gokulam')] });
  });
});
