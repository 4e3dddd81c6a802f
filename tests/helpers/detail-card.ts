import type { Card } from '@/lib/card';
import type { DetailData } from '@/lib/detail/detail-meta';

/** A 2 BHK flat for rent in Vijayanagar, Mysuru, as the detail page gets its card; `over` changes any field. */
export function card(over: Partial<Card> = {}): Card {
  return {
    id: 123, kind: 'property', ResidentialProject: false, title: '2 BHK Flat for Rent in Vijayanagar',
    group: 'residential', category: 'apartment', post_type: 'rent', price: 18000, price_max: null,
    bedrooms: 2, bedrooms_max: null, bathrooms: 2, area: null, locality: 'Vijayanagar', city: 'Mysuru',
    posted_by: 'owner', posted_at: '2025-06-01T00:00:00Z', image: null, images_count: 0, is_featured: false,
    is_verified: false, furnishing: null, facing: null, gender: null, room_types: null,
    url: '/property-details/2-bhk-flat-for-rent-in-vijayanagar-123-mysuru', ...over,
  };
}

export const data = (c: Card, detail: Record<string, unknown> = {}): DetailData => ({ kind: c.kind, card: c, detail });
