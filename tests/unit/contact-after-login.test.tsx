// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ContactButtons } from '@/components/detail/contact-buttons';
import { useAfterLogin } from '@/components/auth/use-after-login';
import { makeStore } from '@/store/store';
import { authInitial, sessionLoaded } from '@/store/auth-slice';
import { router } from './profile-harness';

vi.mock('next/navigation', async () => {
  const h = await import('./profile-harness');
  return { useRouter: () => h.router, usePathname: () => '/property-details/x-7-mysuru' };
});

// What the OTP and register dialogs call once the user is in (components/auth/otp-dialog.tsx, register-dialog.tsx).
const handle: { after?: ReturnType<typeof useAfterLogin> } = {};
function AfterLogin() {
  const after = useAfterLogin();
  useEffect(() => { handle.after = after; });
  return null;
}

function page() {
  const store = makeStore({ auth: { ...authInitial, loggedIn: false } });
  render(<Provider store={store}>
    <AfterLogin />
    <ContactButtons contactLabel="Contact owner" propertyId={7} propertyType="residential" />
    <ContactButtons contactLabel="Contact agent" propertyId={8} propertyType="residential" />
  </Provider>);
  const logIn = () => act(() => { store.dispatch(sessionLoaded({ ...authInitial, loggedIn: true, name: 'Asha Rao', mobile: '9876543210' } as never)); });
  return { store, logIn, user: userEvent.setup() };
}

describe("a guest's Contact continues after login", () => {
  it('Contact asks for login, and after the OTP the enquiry form of that listing opens, not another', async () => {
    const { store, logIn, user } = page();
    await user.click(screen.getByRole('button', { name: 'Contact owner' }));
    expect(store.getState().dialogs).toMatchObject({ open: 'mobile', pending: { type: 'contact', action: 'enquiry' } });
    logIn();
    await act(() => handle.after!.afterVerify(true));
    expect(await screen.findByRole('dialog', { name: 'Contact owner' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    expect(screen.queryByRole('dialog', { name: 'Contact agent' })).toBeNull();
    expect(store.getState().dialogs).toMatchObject({ open: null, pending: null, resumed: null });
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('Request callback of a new user continues after registration', async () => {
    const { store, logIn, user } = page();
    await user.click(screen.getAllByRole('button', { name: 'Request callback' })[1]!);
    logIn();
    await act(() => handle.after!.afterVerify(false));
    expect(store.getState().dialogs.open).toBe('register');
    await act(() => handle.after!.afterRegister());
    expect(await screen.findByRole('dialog', { name: 'Request callback' })).toBeInTheDocument();
    expect(store.getState().dialogs).toMatchObject({ open: null, pending: null, resumed: null });
  });
});
