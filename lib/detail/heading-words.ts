// The detail page's heading, title and description in Hindi or Kannada. English keeps the
// text detail-meta.ts writes (and the property title the posting form wrote); these words come
// from the catalogue (messages detail.heading, read on the server: components/detail/part-words.ts).
import type { Card } from '@/lib/card';
import { fill } from '@/lib/i18n/fill';
import { formatPrice, type PriceLocale } from '@/lib/format/price';
import { cardPrice } from '@/lib/card';

/** The categories the posting form titles, each with its word under messages detail.heading.words. */
export const TITLE_WORDS = [
  'apartment', 'residential', 'villa', 'plot', 'office_space', 'commercial_shop', 'commercial_showroom',
  'warehouse', 'industrial_building', 'industrial_shed', 'commercial_plot', 'industrial_plot', 'farm_house', 'land',
] as const;

export type HeadingWords = {
  locale: Exclude<PriceLocale, 'en'>;
  /** Templates: {subject} {locality}. */
  rent: string; sale: string;
  /** PG templates by gender ('all' for none): {title} {locality}. */
  pg: Record<'Male' | 'Female' | 'Both' | 'all', string>;
  /** {title} {what} {locality}. */
  project: string;
  /** The description's closing words when the poster wrote none: the site's name filled in. */
  postedOn: string;
  /** The title word of a listing's category ("Flat") and of a project's type. */
  words: Record<string, string>; projectTypes: Record<string, string>;
  from: string; onRequest: string; perMonth: string;
  /** The city in the language (lib/i18n/place-names.ts), and the breadcrumb's first step. */
  city: string; home: string;
};

/** What a heading reads of a card (a result card's CardView has these too). */
type TitledCard = Pick<Card, 'title' | 'gender' | 'locality' | 'bedrooms' | 'bedrooms_max' | 'category' | 'group' | 'post_type'>;
type Heading = { kind: Card['kind']; card: TitledCard; detail: Record<string, unknown> };

// The posting form titles a listing "{subject} for {Rent|Sale} in {locality}" (server/listings/posting/store.ts):
// such a title is the site's words and is written again in the language; any other title is the poster's and stays.
const generated = (card: TitledCard) => card.title.endsWith(` for ${card.post_type === 'rent' ? 'Rent' : 'Sale'} in ${card.locality}`);

function bhk(min: number | null, max: number | null): string {
  if (min === null && max === null) return '';
  return min === null || max === null || min === max ? `${min ?? max} BHK` : `${min}–${max} BHK`;
}

/** The page's h1 in the language. */
export function headingIn({ kind, card, detail }: Heading, w: HeadingWords): string {
  if (kind === 'pg') return fill(w.pg[(card.gender ?? 'all') as keyof HeadingWords['pg']] ?? w.pg.all, { title: card.title, locality: card.locality });
  if (kind === 'project') {
    const type = typeof detail.project_type === 'string' ? w.projectTypes[detail.project_type === 'residential_plot' ? 'residential' : detail.project_type] ?? '' : '';
    const what = [bhk(card.bedrooms, card.bedrooms_max), type].filter(Boolean).join(' ');
    return fill(w.project, { title: card.title, what, locality: card.locality }).replace(/\s{2,}/g, ' ');
  }
  const word = w.words[card.category];
  if (!word || !generated(card)) return card.title;
  const subject = card.group === 'residential' && card.bedrooms ? `${card.bedrooms} BHK ${word}` : word;
  return fill(card.post_type === 'rent' ? w.rent : w.sale, { subject, locality: card.locality });
}

/** The price as the title and description write it, in the language. */
export function priceIn(card: Card, w: HeadingWords): string {
  if (card.price == null) return w.onRequest;
  const price = cardPrice(card, (n) => formatPrice(n, w.locale)).replace(/ \/month$/, w.perMonth);
  return card.kind === 'pg' ? `${w.from}${price}` : price;
}
