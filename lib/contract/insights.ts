import type { PriceBasis } from '../insights/format';

/** Where a price stands in its locality (the call answers null under 5 comparables). */
export type PriceContext = { text: string; value: number; median: number; count: number; basis: PriceBasis; diffPercent: number; insightsPath: string };
