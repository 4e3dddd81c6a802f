// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PgWizard } from '@/components/pg-posting/pg-wizard';
import { ProjectWizard } from '@/components/projects/project-wizard';
import { renderWithStore, router } from './profile-harness';

vi.mock('next/navigation', async () => {
  const h = await import('./profile-harness');
  return { useRouter: () => h.router, usePathname: () => '/post-pg/pg' };
});
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

// Issue 24 §7: the PG and project wizards are configurations of the one wizard engine;
// their drafts keep the keys they had, and drafts written before the engine still open.

beforeEach(() => localStorage.clear());
const stepTitle = () => screen.getByRole('heading', { level: 2 });

describe('the PG wizard on the wizard engine', () => {
  it('asks the PG name first and names the field in its error', async () => {
    renderWithStore(<PgWizard />, { role: 'owner' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Post your PG');
    expect(stepTitle()).toHaveTextContent('PG name and for whom');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('PG name is required!')).toBeInTheDocument();
    expect(stepTitle()).toHaveTextContent('PG name and for whom');
  });

  it('reopens a draft saved before the one engine ({at, values} under gb-draft-pg-new) at its step', async () => {
    localStorage.setItem('gb-draft-pg-new', JSON.stringify({ at: 2, values: {
      pg_name: 'Sri Lakshmi PG', gender: 'Female',
      rooms: [{ room_type: '2_sharing', rent: 7000, deposit: '', total_beds: 10, available_beds: 4 }],
    } }));
    renderWithStore(<PgWizard />, { role: 'owner' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Rooms and rent' })).toBeInTheDocument();
    expect(screen.getByLabelText('Rent per bed *')).toHaveValue('7000');
    await userEvent.setup().click(within(screen.getByRole('navigation', { name: 'Posting steps' })).getByRole('button', { name: '1. PG name and for whom' }));
    expect(screen.getByLabelText('PG name *')).toHaveValue('Sri Lakshmi PG');
  });
});

describe('the project wizard on the wizard engine', () => {
  it('opens with the "Project basic details" dialog; closing it goes back to My Projects', async () => {
    renderWithStore(<ProjectWizard slug="flat-apartment" />, { role: 'builder' });
    const dialog = await screen.findByRole('dialog', { name: 'Project basic details' });
    expect(within(dialog).getByLabelText('Number of Units *')).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(router.push).toHaveBeenCalledWith('/profile-pages/my-projects');
  });
});
