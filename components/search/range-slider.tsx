'use client';
import Slider from 'rc-slider';
import 'rc-slider/assets/index.css';
import { handleLabels, RangeField, type RangeSliderProps } from './range-field';

export type { Pair, RangeSliderProps } from './range-field';

/** The two-handle rc-slider alone (the home search loads it on first use). */
export function RangeSliderControl({ label, range, value, onChange, format, handles }: RangeSliderProps) {
  return (
    <Slider
      range
      min={range.min}
      max={range.max}
      step={range.step}
      value={value}
      allowCross={false}
      onChange={(v) => Array.isArray(v) && onChange([v[0], v[1]])}
      ariaLabelForHandle={handles ?? handleLabels(label)}
      ariaValueTextFormatterForHandle={[format, format]}
    />
  );
}

/** A two-handle range slider with its current values written out. */
export function RangeSlider(props: RangeSliderProps) {
  return <RangeField {...props}><RangeSliderControl {...props} /></RangeField>;
}
