// Counts and measures with Indian digit grouping (1,23,456).
import { numberFormat } from './intl';

/** A count or measure with Indian grouping: 1,23,456 (up to 3 decimals, as Intl's default). */
export const formatCount = numberFormat();

/** A measure such as an area, at most 2 decimals: 1,200 or 22.25. */
export const formatMeasure = numberFormat({ maximumFractionDigits: 2 });

/** "1 listing", "1,204 listings": a grouped count and its noun, plural when it is not 1. */
export const countText = (n: number, noun: string, plural = `${noun}s`): string =>
  `${formatCount(n)} ${n === 1 ? noun : plural}`;
