// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ListingCard } from '@/components/listing/listing-card';
import { orderingNote, SPONSORED_LABEL } from '@/lib/ranking';
import { SORT_KEYS } from '@/lib/search-route';
import type { CardView } from '@/lib/card';
import { renderWithStore } from './profile-harness';

afterEach(cleanup);

const card = (o: Partial<CardView>) => ({
  id: 7, kind: 'property', title: 'A flat', group: 'residential', post_type: 'sale', price: 5_500_000, price_max: null,
  bedrooms: 2, bedrooms_max: null, area: null, locality: 'Gokulam', city: 'Mysuru', posted_by: 'owner',
  posted_at: new Date().toISOString(), image: null, images_count: 0, is_featured: false, is_verified: false,
  furnishing: null, gender: null, url: '/property-details/a-flat-7-mysuru', ...o,
}) as CardView;

describe('paid placement is labelled an ad, not a feature', () => {
  it('a paid card says Sponsored; an unpaid one carries no label', () => {
    renderWithStore(<ListingCard card={card({ is_featured: true })} />);
    const badge = screen.getByText(SPONSORED_LABEL);
    expect(badge).toHaveTextContent('Sponsored');
    expect(screen.queryByText('Featured')).toBeNull();
    cleanup();
    renderWithStore(<ListingCard card={card({ is_featured: false })} />);
    expect(screen.queryByText(SPONSORED_LABEL)).toBeNull();
  });

  it('every sort order says in words how results are ranked, and only relevance puts paid placement first', () => {
    expect(orderingNote('relevance')).toMatch(/^Sponsored listings \(paid placement, labelled Sponsored\) come first/);
    for (const s of SORT_KEYS.filter((k) => k !== 'relevance')) expect(orderingNote(s)).toMatch(/Paid placement does not change this order/);
  });
});
