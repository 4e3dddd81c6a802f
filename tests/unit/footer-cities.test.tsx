// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { FooterBody } from '@/components/layout/site-footer';
import { translatorFor } from '@/server/platform/i18n/translator';
import { LocationDialog } from '@/components/location/location-dialog';
import { dialogsInitial } from '@/store/dialogs-slice';
import { renderWithStore, router } from './profile-harness';

vi.mock('next/navigation', async () => {
  const h = await import('./profile-harness');
  return { useRouter: () => h.router, usePathname: () => '/', useSearchParams: () => new URLSearchParams() };
});

describe('the footer links only cities the city picker offers', () => {
  it('every "Properties in" city of the footer is a tile of Select Location, New Delhi, Ahmedabad and Gurgaon included', () => {
    render(<FooterBody t={translatorFor('en')} locale="en" path="/" />);
    const footer = within(screen.getByRole('navigation', { name: 'Top Localities' }));
    // Each city's "Properties in" link; "All cities" (/in) is the list's last link, no city.
    const linked = footer.getAllByRole('link').map((a) => a.textContent!).filter((t) => t.startsWith('Properties in '))
      .map((t) => t.replace(/^Properties in /, ''));
    expect(linked).toEqual(expect.arrayContaining(['New Delhi', 'Ahmedabad', 'Gurgaon']));
    document.body.innerHTML = '';

    renderWithStore(<LocationDialog hasStoredCity />, {}, { dialogs: { ...dialogsInitial, open: 'location' } });
    const dialog = within(screen.getByRole('dialog', { name: 'Select Location' }));
    const tiles = dialog.getAllByRole('button').map((b) => b.textContent).filter((t) => t !== 'Close' && t !== '');
    for (const c of linked) expect(tiles, c).toContain(c);
    // The SPEC's seven come first, in its order.
    expect(tiles.slice(0, 7)).toEqual(['Bengaluru', 'Mysuru', 'Hyderabad', 'Chennai', 'Mumbai', 'Pune', 'Visakhapatnam']);
  });

  it('picking a footer city from the picker saves it', async () => {
    const { store } = renderWithStore(<LocationDialog hasStoredCity />, {}, { dialogs: { ...dialogsInitial, open: 'location' } });
    screen.getByRole('button', { name: 'Gurgaon' }).click();
    expect(store.getState().location.data.city).toBe('Gurgaon');
    expect(router.refresh).toHaveBeenCalled();
  });
});
