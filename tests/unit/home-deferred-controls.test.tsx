// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http as client } from '@/services/axios-client';
import { HeaderSearch } from '@/components/home/header-search';
import { autocompleteHandler, BASE, renderWithStore } from './filter-harness';

// The home search draws stand-ins for react-select and rc-slider and loads the
// real ones as the visitor heads for the form. Its own file: once loaded, the
// real controls stay loaded for the rest of the page (and of a test file).

vi.mock('next/navigation', async () => {
  const h = await import('./filter-harness');
  return { useRouter: () => h.router, usePathname: () => '/' };
});
const server = setupServer(autocompleteHandler());
beforeAll(() => { client.defaults.baseURL = BASE; server.listen({ onUnhandledRequest: 'error' }); });
afterAll(() => server.close());

describe('home header search, deferred controls', () => {
  it('draws stand-ins first and loads the real picker and slider as the visitor heads for the form', async () => {
    const { container } = renderWithStore(<HeaderSearch city="Mysuru" />);
    const user = userEvent.setup();
    // Server-drawn stand-ins: same names and values, no react-select yet.
    const box = screen.getByRole('combobox', { name: 'Location' });
    expect(box).toHaveAttribute('placeholder', 'Search locality in Mysuru');
    expect(container.querySelector('[id^="react-select"]')).toBeNull();
    const aria = (el: Element) => ['aria-valuemin', 'aria-valuemax', 'aria-valuenow', 'aria-valuetext'].map((a) => el.getAttribute(a));
    const standInHandle = screen.getByRole('slider', { name: 'Maximum budget' });
    const standIn = aria(standInHandle);
    expect(standIn[3]).toBe('₹ 4+ Cr');
    // Typing into the stand-in: the text and the focus carry over to react-select.
    await user.click(box);
    await user.keyboard('goku');
    await waitFor(() => expect(container.querySelector('[id^="react-select"]')).not.toBeNull());
    const real = screen.getByRole('combobox', { name: 'Location' });
    expect(real).toHaveValue('goku');
    expect(real).toHaveFocus();
    // rc-slider now, with the stand-in's values; the text typed was searched.
    await waitFor(() => expect(container.querySelector('.rc-slider-handle-2')).not.toBe(standInHandle));
    expect(aria(screen.getByRole('slider', { name: 'Maximum budget' }))).toEqual(standIn);
    await user.click(await screen.findByRole('option', { name: 'Gokulam, Mysuru' }, { timeout: 3000 }));
    expect(screen.getByRole('list', { name: 'Chosen locations' })).toHaveTextContent('Gokulam');
  });
});
