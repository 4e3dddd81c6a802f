// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { toast } from 'react-toastify';
import imageCompression from 'browser-image-compression';
import { getItem } from '@/lib/storage';
import { dialogsInitial } from '@/store/dialogs-slice';
import { BuilderRegisterDialog } from '@/components/auth/builder-register-dialog';
import { BASE, fail, fileOfSize, ok, renderWithStore, router, useApiServer } from './profile-harness';

vi.mock('next/navigation', async () => {
  const h = await import('./profile-harness');
  return { useRouter: () => h.router, usePathname: () => '/' };
});
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('browser-image-compression', () => ({ default: vi.fn(async (f: File) => f) }));

const server = useApiServer();
beforeEach(() => localStorage.clear());

function open() {
  const r = renderWithStore(<BuilderRegisterDialog />, { role: 'buyer', name: '' }, { dialogs: { ...dialogsInitial, open: 'builderRegister' } });
  const dialog = screen.getByRole('dialog', { name: 'Builder registration' });
  return { ...r, dialog, user: userEvent.setup() };
}

const field = (d: HTMLElement, label: string) => within(d).getByLabelText(label);
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

async function typeAndBlur(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
  fireEvent.blur(input);
}

describe('builder registration dialog (SPEC §5)', () => {
  it('shows every required message on an empty submit, logo included', async () => {
    const { dialog, user } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Register as builder' }));
    await waitFor(() => expect(within(dialog).getByText('Upload image!')).toBeInTheDocument());
    expect(errorOf(field(dialog, 'Company name'))).toBe('Required!');
    expect(errorOf(field(dialog, 'Your name'))).toBe('Required!');
    expect(errorOf(field(dialog, 'Your role in the company'))).toBe('Required!');
  });

  it('words company name, name and role errors as the spec does', async () => {
    const { dialog, user } = open();
    const company = field(dialog, 'Company name');
    await typeAndBlur(user, company, ' Acme');
    await waitFor(() => expect(errorOf(company)).toBe('Enter Valid name'));
    await typeAndBlur(user, company, 'Ac');
    await waitFor(() => expect(errorOf(company)).toBe('Too Short!'));
    for (const label of ['Your name', 'Your role in the company']) {
      const input = field(dialog, label);
      await typeAndBlur(user, input, 'Al');
      await waitFor(() => expect(errorOf(input)).toBe('Too Short!'));
      await typeAndBlur(user, input, 'Al1ce');
      await waitFor(() => expect(errorOf(input)).toBe('Enter a valid name!'));
      await typeAndBlur(user, input, 'Alice Rao');
      await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    }
  });

  it('refuses a logo over 10485760 bytes with the spec text, without uploading', async () => {
    const { dialog, user } = open();
    await user.upload(field(dialog, 'Company logo'), fileOfSize(10_485_761));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Please upload below 3mb!'));
    expect(imageCompression).not.toHaveBeenCalled();
  });

  it('toasts the server message and resets the logo when the upload fails', async () => {
    server.use(http.post(`${BASE}/profile/upload-company-logo`, () => fail('Please upload below 3mb!', 413)));
    const { dialog, user } = open();
    await user.upload(field(dialog, 'Company logo'), fileOfSize(2000));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Please upload below 3mb!'));
    expect(within(dialog).queryByRole('img')).toBeNull();
    expect((field(dialog, 'Company logo') as HTMLInputElement).value).toBe('');
  });

  it('compresses at 0.8, uploads the logo as `file`, registers and switches the role to builder', async () => {
    let uploadedField: string | null = null;
    let registered: unknown;
    let role: unknown;
    server.use(
      http.post(`${BASE}/profile/upload-company-logo`, async ({ request }) => {
        uploadedField = [...(await request.formData()).keys()][0] ?? null;
        return ok({ location: '/uploads/logo.png' });
      }),
      http.post(`${BASE}/api/user/create-builder-register`, async ({ request }) => ok((registered = await request.json()))),
      http.post(`${BASE}/api/user/update-role-type`, async ({ request }) => { role = await request.json(); return ok({ Role_type: 'builder' }); }),
    );
    const { dialog, user, store } = open();
    await user.upload(field(dialog, 'Company logo'), fileOfSize(2000, 'logo.png'));
    await waitFor(() => expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/uploads/logo.png'));
    expect(imageCompression).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ initialQuality: 0.8 }));
    expect(uploadedField).toBe('file');
    await user.type(field(dialog, 'Company name'), 'Sunrise Homes');
    await user.type(field(dialog, 'Your name'), 'Arjun Reddy');
    await user.type(field(dialog, 'Your role in the company'), 'Director');
    await user.click(within(dialog).getByRole('button', { name: 'Register as builder' }));
    await waitFor(() => expect(store.getState().dialogs.open).toBe('postChooser'));
    expect(registered).toEqual({ company_logo: '/uploads/logo.png', company_name: 'Sunrise Homes', name: 'Arjun Reddy', company_role: 'Director' });
    expect(role).toEqual({ role_type: 'builder' });
    expect(store.getState().auth.user_type).toBe('builder');
    expect(getItem('user_type')).toBe('builder');
    expect(router.refresh).toHaveBeenCalled();
  });

  it('toasts the server message and resets the logo when registration fails', async () => {
    server.use(
      http.post(`${BASE}/profile/upload-company-logo`, () => ok({ location: '/uploads/logo.png' })),
      http.post(`${BASE}/api/user/create-builder-register`, () => fail('A builder account already exists for this user', 409)),
    );
    const { dialog, user, store } = open();
    await user.upload(field(dialog, 'Company logo'), fileOfSize(2000));
    await waitFor(() => expect(within(dialog).getByRole('img')).toBeInTheDocument());
    await user.type(field(dialog, 'Company name'), 'Sunrise Homes');
    await user.type(field(dialog, 'Your name'), 'Arjun Reddy');
    await user.type(field(dialog, 'Your role in the company'), 'Director');
    await user.click(within(dialog).getByRole('button', { name: 'Register as builder' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('A builder account already exists for this user'));
    await waitFor(() => expect(within(dialog).queryByRole('img')).toBeNull());
    expect(store.getState().dialogs.open).toBe('builderRegister');
  });
});
