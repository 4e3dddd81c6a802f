import { formatCount } from '../../format/counts';
import type { Bound } from '../state';
import { fill } from '@/lib/i18n/fill';
import { ENGLISH_FILTER_WORDS, type FilterWords } from './words';

// Chip label helpers the range and list filters share.

export function rangeLabel(b: Bound | null, fmt: (n: number) => string, w: FilterWords = ENGLISH_FILTER_WORDS): string {
  if (!b) return '';
  if (b.min !== null && b.max !== null) return `${fmt(b.min)} – ${fmt(b.max)}`;
  if (b.max !== null) return fill(w.template.under, { value: fmt(b.max) });
  return b.min !== null ? fill(w.template.above, { value: fmt(b.min) }) : '';
}

export const sqft = (n: number, w: FilterWords = ENGLISH_FILTER_WORDS) => fill(w.template.sqft, { value: formatCount(n) });

/** A range that lets everything through (a slider left at its bounds) is no filter. */
export const isOpen = (b: Bound | null) => !b || ((b.min === null || b.min === 0) && b.max === null);

/** One chip per value of a list filter, each removing that value. */
export const listChips = <F extends string>(field: F, values: string[], prefix: string, label: (v: string) => string) =>
  values.map((v) => ({ key: `${prefix}-${v}`, label: label(v), next: { [field]: values.filter((x) => x !== v) } }));
