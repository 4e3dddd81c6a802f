import type { PriceBasis } from '../insights/format';

/**
 * Where a price stands in its locality (the call answers null under 5 comparables). `place` and
 * `bhk` (a rent compared with one BHK's rents) let a page say `text` again in its own language.
 */
export type PriceContext = {
  text: string; value: number; median: number; count: number; basis: PriceBasis; diffPercent: number; insightsPath: string;
  place: string; bhk: number | null;
};
