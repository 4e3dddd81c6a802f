// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { toast } from 'react-toastify';
import { getItem } from '@/lib/storage';
import { dialogsInitial } from '@/store/dialogs-slice';
import { UserTypeDialog } from '@/components/auth/user-type-dialog';
import { PostChooserDialog } from '@/components/auth/post-chooser-dialog';
import { BASE, fail, ok, renderWithStore, router, useApiServer } from './profile-harness';

vi.mock('next/navigation', async () => {
  const h = await import('./profile-harness');
  return { useRouter: () => h.router, usePathname: () => '/' };
});
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const server = useApiServer();
beforeEach(() => localStorage.clear());

const both = <><UserTypeDialog /><PostChooserDialog /></>;
const openChooser = () => renderWithStore(both, { role: 'buyer' }, { dialogs: { ...dialogsInitial, open: 'userType' } });

describe("user type chooser 'What you are' (SPEC §4)", () => {
  it('sends owner at once, stores it and opens the post chooser', async () => {
    let body: unknown;
    server.use(http.post(`${BASE}/api/user/update-role-type`, async ({ request }) => { body = await request.json(); return ok({ Role_type: 'owner' }); }));
    const { store } = openChooser();
    await userEvent.setup().click(within(screen.getByRole('dialog', { name: 'What you are' })).getByRole('button', { name: 'Owner' }));
    await waitFor(() => expect(store.getState().dialogs.open).toBe('postChooser'));
    expect(body).toEqual({ role_type: 'owner' });
    expect(store.getState().auth.user_type).toBe('owner');
    expect(getItem('user_type')).toBe('owner');
    expect(await screen.findByRole('dialog', { name: 'Post your property' })).toBeInTheDocument();
  });

  it('opens builder registration for builder, without a call', async () => {
    const { store } = openChooser();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Builder' }));
    expect(store.getState().dialogs.open).toBe('builderRegister');
  });

  it("toasts the server's refusal", async () => {
    server.use(http.post(`${BASE}/api/user/update-role-type`, () => fail('Complete your registration first', 403)));
    const { store } = openChooser();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Agent' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Complete your registration first'));
    expect(store.getState().dialogs.open).toBe('userType');
  });
});

describe('post chooser (SPEC §2, §6)', () => {
  it('offers sale types in three groups, plots only for sale, and opens the chosen posting form', async () => {
    renderWithStore(both, { role: 'owner' }, { dialogs: { ...dialogsInitial, open: 'postChooser' } });
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Post your property' });
    for (const g of ['Residential', 'Commercial', 'Agriculture']) expect(within(dialog).getByRole('heading', { name: g })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Residential Plot' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('switch')).toBeNull(); // the project toggle is for builders
    await user.click(within(dialog).getByLabelText('Rent out'));
    expect(within(dialog).queryByRole('button', { name: 'Residential Plot' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Warehouse' }));
    expect(router.push).toHaveBeenCalledWith('/post-property/commercial/warehouse/rent');
  });

  it('sends a sale of farm land to its agriculture route and closes', async () => {
    const { store } = renderWithStore(both, { role: 'agent' }, { dialogs: { ...dialogsInitial, open: 'postChooser' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Agriculture Land' }));
    expect(router.push).toHaveBeenCalledWith('/post-property/agriculture/agriculture-land/sale');
    expect(store.getState().dialogs.open).toBeNull();
  });

  it('sends a PG to the PG wizard', async () => {
    renderWithStore(both, { role: 'owner' }, { dialogs: { ...dialogsInitial, open: 'postChooser' } });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('PG'));
    await user.click(screen.getByRole('button', { name: 'Post a PG' }));
    expect(router.push).toHaveBeenCalledWith('/post-pg/pg');
  });

  it('lets a builder switch sale to a project', async () => {
    renderWithStore(both, { role: 'builder' }, { dialogs: { ...dialogsInitial, open: 'postChooser' } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Post a project instead of a property' }));
    expect(screen.getByRole('heading', { name: 'Residential project' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Commercial' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Flat/Apartment' }));
    expect(router.push).toHaveBeenCalledWith('/post-project/residential/flat-apartment/project-details');
  });
});
