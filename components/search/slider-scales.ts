import { ACRE_SLIDER, BUY_SLIDER, buySliderLabel, formatPrice, groupIndian, MODAL_AREA_SLIDER, MODAL_RENT_SLIDER, MODAL_SALE_SLIDER, PG_SLIDER_HEADER, PG_SLIDER_SHEET, pgSliderLabel, RENT_SLIDER, rentSliderLabel, SQFT_SLIDER, type SliderRange } from '@/lib/format/price';
import type { Bound } from '@/lib/search-route';
import type { Pair } from './range-slider';

// SPEC §9 slider bounds per place, and how a slider position maps to the
// amounts in the route id (rupees, sq ft, acres). A handle left at an end whose
// label reads "+" (or the lowest stop) means "no limit", so the search is not
// cut at an arbitrary number: the id then carries an empty bound.

export type Scale = {
  range: SliderRange;
  /** Amount of one slider unit (1 lac = 100000 for the Buy slider). */
  unit: number;
  /** Top stop means "and above". */
  openMax: boolean;
  format: (v: number) => string;
};

const plus = (range: SliderRange, text: (v: number) => string) => (v: number) =>
  (v >= range.max ? `${text(v)}+` : text(v));

export const SCALES = {
  modalSale: { range: MODAL_SALE_SLIDER, unit: 1e5, openMax: true, format: plus(MODAL_SALE_SLIDER, (v) => formatPrice(v * 1e5) || '₹ 0') },
  modalRent: { range: MODAL_RENT_SLIDER, unit: 1000, openMax: true, format: plus(MODAL_RENT_SLIDER, (v) => formatPrice(v * 1000)) },
  modalArea: { range: MODAL_AREA_SLIDER, unit: 1, openMax: true, format: (v: number) => `${groupIndian(v)} sq ft` },
  buy: { range: BUY_SLIDER, unit: 1e5, openMax: true, format: (v: number) => `₹ ${buySliderLabel(v)}` },
  rent: { range: RENT_SLIDER, unit: 1, openMax: true, format: (v: number) => `₹ ${rentSliderLabel(v)}` },
  pgHeader: { range: PG_SLIDER_HEADER, unit: 1, openMax: false, format: (v: number) => `₹ ${pgSliderLabel(v)}` },
  pgSheet: { range: PG_SLIDER_SHEET, unit: 1, openMax: false, format: (v: number) => `₹ ${pgSliderLabel(v)}` },
  sqft: { range: SQFT_SLIDER, unit: 1, openMax: true, format: (v: number) => `${groupIndian(v)} sq ft` },
  acre: { range: ACRE_SLIDER, unit: 1, openMax: true, format: (v: number) => `${v} acres` },
} satisfies Record<string, Scale>;

const clamp = (v: number, r: SliderRange) => Math.min(r.max, Math.max(r.min, v));
const snap = (v: number, r: SliderRange) => clamp(r.min + Math.round((v - r.min) / r.step) * r.step, r);

export const fullPair = (s: Scale): Pair => [s.range.min, s.range.max];

/** Route amounts to slider positions (open ends go to the ends). */
export function toPair(b: Bound | null, s: Scale): Pair {
  const lo = b?.min == null ? s.range.min : snap(b.min / s.unit, s.range);
  const hi = b?.max == null ? s.range.max : snap(b.max / s.unit, s.range);
  return lo <= hi ? [lo, hi] : [hi, lo];
}

/** Slider positions to the amounts they stand for, both ends kept (a filter slice's range, SPEC §3). */
export const fromPair = (p: Pair, s: Scale): { min: number; max: number } =>
  ({ min: Math.round(p[0] * s.unit), max: Math.round(p[1] * s.unit) });

/** Slider positions to route amounts; null when both ends are open. */
export function toBound(p: Pair, s: Scale): Bound | null {
  const min = p[0] <= s.range.min ? null : Math.round(p[0] * s.unit);
  const max = p[1] >= s.range.max && s.openMax ? null : Math.round(p[1] * s.unit);
  return min === null && max === null ? null : { min, max };
}
