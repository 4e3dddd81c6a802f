// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@/store/store';
import { ListingCard } from '@/components/listing/listing-card';
import { MapCard } from '@/components/map/map-card';
import { cardView, type Card } from '@/lib/card';

// Listing photos say what they show: no result card, map card or gallery photo has empty alt text.

const card = (o: Partial<Card> = {}): Card => ({
  id: 7, kind: 'property', ResidentialProject: false, title: 'Sunny flat near the park', group: 'residential', category: 'apartment',
  post_type: 'rent', price: 18_000, price_max: null, bedrooms: 2, bedrooms_max: null, bathrooms: 2,
  area: { value: 1200, unit: 'sqft', label: 'Super area' }, locality: 'Jayanagar', city: 'Bengaluru', posted_by: 'owner',
  posted_at: '2026-11-01T10:00:00.000Z', image: '/demo/flat-1.svg', images_count: 6, is_featured: false, is_verified: false,
  furnishing: null, facing: null, gender: null, room_types: null, url: '/property-details/2-bhk-flat-for-rent-in-jayanagar-7-bengaluru', ...o,
} as Card);

describe('alt text of listing photos', () => {
  it("a result card's cover names the kind, BHK and place, and that it is the first of the photos", () => {
    render(<Provider store={makeStore()}><ListingCard card={cardView(card())} /></Provider>);
    expect(screen.getByRole('img')).toHaveAttribute('alt', '2 BHK flat in Jayanagar, Bengaluru — photo 1 of 6');
  });

  it('PG and project cards, and the map card', () => {
    const { unmount } = render(<Provider store={makeStore()}>
      <ListingCard card={cardView(card({ id: 8, kind: 'pg', group: null, category: 'pg', bedrooms: null, gender: 'Female', images_count: 1 }))} />
      <ListingCard card={cardView(card({ id: 9, kind: 'project', title: 'Lake View', bedrooms: 2, bedrooms_max: 4, images_count: 3 }))} />
    </Provider>);
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual([
      'PG for girls in Jayanagar, Bengaluru — photo 1 of 1', 'Lake View, 2-4 BHK project in Jayanagar, Bengaluru — photo 1 of 3']);
    unmount();
    render(<MapCard card={card({ category: 'villa', bedrooms: 3, images_count: 2 })} onClose={() => {}} />);
    expect(screen.getByRole('img')).toHaveAttribute('alt', '3 BHK villa in Jayanagar, Bengaluru — photo 1 of 2');
  });
});
