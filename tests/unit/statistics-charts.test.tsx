// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ItemStatistics } from '@/components/trust/item-statistics';

vi.mock('next/navigation', () => ({ useRouter: () => ({ back: vi.fn(), push: vi.fn() }) }));

const day = (date: string, o: Partial<Record<'views' | 'saves' | 'callbacks' | 'enquiries' | 'brochures', number>>) =>
  ({ date, views: 0, saves: 0, callbacks: 0, enquiries: 0, brochures: 0, ...o });

describe('each statistics chart names its own measure', () => {
  it('saves, callback requests and enquiries are not called views', () => {
    const days = [day('2026-11-01', { views: 3, saves: 1, callbacks: 2, enquiries: 1 }), day('2026-11-02', { views: 2, enquiries: 1, brochures: 1 })];
    render(<ItemStatistics stats={{ kind: 'project', title: 'Sky Towers', days,
      totals: { views: 5, saves: 1, callbacks: 2, enquiries: 2, brochures: 1 } }} />);
    const caption = (name: string) => within(screen.getByRole('region', { name })).getByText(/in the last 2 days$/).textContent;
    expect(caption('Views')).toBe('5 views in the last 2 days');
    expect(caption('Saves')).toBe('1 save in the last 2 days');
    expect(caption('Callback requests')).toBe('2 callback requests in the last 2 days');
    expect(caption('Enquiries')).toBe('2 enquiries in the last 2 days');
    expect(caption('Brochure downloads')).toBe('1 brochure download in the last 2 days');
    expect(screen.getByRole('img', { name: 'Saves: 1 save in the last 2 days' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Enquiries' })).getByRole('columnheader', { name: 'Enquiries' })).toBeInTheDocument();
  });
});
