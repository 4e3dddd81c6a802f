// Pure wording of the insights figures, shared by the server pages, the detail
// page and the posting wizard's price step (client), so all three say the same.
import { countText, formatCount } from '@/lib/format/counts';
import { inr } from '@/lib/format/money';
import { istWallClock } from '@/lib/ist';
import { fill } from '@/lib/i18n/fill';
import { MIN_LIVE_TO_INDEX } from '@/lib/seo/index-policy';

/** A figure from fewer listings than this is not shown: the indexing threshold, so an indexed page has figures. */
export const MIN_LISTINGS = MIN_LIVE_TO_INDEX;
export const NOT_ENOUGH = 'Not enough listings yet';

// Rates read in whole rupees (inr, "₹6,200" per sq ft); prices of properties as SPEC §9 says
// (₹ 55 Lac, formatPrice). Both live in the formatter module, lib/format.
export const listingsCount = (n: number) => countText(n, 'listing');

/** A median with the count behind it, or null below MIN_LISTINGS. */
export type Figure = { median: number | null; count: number };

export function figureText(f: Figure, unit = ''): string {
  return f.median != null && f.count >= MIN_LISTINGS ? `${inr(f.median)}${unit}` : NOT_ENOUGH;
}

export type PriceBasis = 'sqft' | 'acre' | 'month';

/**
 * The price-context sentence's words in one language (messages: detail.context): a template per
 * direction with {rate}, {pct}, {place}, {what}, {median} and {count}; `rent` narrows the median
 * to a BHK's rents ({bhk}); `unit` follows the rate.
 */
export type ContextWords = { same: string; below: string; above: string; rent: string; unit: Record<PriceBasis, string> };

export const ENGLISH_CONTEXT_WORDS: ContextWords = {
  same: '{rate}: about the same as the {place} {what}median of {median} ({count} listings)',
  below: '{rate}: {pct} % below the {place} {what}median of {median} ({count} listings)',
  above: '{rate}: {pct} % above the {place} {what}median of {median} ({count} listings)',
  rent: '{bhk} rent ',
  unit: { sqft: ' per sq ft', acre: ' per acre', month: ' a month' },
};

/**
 * "₹6,200 per sq ft: 12 % below the Vijayanagar median of ₹7,050 (38 listings)".
 * Within half a percent it reads "about the same as". `bhk` narrows the median
 * ("2 BHK rent") when the comparables are one BHK's rents. A context needs
 * MIN_LISTINGS comparables, so the count is always plural.
 */
export function priceContextText(
  c: { value: number; median: number; count: number; basis: PriceBasis; place: string; bhk?: number | null },
  w: ContextWords = ENGLISH_CONTEXT_WORDS,
): string {
  const diff = (c.value - c.median) / c.median * 100;
  const pct = Math.round(Math.abs(diff));
  const template = pct === 0 ? w.same : diff < 0 ? w.below : w.above;
  return fill(template, {
    rate: `${inr(c.value)}${w.unit[c.basis]}`, pct: String(pct), place: c.place, median: inr(c.median),
    what: c.bhk ? fill(w.rent, { bhk: BHK_LABEL(c.bhk) }) : '', count: formatCount(c.count),
  });
}

export const BHK_LABEL = (n: number) => (n >= 5 ? '5+ BHK' : `${n} BHK`);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2026-03" -> "Mar 2026". */
export function monthLabel(ym: string): string {
  const [y, m] = ym.split('-').map(Number);
  return `${MONTHS[m - 1]} ${y}`;
}

/**
 * The 12 Indian calendar months ending with the one `now` falls in, oldest first, as
 * "YYYY-MM": the months the trend query groups by (created_at in Asia/Kolkata).
 */
export function last12Months(now: Date): string[] {
  const ist = istWallClock(now);
  const out: string[] = [];
  for (let i = 11; i >= 0; i--) {
    const d = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}
