// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseSearchId } from '@/lib/search-route';
import { HeaderSearch } from '@/components/home/header-search';
import { renderWithStore, router } from './filter-harness';
import { act } from '@testing-library/react';
import { locationChanged } from '@/store/location-slice';

vi.mock('next/navigation', async () => {
  const h = await import('./filter-harness');
  return { useRouter: () => h.router, usePathname: () => '/' };
});
afterEach(() => vi.clearAllMocks());

const pushed = () => String(router.push.mock.calls[0][0]);

describe('home header search', () => {
  it('has accessible Buy / Rent / PG tabs moved with the arrow keys', async () => {
    renderWithStore(<HeaderSearch city="Mysuru" />);
    const user = userEvent.setup();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Buy', 'Rent', 'PG']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Buy');
    // Issue 14 (W3C Nu checker): the panel is not the <form> itself.
    expect(screen.getByRole('tabpanel').tagName).toBe('DIV');
    expect(screen.getByRole('tabpanel').querySelector('form')).not.toBeNull();
    tabs[0].focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
  });

  it('PG budget uses the header bounds 2000-20000 and searches /search/pg', async () => {
    renderWithStore(<HeaderSearch city="Mysuru" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'PG' }));
    const max = screen.getByRole('slider', { name: 'Maximum budget' });
    expect([max.getAttribute('aria-valuemin'), max.getAttribute('aria-valuemax'), max.getAttribute('aria-valuenow')]).toEqual(['2000', '20000', '20000']);
    expect(screen.queryByLabelText('Property type')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(pushed()).toMatch(/^\/search\/pg\/type=pg&location=/);
    expect(parseSearchId(pushed().split('/')[3])).toMatchObject({
      type: 'pg', budget: { min: null, max: 20000 }, pgSearch: 'true', location: [{ label: 'Mysuru', value: { city: 'Mysuru', locality: '' } }],
    });
  });

  it('Buy with a commercial type goes to the commercial page; Buy labels in lac/crore', async () => {
    renderWithStore(<HeaderSearch city="Pune" />);
    const user = userEvent.setup();
    expect(screen.getByRole('status', { name: 'Budget' })).toHaveTextContent('₹ 1 Lac – ₹ 4+ Cr');
    await user.selectOptions(screen.getByLabelText('Property type'), 'office_space');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(pushed()).toMatch(/^\/search\/commercial\/type=sale&location=%5B.*Pune.*&propType=office_space$/);
  });

  it('a city picked in the header applies at once, before the page re-renders, and keeps the BHK', async () => {
    const { store } = renderWithStore(<HeaderSearch city="Bengaluru" />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('BHK'), '2');
    act(() => { store.dispatch(locationChanged({ city: 'Mysuru', locality: [] })); });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(parseSearchId(pushed().split('/')[3])).toMatchObject({
      type: 'sale', bedrooms: ['2'], location: [{ label: 'Mysuru', value: { city: 'Mysuru', locality: '' } }],
    });
  });
});
