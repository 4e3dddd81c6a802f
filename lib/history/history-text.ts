// Wording of a listing's history, shared by the detail page and the result cards.
// Pure and tiny: the cards import it, and search pages' first-load JS must not grow
// (the formatter module builds each Intl formatter lazily). Prices read as SPEC §9 says: ₹ 55 Lac.
import { dateText, dateTextIn, shortDateText } from '@/lib/format/dates';
import { formatPrice, type PriceLocale } from '@/lib/format/price';
import { fill } from '@/lib/i18n/fill';

export type HistoryEvent =
  | { type: 'posted'; at: string; price: number }
  | { type: 'price'; at: string; old_price: number; new_price: number }
  | { type: 'confirmed'; at: string }
  | { type: 'relisted'; from: string; to: string; price: number; listing_id: number };

/** A card's latest price change, when it was a drop. */
export type PriceDrop = { amount: number; since: string };

const rupees = (v: number) => formatPrice(Math.round(v));

/** "3 Mar 2026" in India time. */
export const dayText = (iso: string) => dateText(iso);

/** "₹ 1,500 less since 12 Oct", "₹ 2.5 Lac less since 3 Mar 2025". */
export const priceDropText = (p: PriceDrop, now = new Date()) => `${rupees(p.amount)} less since ${shortDateText(p.since, now)}`;

/** The list's lines in a language (messages detail.history): {date} {price} {old} {from} {to}. */
export type HistoryWords = { title: string; posted: string; lowered: string; raised: string; confirmed: string; relisted: string };

/** One line of the history list in Hindi or Kannada: dates and lakh/crore in the language, in India time. */
export function historyLineIn(e: HistoryEvent, w: HistoryWords, locale: PriceLocale): string {
  const day = (iso: string) => dateTextIn(iso, locale);
  const price = (v: number) => formatPrice(Math.round(v), locale);
  switch (e.type) {
    case 'posted': return fill(w.posted, { date: day(e.at), price: price(e.price) });
    case 'price': return fill(e.new_price < e.old_price ? w.lowered : w.raised, { date: day(e.at), old: price(e.old_price), price: price(e.new_price) });
    case 'confirmed': return fill(w.confirmed, { date: day(e.at) });
    case 'relisted': return fill(w.relisted, { from: day(e.from), to: day(e.to), price: price(e.price) });
  }
}

/** One line of the history list. */
export function historyLine(e: HistoryEvent): string {
  switch (e.type) {
    case 'posted': return `First posted on ${dayText(e.at)}, at ${rupees(e.price)}`;
    case 'price': return `${dayText(e.at)}: price ${e.new_price < e.old_price ? 'lowered' : 'raised'} from ${rupees(e.old_price)} to ${rupees(e.new_price)}`;
    case 'confirmed': return `${dayText(e.at)}: the poster confirmed it is still available`;
    case 'relisted': return `Listed before: ${dayText(e.from)} – ${dayText(e.to)}, at ${rupees(e.price)}`;
  }
}
