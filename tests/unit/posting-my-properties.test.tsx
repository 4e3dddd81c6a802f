// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { toast } from 'react-toastify';
import { MyProperties } from '@/components/posting/my-properties';
import { last30Days } from '@/components/posting/my-property-stats';
import { BASE, ok, renderWithStore, useApiServer } from './profile-harness';

vi.mock('next/navigation', async () => {
  const h = await import('./profile-harness');
  return { useRouter: () => h.router, usePathname: () => '/profile-pages/my-property' };
});
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const server = useApiServer();

const item = (over: Record<string, unknown>) => ({
  id: 1, kind: 'property', category: 'apartment', group: 'residential', post_type: 'rent', title: '2 BHK Flat for Rent in Vijayanagar',
  status: 'live', reasons: [], cover: '/media/a-1600.webp', price: 18000, views: 42, saves: 3, leads: 2,
  confirmed_at: new Date(Date.now() - 3 * 86_400_000).toISOString(), detail_url: '/property-details/2-bhk-flat-for-rent-in-vijayanagar-1-mysuru',
  ...over,
});

const LIVE = item({});
const PENDING = item({ id: 2, title: 'Office Space for Sale in Gokulam', category: 'office_space', group: 'commercial', post_type: 'sale', status: 'pending', reasons: ['The description contains a phone number'], price: 9_500_000, cover: null });
const EXPIRED = item({ id: 3, title: 'Agricultural Land for Sale in Bogadi', category: 'land', group: 'agriculture', post_type: 'sale', status: 'expired', confirmed_at: null });

function listHandler(bodies: Record<string, unknown>[], items = [LIVE, PENDING, EXPIRED]) {
  return http.post(`${BASE}/api/user/my-property/my-property-list`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    bodies.push(body);
    const shown = items.filter((i) => (!body.status || i.status === body.status) && (!body.group || i.group === body.group));
    return ok({ items: shown, page: 1, totalNoOfPages: 1 });
  });
}

const card = (title: string) => screen.getByRole('listitem', { name: title });

describe('My Properties', () => {
  it('lists every listing with its status, reasons, cover, price and figures, and edit links into the wizard', async () => {
    server.use(listHandler([]));
    renderWithStore(<MyProperties />, { role: 'owner' });
    const live = await screen.findByRole('listitem', { name: LIVE.title });
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(within(live).getByText('₹ 18,000 / month')).toBeInTheDocument();
    expect(within(live).getByRole('img', { name: `Cover photo of ${LIVE.title}` })).toHaveAttribute('src', LIVE.cover);
    expect(within(live).getByText('Confirmed available 3 days ago')).toBeInTheDocument();
    expect(within(live).getByText('Views').nextSibling).toHaveTextContent('42');
    expect(within(live).getByText('Callback leads').nextSibling).toHaveTextContent('2');
    expect(within(live).getByRole('link', { name: `Edit ${LIVE.title}` })).toHaveAttribute('href', '/post-property/residential/flat-apartment/rent?edit=1');

    const pending = card(PENDING.title);
    expect(within(pending).getByText('Pending review')).toBeInTheDocument();
    expect(within(pending).getByText('The description contains a phone number')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: `Edit ${PENDING.title}` })).toHaveAttribute('href', '/post-property/commercial/office-space/sale?edit=2');
    expect(within(card(EXPIRED.title)).getByText(/Hidden from search/)).toBeInTheDocument();
  });

  it('filters by status and group through the list call', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(listHandler(bodies));
    renderWithStore(<MyProperties />, { role: 'owner' });
    await screen.findByRole('listitem', { name: LIVE.title });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: LIVE.title })).toBeNull());
    expect(card(PENDING.title)).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ page_no: 1, status: 'pending' });
    await user.selectOptions(screen.getByLabelText('Property type'), 'agriculture');
    expect(await screen.findByText('No property matches these filters')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ page_no: 1, status: 'pending', group: 'agriculture' });
  });

  it('deletes after a confirmation, through the delete call of the listing group', async () => {
    let deleted: unknown = null;
    let items = [LIVE, PENDING];
    server.use(
      http.post(`${BASE}/api/user/my-property/my-property-list`, () => ok({ items, page: 1, totalNoOfPages: 1 })),
      http.post(`${BASE}/api/commercial/delete-property`, async ({ request }) => {
        deleted = await request.json();
        items = [LIVE];
        return ok({ property_id: 2, status: 'deleted' });
      }));
    renderWithStore(<MyProperties />, { role: 'agent' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Delete ${PENDING.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this listing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: PENDING.title })).toBeNull());
    expect(deleted).toEqual({ property_id: 2 });
    expect(toast.success).toHaveBeenCalledWith('Property deleted');
  });

  it('renews an expired listing with Still available', async () => {
    let renewed: unknown = null;
    let items = [EXPIRED];
    server.use(
      http.post(`${BASE}/api/user/my-property/my-property-list`, () => ok({ items, page: 1, totalNoOfPages: 1 })),
      http.post(`${BASE}/api/user/my-property/confirm-available`, async ({ request }) => {
        renewed = await request.json();
        items = [{ ...EXPIRED, status: 'live', confirmed_at: new Date().toISOString() }];
        return ok({ property_id: 3, status: 'approved' });
      }));
    renderWithStore(<MyProperties />, { role: 'owner' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Still available: ${EXPIRED.title}` }));
    expect(await within(card(EXPIRED.title)).findByText('Confirmed available today')).toBeInTheDocument();
    expect(renewed).toEqual({ property_id: 3 });
  });

  it('draws the last 30 days of views as an SVG chart when Statistics is opened', async () => {
    const today = new Date();
    const iso = (back: number) => new Date(today.getTime() + 5.5 * 3600_000 - back * 86_400_000).toISOString().slice(0, 10);
    server.use(listHandler([], [LIVE]),
      http.post(`${BASE}/api/user/my-property/my-property-statistics`, () => ok({ days: [{ date: iso(0), views: 5 }, { date: iso(2), views: 7 }] })));
    renderWithStore(<MyProperties />, { role: 'owner' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Show statistics of ${LIVE.title}` }));
    const chart = await screen.findByRole('img', { name: `Views of ${LIVE.title}: 12 views in the last 30 days` });
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
  });

  it('fills missing days with zero views, oldest first', () => {
    const days = last30Days([{ date: '2026-11-20', views: 4 }], new Date('2026-11-23T12:00:00Z'));
    expect(days).toHaveLength(30);
    expect(days[0]!.date).toBe('2026-10-25');
    expect(days.at(-1)).toEqual({ date: '2026-11-23', views: 0 });
    expect(days.find((d) => d.date === '2026-11-20')!.views).toBe(4);
  });
});
