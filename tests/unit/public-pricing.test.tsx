// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { PublicPricing } from '@/components/plans/public-pricing';
import { planToApi, type PlanRow } from '@/server/money/plans/catalogue';
import { PLANS } from '@/server/platform/seed/content';
import { QUICK_LINKS } from '@/lib/site';

// The seeded catalogue, priced by the same function the API and the checkout use.
const plans = PLANS.map((p, i) => planToApi({ ...p, id: i + 1, isActive: true, sortOrder: i, createdAt: new Date() } as unknown as PlanRow));

describe('plan prices are published without login', () => {
  it('every plan on sale shows its total with GST first, by audience, with a way to buy', () => {
    render(<PublicPricing plans={plans} />);
    for (const [name, audience] of [['For owners', 'owner'], ['For agents', 'agent'], ['For builders', 'builder']] as const) {
      const section = within(screen.getByRole('region', { name }));
      const mine = plans.filter((p) => p.audience === audience);
      expect(section.getAllByTestId('public-plan')).toHaveLength(mine.length);
      for (const p of mine) {
        const card = within(section.getByRole('heading', { name: p.name }).closest('li')!);
        expect(card.getByText(/^₹/).textContent).toMatch(new RegExp(`^₹${(p.total_paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 }).replace(/[.]/g, '\\.')} incl\\.`));
        expect(card.getByRole('link', { name: `Buy ${p.name}` })).toHaveAttribute('href', audience === 'builder' ? '/subscription/builder' : '/subscription/plans');
      }
    }
    expect(plans.length).toBeGreaterThan(3);
  });

  it('the footer links the page', () => {
    expect(QUICK_LINKS).toContainEqual({ label: 'Plans and prices', href: '/pricing' });
  });
});
