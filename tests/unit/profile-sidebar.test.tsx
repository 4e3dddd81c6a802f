// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileSidebar } from '@/components/profile/profile-sidebar';
import { PageHeading } from '@/components/profile/page-heading';
import { renderWithStore } from './profile-harness';

vi.mock('next/navigation', async () => {
  const h = await import('./profile-harness');
  return { useRouter: () => h.router, usePathname: () => '/profile-pages/saved-property' };
});
afterEach(() => vi.clearAllMocks());

const BASE_ITEMS = ['Recent Activities', 'Saved Properties', 'My Properties', 'My PGs', 'Settings'];
const EXTRA = ['Request Callbacks', 'My Projects', 'Plan Management', 'Subscription History'];
// Issue 12 adds a poster's leads and saved-search alerts to the full menu.
const TRUST = ['Leads', 'Saved Searches'];
const links = () => within(screen.getByRole('navigation', { name: 'Profile' })).getAllByRole('link').map((a) => a.textContent);

describe('profile sidebar (SPEC §2, §6)', () => {
  it('shows a buyer the base menu only, with name, phone and the current page marked', () => {
    renderWithStore(<ProfileSidebar />, { role: 'buyer', name: 'Asha Rao' });
    expect(links()).toEqual(BASE_ITEMS);
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('+91 9876543210')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saved Properties' })).toHaveAttribute('aria-current', 'page');
  });

  it.each(['agent', 'owner', 'builder'] as const)('shows %s the full menu', (role) => {
    renderWithStore(<ProfileSidebar />, { role });
    expect(links()).toEqual(expect.arrayContaining([...BASE_ITEMS, ...EXTRA, ...TRUST]));
    expect(links()).toHaveLength(11);
  });

  it('gives a builder without a logo the builder default avatar, others their initials', () => {
    const { unmount } = renderWithStore(<ProfileSidebar />, { role: 'builder', name: 'Arjun Reddy', pic: null });
    expect(screen.getByRole('complementary', { name: 'Your account' })).toHaveTextContent(/^B/);
    unmount();
    renderWithStore(<ProfileSidebar />, { role: 'owner', name: 'Arjun Reddy', pic: null });
    expect(screen.getByRole('complementary', { name: 'Your account' })).toHaveTextContent(/^AR/);
  });

  it('opens the logout confirmation from the Logout button', async () => {
    const { store } = renderWithStore(<ProfileSidebar />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(store.getState().dialogs.open).toBe('logout');
  });

  it('folds the menu behind a toggle that reports its state', async () => {
    renderWithStore(<ProfileSidebar />);
    const toggle = screen.getByRole('button', { name: 'Menu: Saved Properties' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('profile page heading', () => {
  it('has back and title for everyone; Post Project only for builders; Upgrade Plan for posters', async () => {
    const { unmount, store } = renderWithStore(<PageHeading title="My Projects" />, { role: 'builder' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Projects' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/subscription/builder');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Post Project' }));
    expect(store.getState().dialogs.open).toBe('postChooser');
    unmount();
    const again = renderWithStore(<PageHeading title="Saved Properties" />, { role: 'owner' });
    expect(screen.queryByRole('button', { name: 'Post Project' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toBeInTheDocument();
    again.unmount();
    renderWithStore(<PageHeading title="Saved Properties" />, { role: 'buyer' });
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).toBeNull();
  });
});
