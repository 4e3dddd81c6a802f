import type { DetailKind } from './detail-url';
import { dateText } from './format/dates';
import { istDaysBetween } from './ist';

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
  /** In search units: square feet, or acres for farm land (price per sq ft reads this). */
  area: { value: number; unit: 'sqft' | 'acre'; label: string } | null;
  /** The same area in the poster's own unit: "150 sq.yd", "2.5 acre", "1,200 sq.ft". */
  area_display?: string | null;
  /** Listings: when the poster last confirmed it is available (posting, editing, "Still available"). */
  confirmed_at?: string | null;
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
  /** PG searched by room type: the room the price is for ("Single room"). */
  price_label?: string;
  /** A project's RERA registration number, or the project's of a home for sale under construction. */
  rera_number?: string;
  url: string;
  /** Set on lists of the viewer's own saved items. */
  is_saved?: boolean;
  /** false on a saved item that was deleted or expired since: shown as no longer available. */
  available?: boolean;
  /** Listings whose latest price change lowered the price: by how much, since when. */
  price_drop?: { amount: number; since: string };
};

/** What a card shows. A results page hands its client list these, not whole
 * Cards: every field sent is written once more into the page's RSC payload. */
/** (The category stays: the photo's alt text names it, "2 BHK flat in …".) */
export type CardView = Omit<Card, 'ResidentialProject' | 'bathrooms' | 'facing' | 'room_types'>;

export function cardView(card: Card): CardView {
  const { ResidentialProject, bathrooms, facing, room_types, ...view } = card;
  return view;
}

/** The bookmark's property_type for a card (the save call's second field). */
export function bookmarkType(card: Pick<Card, 'kind' | 'group'>): string {
  return card.kind === 'property' ? (card.group ?? 'residential') : card.kind;
}

/**
 * "Today", "Yesterday", "5 days ago", "3 weeks ago", or the date. Days are
 * Indian calendar days (lib/ist.ts), the same days the posted-since
 * filters use: a card posted at 23:50 IST yesterday reads "Yesterday".
 */
export function postedAgo(iso: string, now = Date.now(), w: AgoWords = ENGLISH_AGO): string {
  const days = istDaysBetween(new Date(iso), now);
  if (days <= 0) return w.today;
  if (days === 1) return w.yesterday;
  if (days < 14) return w.days.replace('{n}', String(days));
  if (days < 60) return w.weeks.replace('{n}', String(Math.floor(days / 7)));
  return dateText(iso);
}

/** The posted-ago words in a page's language; `days` and `weeks` hold {n}. */
export type AgoWords = { today: string; yesterday: string; days: string; weeks: string };
const ENGLISH_AGO: AgoWords = { today: 'Today', yesterday: 'Yesterday', days: '{n} days ago', weeks: '{n} weeks ago' };
/** The confirmed-ago words: today, one day, more days ({n} in the last two). */
export type ConfirmedWords = [string, string, string];
const ENGLISH_CONFIRMED: ConfirmedWords = ['Confirmed available today', 'Confirmed available {n} day ago', 'Confirmed available {n} days ago'];

/** "Confirmed available today", "... 1 day ago", "... 12 days ago" (listings expire 60 days after it). */
export function confirmedAgo(iso: string, now = Date.now(), w: ConfirmedWords = ENGLISH_CONFIRMED): string {
  const days = Math.max(0, istDaysBetween(new Date(iso), now));
  return days === 0 ? w[0] : w[days === 1 ? 1 : 2].replace('{n}', String(days));
}

/** "₹ 45,000 /month", "₹ 1.2 Cr", "₹ 55 Lac – 1.1 Cr" for projects, "Single room ₹ 7,500 /month". */
export function cardPrice(card: Pick<Card, 'price' | 'price_max' | 'post_type' | 'kind' | 'price_label'>, format: (n: number) => string): string {
  if (card.price == null) return 'Price on request';
  const range = card.price_max && card.price_max !== card.price
    ? `${format(card.price)} – ${format(card.price_max).replace(/^₹\s*/, '')}`
    : format(card.price);
  const base = card.price_label ? `${card.price_label} ${range}` : range;
  return card.post_type === 'rent' || card.kind === 'pg' ? `${base} /month` : base;
}
