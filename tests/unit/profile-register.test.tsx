// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { dialogsInitial, type PendingAction } from '@/store/dialogs-slice';
import { RegisterDialog } from '@/components/auth/register-dialog';
import { BASE, ok, renderWithStore, router, useApiServer } from './profile-harness';

vi.mock('next/navigation', async () => {
  const h = await import('./profile-harness');
  return { useRouter: () => h.router, usePathname: () => '/' };
});
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const server = useApiServer();
beforeEach(() => localStorage.clear());

function open(pending: PendingAction = null, role: 'buyer' | 'owner' = 'buyer') {
  const r = renderWithStore(<RegisterDialog />, { role, name: '' }, { dialogs: { ...dialogsInitial, open: 'register', pending } });
  const dialog = screen.getByRole('dialog', { name: 'Register your account' });
  return { ...r, dialog, name: within(dialog).getByLabelText('Full name'), user: userEvent.setup() };
}

describe('registration dialog (SPEC §4, §5)', () => {
  it("says 'Required' for an empty or blank name and 'Enter a valid name' for digits", async () => {
    const { dialog, name, user } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.type(name, '   ');
    fireEvent.blur(name);
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Asha 2');
    fireEvent.blur(name);
    expect(await within(dialog).findByText('Enter a valid name')).toBeInTheDocument();
  });

  it('cannot be dismissed by Escape (static dialog)', async () => {
    const { user, store } = open();
    await user.keyboard('{Escape}');
    expect(store.getState().dialogs.open).toBe('register');
  });

  it('after a save made while logged out: saves it and goes to view-profile', async () => {
    let saved: unknown;
    server.use(
      http.post(`${BASE}/api/user/intial-register`, () => ok({}, 'Registered successfully')),
      http.post(`${BASE}/api/property/bookmark/create-bookmarks`, async ({ request }) => ok({ is_deleted: false }, String((saved = await request.json()) && 'saved'))),
    );
    const { dialog, name, user } = open({ type: 'save', propertyId: 12, propertyType: 'residential' });
    await user.type(name, 'Asha Rao');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/profile-pages/my-profile/view-profile'));
    expect(saved).toEqual({ property_id: 12, property_type: 'residential' });
  });

  it('in a post context a buyer gets the user-type chooser', async () => {
    server.use(http.post(`${BASE}/api/user/intial-register`, () => ok({})));
    const { dialog, name, user, store } = open({ type: 'post' });
    await user.type(name, 'Asha Rao');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(store.getState().dialogs.open).toBe('userType'));
  });
});
