// Wording of a listing's history, shared by the detail page and the result cards.
// Pure and tiny: the cards import it, and search pages' first-load JS must not grow
// (the formatter module builds each Intl formatter lazily). Prices read as SPEC §9 says: ₹ 55 Lac.
import { dateText, shortDateText } from '@/lib/format/dates';
import { formatPrice } from '@/lib/format/price';

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

/** One line of the history list. */
export function historyLine(e: HistoryEvent): string {
  switch (e.type) {
    case 'posted': return `First posted on ${dayText(e.at)}, at ${rupees(e.price)}`;
    case 'price': return `${dayText(e.at)}: price ${e.new_price < e.old_price ? 'lowered' : 'raised'} from ${rupees(e.old_price)} to ${rupees(e.new_price)}`;
    case 'confirmed': return `${dayText(e.at)}: the poster confirmed it is still available`;
    case 'relisted': return `Listed before: ${dayText(e.from)} – ${dayText(e.to)}, at ${rupees(e.price)}`;
  }
}
