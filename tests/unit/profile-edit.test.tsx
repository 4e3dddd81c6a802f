// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { toast } from 'react-toastify';
import { EditProfileForm } from '@/components/profile/edit-profile-form';
import type { ProfileView } from '@/components/profile/profile-details';
import { BASE, fail, fileOfSize, ok, renderWithStore, router, useApiServer } from './profile-harness';

vi.mock('next/navigation', async () => {
  const h = await import('./profile-harness');
  return { useRouter: () => h.router, usePathname: () => '/profile-pages/my-profile/edit-profile' };
});
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('browser-image-compression', () => ({ default: vi.fn(async (f: File) => f) }));

const server = useApiServer();
// An entry behind this one, so back goes back instead of to the fallback page.
beforeEach(() => { localStorage.clear(); window.history.pushState({}, '', '/profile-pages/my-profile/edit-profile'); });

function bundle(role: ProfileView['user']['role_type']): ProfileView {
  return {
    user: {
      id: 7, name: 'Asha Rao', email: 'asha@example.com', email_verified: false, country_code: '+91', phone_number: '9876543210',
      role_type: role, profile_picture: null, description: 'Hello', city: { area: 'Vijayanagar', city: 'Mysuru', lat: 12.3, long: 76.6 },
    },
    builder_account_details: role === 'builder' ? { company_logo: '/uploads/logo.png', company_name: 'Sunrise Homes', company_role: 'Director' } : null,
  };
}

function open(role: ProfileView['user']['role_type']) {
  const r = renderWithStore(<EditProfileForm bundle={bundle(role)} />, { role });
  return { ...r, form: screen.getByRole('form', { name: 'Edit profile' }), user: userEvent.setup() };
}
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
  fireEvent.blur(input);
}

describe('edit profile: buyer, agent/owner', () => {
  it('gives the registration name texts and the e-mail text', async () => {
    const { form, user } = open('buyer');
    const name = within(form).getByLabelText('Full name');
    await retype(user, name, '');
    await waitFor(() => expect(errorOf(name)).toBe('Required'));
    await retype(user, name, 'Asha 2');
    await waitFor(() => expect(errorOf(name)).toBe('Enter a valid name'));
    const email = within(form).getByLabelText('E-mail');
    await retype(user, email, 'asha@');
    await waitFor(() => expect(errorOf(email)).toBe('email must be a valid email!'));
  });

  it('refuses a picture over the limit with the spec text', async () => {
    const { form, user } = open('buyer');
    await user.upload(within(form).getByLabelText('Profile picture'), fileOfSize(10_485_761));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Please upload below 3mb!'));
  });

  it.each([['buyer', 'update-buyer-profile'], ['owner', 'update-agent-profile'], ['agent', 'update-agent-profile']] as const)(
    '%s saves with %s, sees Changes Saved Successfully and goes back after 1 s', async (role, path) => {
      let body: Record<string, unknown> | undefined;
      server.use(
        http.post(`${BASE}/api/user/images/upload-user-image`, () => ok({ location: '/uploads/me.png' })),
        http.post(`${BASE}/api/user/${path}`, async ({ request }) => ok((body = (await request.json()) as Record<string, unknown>))),
      );
      const { form, user, store } = open(role);
      await user.upload(within(form).getByLabelText('Profile picture'), fileOfSize(1000));
      await waitFor(() => expect(within(form).getByRole('img')).toHaveAttribute('src', '/uploads/me.png'));
      await retype(user, within(form).getByLabelText('Full name'), 'Asha Kumari');
      await user.click(within(form).getByRole('button', { name: 'Save profile' }));
      expect(await screen.findByText('Changes Saved Successfully')).toBeInTheDocument();
      expect(body).toEqual({
        name: 'Asha Kumari', email: 'asha@example.com', description: 'Hello', profile_picture: '/uploads/me.png',
        city: { area: 'Vijayanagar', city: 'Mysuru', lat: 12.3, long: 76.6 },
      });
      expect(store.getState().auth).toMatchObject({ name: 'Asha Kumari', profile_pic: '/uploads/me.png' });
      expect(router.back).not.toHaveBeenCalled();
      await waitFor(() => expect(router.back).toHaveBeenCalledTimes(1), { timeout: 2000 });
    });

  it('fails silently and keeps what was typed', async () => {
    server.use(http.post(`${BASE}/api/user/update-buyer-profile`, () => fail('Something broke', 500)));
    const { form, user } = open('buyer');
    const name = within(form).getByLabelText('Full name');
    await retype(user, name, 'Asha Kumari');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save profile' })).toBeEnabled());
    expect(name).toHaveValue('Asha Kumari');
    expect(screen.queryByText('Changes Saved Successfully')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('edit profile: unsaved changes (SPEC §4)', () => {
  it('goes straight back without changes', async () => {
    const { user } = open('buyer');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.back).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks on back with changes; Cancel stays with the edits; Save Changes saves and goes back', async () => {
    let saves = 0;
    server.use(http.post(`${BASE}/api/user/update-buyer-profile`, () => { saves += 1; return ok({}); }));
    const { form, user } = open('buyer');
    const name = within(form).getByLabelText('Full name');
    await retype(user, name, 'Asha Kumari');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    let dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('changes to your profile');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull());
    expect(name).toHaveValue('Asha Kumari');
    expect(router.back).not.toHaveBeenCalled();
    expect(saves).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes Saved Successfully')).toBeInTheDocument();
    expect(saves).toBe(1);
    await waitFor(() => expect(router.back).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it('gives builders their own wording', async () => {
    const { form, user } = open('builder');
    await retype(user, within(form).getByLabelText('Company name'), 'Sunrise Estates');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('builder profile (company details included)');
  });
});

describe('edit profile: builder', () => {
  it('checks the company with the builder texts', async () => {
    const { form, user } = open('builder');
    const company = within(form).getByLabelText('Company name');
    await retype(user, company, ' Sun');
    await waitFor(() => expect(errorOf(company)).toBe('Enter Valid name'));
    await retype(user, company, 'Su');
    await waitFor(() => expect(errorOf(company)).toBe('Too Short!'));
    await retype(user, company, '');
    await waitFor(() => expect(errorOf(company)).toBe('Required!'));
    for (const label of ['Your name', 'Your role in the company']) {
      const input = within(form).getByLabelText(label);
      await retype(user, input, 'Al');
      await waitFor(() => expect(errorOf(input)).toBe('Too Short!'));
      await retype(user, input, 'Al1ce');
      await waitFor(() => expect(errorOf(input)).toBe('Enter a valid name!'));
      await retype(user, input, '');
      await waitFor(() => expect(errorOf(input)).toBe('Required!'));
    }
  });

  it('refuses a logo over the limit and saves company fields with update-builder-profile', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(http.post(`${BASE}/api/user/update-builder-profile`, async ({ request }) => ok((body = (await request.json()) as Record<string, unknown>))));
    const { form, user } = open('builder');
    await user.upload(within(form).getByLabelText('Company logo'), fileOfSize(10_485_761));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Please upload below 3mb!'));
    expect(within(form).getByRole('img')).toHaveAttribute('src', '/uploads/logo.png');
    await retype(user, within(form).getByLabelText('Your role in the company'), 'Managing Director');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Changes Saved Successfully')).toBeInTheDocument();
    expect(body).toMatchObject({ company_logo: '/uploads/logo.png', company_name: 'Sunrise Homes', company_role: 'Managing Director', name: 'Asha Rao' });
    expect(body).not.toHaveProperty('profile_picture');
  });
});
