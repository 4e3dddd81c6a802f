// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { PageHeading } from '@/components/profile/page-heading';
import { PayStep } from '@/components/plans/pay-step';
import { BASE, fail, ok, renderWithStore, router, useApiServer } from './profile-harness';

vi.mock('next/navigation', async () => {
  const h = await import('./profile-harness');
  return { useRouter: () => h.router, usePathname: () => '/profile-pages/plan-management' };
});

const server = useApiServer();

const PLAN = {
  id: 7, code: 'owner_plus', name: 'Owner Plus', audience: 'owner' as const, duration_days: 90, price_paise: 149900, gst_paise: 26982,
  total_paise: 176882, gst_rate_percent: 18, listing_quota: 5, featured_quota: 1, project_quota: 0, priority_moderation: false, features: [],
};
const BILLING = { id: 3, name: 'Ramesh', email: 'r@example.com', address: '14 Temple Road', city: 'Mysuru', state: 'Karnataka', pincode: '570017', gstin: null, phone_number: '9845012345' };
const summary = (o: object) => ({
  has_plan: true, latest_plan: { id: 41, plan_id: 9, ends_at: '2026-12-01T00:00:00Z', status: 'active' },
  listings: { allowed: 61, used: 3 }, featured: { allowed: 6, used: 0 }, projects: { allowed: 3, used: 3 }, priority_moderation: true,
  plan_button: 'Renew Plan', plan_url: '/subscription/builder?renewId=41', post_project: false, ...o,
});

describe('plan heading (SPEC §2)', () => {
  it("reads Renew Plan with the plan's renewId once the summary says it ends soon", async () => {
    server.use(http.post(`${BASE}/api/user/my-plan-details-without-project`, () => ok(summary({}))));
    renderWithStore(<PageHeading title="Plan Management" />, { role: 'builder' });
    expect(await screen.findByRole('link', { name: 'Renew Plan' })).toHaveAttribute('href', '/subscription/builder?renewId=41');
    // No free project slot: Post Project leads to the plans instead of the chooser.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Post Project' }));
    expect(router.push).toHaveBeenCalledWith('/subscription/builder?renewId=41');
  });

  it('keeps Upgrade Plan for a plan far from its end', async () => {
    server.use(http.post(`${BASE}/api/user/my-plan-details-without-project`, () => ok(summary({ plan_button: 'Upgrade Plan', plan_url: '/subscription/plans', post_project: true }))));
    renderWithStore(<PageHeading title="Plan Management" />, { role: 'owner' });
    expect(await screen.findByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/subscription/plans');
  });
});

describe('payment step', () => {
  it("shows CGST + SGST within Karnataka and says 'Something went wrong' when the order cannot be made (SPEC §8)", async () => {
    let sent: unknown;
    server.use(http.post(`${BASE}/api/subscription/create-order`, async ({ request }) => {
      sent = await request.json();
      return fail('Something went wrong', 503);
    }));
    renderWithStore(<PayStep plan={PLAN} billing={BILLING} sellerStateCode="29" renewId={null} projectId={null} onBack={() => {}} onLeave={() => {}} />, { role: 'owner' });
    expect(screen.getByText('CGST 9%')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay ₹1,768.82' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(sent).toEqual({ plan_id: 7, billing_id: 3, renew_id: null, project_id: null });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('opens the checkout page of the new order', async () => {
    server.use(http.post(`${BASE}/api/subscription/create-order`, () => ok({ order_id: 12, checkout: { provider: 'sandbox', checkout_url: '/subscription/checkout/12' } })));
    renderWithStore(<PayStep plan={PLAN} billing={{ ...BILLING, state: 'Maharashtra' }} sellerStateCode="29" renewId={null} projectId={null} onBack={() => {}} onLeave={() => {}} />, { role: 'owner' });
    expect(screen.getByText('IGST 18%')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /^Pay / }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith('/subscription/checkout/12'));
  });
});
