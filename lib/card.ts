import type { DetailKind } from './detail-url';

/** A search/list result as the API and the server pages give it to the UI. */
export type Card = {
  id: number;
  kind: DetailKind;
  ResidentialProject: boolean;
  title: string;
  group: 'residential' | 'commercial' | 'agriculture' | null;
  category: string;
  post_type: 'sale' | 'rent';
  /** Rupees; a month's rent for rent and PG; a project's lowest price. */
  price: number | null;
  price_max: number | null;
  bedrooms: number | null;
  bedrooms_max: number | null;
  bathrooms: number | null;
  area: { value: number; unit: 'sqft' | 'acre'; label: string } | null;
  locality: string;
  city: string;
  posted_by: string;
  posted_at: string;
  image: string | null;
  images_count: number;
  is_featured: boolean;
  is_verified: boolean;
  furnishing: string | null;
  facing: string | null;
  gender: string | null;
  room_types: string[] | null;
  url: string;
  /** Set on lists of the viewer's own saved items. */
  is_saved?: boolean;
};

/** The bookmark's property_type for a card (the save call's second field). */
export function bookmarkType(card: Pick<Card, 'kind' | 'group'>): string {
  return card.kind === 'property' ? (card.group ?? 'residential') : card.kind;
}

const DAY = 86_400_000;

/** "Today", "Yesterday", "5 days ago", "3 weeks ago", or the date. */
export function postedAgo(iso: string, now = Date.now()): string {
  const days = Math.floor((now - new Date(iso).getTime()) / DAY);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 14) return `${days} days ago`;
  if (days < 60) return `${Math.floor(days / 7)} weeks ago`;
  return new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** "₹ 45,000 /month", "₹ 1.2 Cr", "₹ 55 Lac – 1.1 Cr" for projects. */
export function cardPrice(card: Pick<Card, 'price' | 'price_max' | 'post_type' | 'kind'>, format: (n: number) => string): string {
  if (card.price == null) return 'Price on request';
  const base = card.price_max && card.price_max !== card.price
    ? `${format(card.price)} – ${format(card.price_max).replace(/^₹\s*/, '')}`
    : format(card.price);
  return card.post_type === 'rent' || card.kind === 'pg' ? `${base} /month` : base;
}
