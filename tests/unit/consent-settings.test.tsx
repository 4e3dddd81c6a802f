// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ConsentList } from '@/components/consent/consent-list';
import { DataRights } from '@/components/consent/data-rights';
import { authInitial } from '@/store/auth-slice';
import { getItem, setItem } from '@/lib/storage';
import { BASE, fail, ok, renderWithStore, router, useApiServer } from './profile-harness';

vi.mock('next/navigation', async () => {
  const h = await import('./profile-harness');
  return { useRouter: () => h.router, usePathname: () => '/profile-pages/settings' };
});
vi.mock('@/components/layout/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const server = useApiServer();
beforeEach(() => localStorage.clear());

describe('consent settings', () => {
  it('dates a consent in India time, as every other date of the site', () => {
    renderWithStore(<ConsentList initial={[{ id: 1, purpose: 'alerts_sms', label: 'Alerts by SMS', notice_version: '2026-01',
      channel: 'web', given_at: '2025-11-12T20:00:00Z', withdrawn_at: '2025-11-13T05:00:00Z', lead: null }]} />);
    expect(screen.getByTestId('consent')).toHaveTextContent('Given 13 Nov 2025 · notice 2026-01 · withdrawn 13 Nov 2025');
  });

  it('a wrong number is refused on the field; the right one deletes and ends the session here, keeping the city', async () => {
    setItem('accessToken', 'acc-1');
    setItem('city_name', 'Mysuru');
    server.use(http.post(`${BASE}/api/user/delete-account`, async ({ request }) => {
      const { phone_number } = (await request.json()) as { phone_number: string };
      return phone_number === '9876543210' ? ok({ deleted_at: '2026-01-05T10:00:00Z' })
        : fail('phone_number does not match the mobile number of this account');
    }));
    const { store } = renderWithStore(<DataRights />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const phone = within(dialog).getByLabelText('Your mobile number');
    await user.type(phone, '9000000000');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('phone_number does not match the mobile number of this account');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().auth.loggedIn).toBe(true);

    await user.clear(phone);
    await user.type(phone, '9876543210{Enter}');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
    expect(store.getState().auth).toEqual(authInitial);
    expect(getItem('accessToken')).toBeNull();
    expect(getItem('city_name')).toBe('Mysuru');
  });
});
