// @vitest-environment jsdom
// Issue 20 §1: a map pin's card prices like the list's cards (lib/card.ts cardPrice).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MapCard } from '@/components/map/map-card';
import type { Card } from '@/lib/card';

afterEach(cleanup);

const card = (o: Partial<Card>) => ({ id: 1, kind: 'property', title: 'A flat', url: '/property-details/a-flat-1-mysuru', image: null,
  price: 5_500_000, price_max: null, post_type: 'sale', locality: 'Gokulam', city: 'Mysuru', ...o }) as Card;

describe('map card', () => {
  it('shows a project\'s price range, a PG room\'s label and rents a month, in Lac and Cr', () => {
    const { rerender } = render(<MapCard card={card({ kind: 'project', price: 5_500_000, price_max: 11_000_000 })} onClose={() => {}} />);
    expect(screen.getByText(/^₹/).textContent).toBe('₹ 55 Lac – 1.1 Cr');
    rerender(<MapCard card={card({ kind: 'pg', price: 7_500, price_label: 'Single room' })} onClose={() => {}} />);
    expect(screen.getByText(/^Single room/).textContent).toBe('Single room ₹ 7,500 /month');
    rerender(<MapCard card={card({ price: null })} onClose={() => {}} />);
    expect(screen.getByText('Price on request')).toBeTruthy();
  });
});
