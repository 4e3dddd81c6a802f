// @vitest-environment jsdom
// Issue 23: inside a Bengaluru search the location box lists Bengaluru's places
// first, under their own heading, and marks other cities' places as such.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http as mock } from 'msw';
import { http as client } from '@/services/axios-client';
import { LocationSelect } from '@/components/location/location-select';
import { BASE, ok } from './filter-harness';

const server = setupServer(mock.post(`${BASE}/api/search/auto-complete/`, () => ok({
  locality: [
    { locality_name: 'Koramangala', city_name: 'Bengaluru', id: 1 },
    { locality_name: 'Koramangala I Block', city_name: 'Bengaluru', id: 2 },
    { locality_name: 'Koramangalam', city_name: 'Tiruvallur', id: 3 },
  ],
  city: [{ city_name: 'Kolar' }],
  pages: 1,
})));
beforeAll(() => { client.defaults.baseURL = BASE; server.listen({ onUnhandledRequest: 'error' }); });
afterAll(() => server.close());

describe('location box inside a city search', () => {
  it("groups the city's own localities first, then cities, then other cities' places under their own heading", async () => {
    render(<LocationSelect label="Location" city="Bengaluru" value={[]} onChange={vi.fn()} />);
    await userEvent.setup().type(screen.getByRole('combobox', { name: 'Location' }), 'kora');
    await screen.findByRole('option', { name: 'Koramangalam, Tiruvallur' }, { timeout: 3000 });
    const listbox = screen.getByRole('listbox');
    const text = listbox.textContent ?? '';
    const order = ['In Bengaluru', 'Koramangala, Bengaluru', 'Koramangala I Block, Bengaluru', 'Cities', 'Kolar',
      'In other cities', 'Koramangalam, Tiruvallur'].map((s) => text.indexOf(s));
    expect(order.every((at) => at >= 0), text).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Koramangala, Bengaluru', 'Koramangala I Block, Bengaluru', 'Kolar', 'Koramangalam, Tiruvallur']);
    expect(screen.getByRole('group', { name: 'In other cities' })).toHaveTextContent('Koramangalam, Tiruvallur');
  });
});
