// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { PostingWizard } from '@/components/posting/posting-wizard';
import { validBody } from '../helpers/posting-bodies';
import { BASE, ok, renderWithStore, useApiServer } from './profile-harness';
import { stepTitle } from './posting-harness';
import { http } from 'msw';

vi.mock('next/navigation', async () => {
  const h = await import('./profile-harness');
  return { useRouter: () => h.router, usePathname: () => '/post-property/residential/flat-apartment/rent' };
});
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@/components/map/load-leaflet', () => ({ loadLeaflet: async () => null }));

// Issue 23: editing a listing, the step list opens any step whose earlier steps are
// valid, so changing the rent is one click, not two extra Next presses.

const server = useApiServer();
beforeEach(() => { localStorage.clear(); vi.mocked(toast.error).mockClear(); });

function stored(change: (b: ReturnType<typeof validBody>) => void = () => {}) {
  const body = validBody('apartment', 'rent');
  change(body);
  server.use(http.post(`${BASE}/api/user/my-property/my-property-list-find-one`, () => ok({ ...body, property_id: 7, photos: [] })));
}
const steps = () => screen.getByRole('navigation', { name: 'Posting steps' });
const edit = () => renderWithStore(<PostingWizard group="residential" slug="flat-apartment" postType="rent" editId={7} />, { role: 'owner' });

describe('editing: the step list jumps to any valid step', () => {
  it('opens "Rent and terms" straight from the location step', async () => {
    stored();
    edit();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Edit your Flat/Apartment');
    expect(stepTitle()).toHaveTextContent('Location');
    await user.click(within(steps()).getByRole('button', { name: '3. Rent and terms' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Rent and terms' })).toBeInTheDocument();
    expect(screen.getByLabelText('Monthly rent *')).toHaveValue('18000');
  });

  it('stops at the first step that is not valid, and says so', async () => {
    stored((b) => { delete (b.details as Record<string, unknown>).bedrooms; });
    edit();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(steps()).getByRole('button', { name: '6. Review and post' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Property details' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Complete "Property details" first');
  });

  it('a new listing still opens later steps only through Next', async () => {
    renderWithStore(<PostingWizard group="residential" slug="flat-apartment" postType="rent" />, { role: 'owner' });
    await screen.findByRole('heading', { level: 1 });
    expect(within(steps()).queryAllByRole('button')).toHaveLength(0);
  });
});
