// Pure wording of the insights figures, shared by the server pages, the detail
// page and the posting wizard's price step (client), so all three say the same.
import { countText } from '@/lib/format/counts';
import { inr } from '@/lib/format/money';
import { istWallClock } from '@/lib/ist';
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
const BASIS_WORDS: Record<PriceBasis, string> = { sqft: ' per sq ft', acre: ' per acre', month: ' a month' };

/**
 * "₹6,200 per sq ft: 12 % below the Vijayanagar median of ₹7,050 (38 listings)".
 * Within half a percent it reads "about the same as". `what` narrows the median
 * ("2 BHK rent") when the comparables are narrower than the locality.
 */
export function priceContextText(c: { value: number; median: number; count: number; basis: PriceBasis; place: string; what?: string }): string {
  const unit = BASIS_WORDS[c.basis];
  const diff = (c.value - c.median) / c.median * 100;
  const pct = Math.round(Math.abs(diff));
  const median = `the ${c.place} ${c.what ? `${c.what} ` : ''}median of ${inr(c.median)}`;
  const where = pct === 0 ? `about the same as ${median}` : `${pct} % ${diff < 0 ? 'below' : 'above'} ${median}`;
  return `${inr(c.value)}${unit}: ${where} (${listingsCount(c.count)})`;
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
