// @vitest-environment jsdom
// The desk's banned accounts: each with its reason and "Lift ban", which posts the account's id
// (and the optional note) to /api/admin/lift-ban and refreshes the desk.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { BannedAccounts } from '@/components/admin/banned-accounts';
import { BASE, ok, renderWithStore, router, useApiServer } from './profile-harness';

vi.mock('next/navigation', async () => {
  const h = await import('./profile-harness');
  return { useRouter: () => h.router, usePathname: () => '/admin' };
});
vi.mock('@/components/layout/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const server = useApiServer();

const banned = [
  { user_id: 42, name: 'Fresh Start', role_type: 'buyer' as const, banned_at: '2026-11-28T05:00:00Z', reason: 'Asked buyers for token money', erased: false, number_kept: false },
  { user_id: 41, name: null, role_type: 'owner' as const, banned_at: '2026-11-27T05:00:00Z', reason: 'Asked buyers for token money', erased: true, number_kept: true },
];

describe('the banned accounts of the desk', () => {
  it('lists live and erased banned accounts, and lifts a ban with a note', async () => {
    let sent: unknown;
    server.use(http.post(`${BASE}/api/admin/lift-ban`, async ({ request }) => {
      sent = await request.json();
      return ok({ user_id: 42, banned: false, number_forgotten: true }, 'Ban lifted');
    }));
    renderWithStore(<BannedAccounts banned={banned} />);
    expect(screen.getByRole('heading', { name: 'Banned accounts (2)' })).toBeInTheDocument();
    const [live, erased] = screen.getAllByTestId('banned-account');
    expect(live).toHaveTextContent('Fresh Start (user 42, buyer)');
    expect(live).toHaveTextContent('Banned 28 Nov 2026');
    expect(live).toHaveTextContent('Asked buyers for token money');
    expect(erased).toHaveTextContent('Deleted account 41');
    expect(erased).toHaveTextContent('Number kept banned');

    const user = userEvent.setup();
    await user.click(within(live).getByRole('button', { name: 'Lift ban: user 42' }));
    await user.type(within(live).getByLabelText('Why the ban is lifted (for the audit log, optional)'), 'Appeal accepted');
    await user.click(within(live).getByRole('button', { name: 'Confirm lift ban' }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(sent).toEqual({ user_id: 42, note: 'Appeal accepted' });
  });
});
