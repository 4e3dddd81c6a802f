// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { toast as toastify } from 'react-toastify';
import { NewsletterForm } from '@/components/layout/newsletter-form';
import { AccountArea } from '@/components/layout/account-area';
import { ToastHost } from '@/components/layout/toast-host';
import { toast } from '@/components/layout/toast';
import { headerMenu } from '@/lib/menus';
import { BASE, fail, ok, renderWithStore, useApiServer } from './profile-harness';

// The always-loaded shell pieces that replaced library components (Formik,
// react-bootstrap Dropdown, an eager ToastContainer) to keep first-load JS small.

vi.mock('react-toastify', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  ToastContainer: () => <div data-testid="toast-container" />,
}));

const server = useApiServer();
const NEWSLETTER = `${BASE}/api/news-letter/create-news-letter`;

describe('footer newsletter form (SPEC §5)', () => {
  it('shows the spec texts once the field is left or a submit is tried, and sends nothing invalid', async () => {
    const user = userEvent.setup();
    render(<NewsletterForm />);
    const input = screen.getByLabelText('Your e-mail address');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Required!');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/^Required! For the newsletter only, about once a month\. Every mail has an unsubscribe link\./);
    await user.type(input, 'asha.example.com');
    expect(screen.getByRole('alert')).toHaveTextContent('email must be a valid email!');
    await user.clear(input);
    await user.type(input, 'asha@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('tells what the address is for, and links the privacy notice, before anything is sent', () => {
    render(<NewsletterForm />);
    expect(screen.getByLabelText('Your e-mail address')).toHaveAccessibleDescription(/^For the newsletter only.*unsubscribe link\. Privacy notice$/);
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/static-pages/privacy-policy');
  });

  it('checks a field only after it was left', async () => {
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(screen.getByLabelText('Your e-mail address'), 'asha');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('email must be a valid email!');
  });

  it('sends the trimmed address, toasts the server message and resets', async () => {
    let body: unknown;
    server.use(http.post(NEWSLETTER, async ({ request }) => { body = await request.json(); return ok(null, 'Subscribed to the newsletter'); }));
    const user = userEvent.setup();
    render(<NewsletterForm />);
    const input = screen.getByLabelText('Your e-mail address');
    await user.type(input, '  asha@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(toastify.success).toHaveBeenCalledWith('Subscribed to the newsletter'));
    expect(body).toEqual({ email: 'asha@example.com' });
    await waitFor(() => expect(input).toHaveValue(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('toasts a refusal and resets as well', async () => {
    server.use(http.post(NEWSLETTER, () => fail('Already subscribed')));
    const user = userEvent.setup();
    render(<NewsletterForm />);
    const input = screen.getByLabelText('Your e-mail address');
    await user.type(input, 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(toastify.error).toHaveBeenCalledWith('Already subscribed'));
    await waitFor(() => expect(input).toHaveValue(''));
  });
});

describe('header profile menu (SPEC §6)', () => {
  const toggle = () => screen.getByRole('button', { name: 'Profile menu for Asha Rao' });
  const menu = () => document.getElementById('profile-menu-items')!;

  it('opens on click with the role\'s items, and Escape closes it back onto the toggle', async () => {
    const user = userEvent.setup();
    renderWithStore(<AccountArea />, { role: 'agent' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toHaveClass('show');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(menu()).toHaveClass('show');
    expect(within(menu()).getAllByRole('link').map((a) => a.textContent)).toEqual(headerMenu('agent').map((i) => i.label));
    await user.keyboard('{Escape}');
    expect(menu()).not.toHaveClass('show');
    expect(toggle()).toHaveFocus();
  });

  it('moves with the arrow keys and closes on a click outside or when focus leaves', async () => {
    const user = userEvent.setup();
    renderWithStore(<><AccountArea /><button type="button">elsewhere</button></>);
    toggle().focus();
    await user.keyboard('{ArrowDown}');
    const links = within(menu()).getAllByRole('link');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(links[0]).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(menu()).not.toHaveClass('show');
    await user.click(toggle());
    expect(menu()).toHaveClass('show');
    act(() => screen.getByRole('button', { name: 'elsewhere' }).focus());
    expect(menu()).not.toHaveClass('show');
  });

  it('Logout closes the menu and asks for confirmation', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<AccountArea />);
    await user.click(toggle());
    await user.click(within(menu()).getByRole('button', { name: 'Logout' }));
    expect(menu()).not.toHaveClass('show');
    expect(store.getState().dialogs.open).toBe('logout');
  });
});

describe('toasts', () => {
  it('the container (and react-toastify) loads with the first toast', async () => {
    render(<ToastHost />);
    expect(screen.queryByTestId('toast-container')).toBeNull();
    act(() => toast.success('Link copied'));
    expect(await screen.findByTestId('toast-container')).toBeInTheDocument();
    await waitFor(() => expect(toastify.success).toHaveBeenCalledWith('Link copied'));
  });
});
