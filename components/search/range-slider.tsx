'use client';
import Slider from 'rc-slider';
import 'rc-slider/assets/index.css';
import { useId } from 'react';
import type { SliderRange } from '@/lib/format-price';

export type Pair = [number, number];

type Props = {
  /** Visible name, also used in the handles' labels ("Minimum Budget"). */
  label: string;
  range: SliderRange;
  value: Pair;
  onChange: (v: Pair) => void;
  /** Text of one handle value (also read out by screen readers). */
  format: (v: number) => string;
};

/** A two-handle range slider with its current values written out. */
export function RangeSlider({ label, range, value, onChange, format }: Props) {
  const id = useId();
  return (
    <div className="range-field">
      <div className="range-field__head">
        <span id={id} className="filter-legend">{label}</span>
        <output aria-labelledby={id} className="range-field__value">{format(value[0])} – {format(value[1])}</output>
      </div>
      <div className="range-field__slider">
        <Slider
          range
          min={range.min}
          max={range.max}
          step={range.step}
          value={value}
          allowCross={false}
          onChange={(v) => Array.isArray(v) && onChange([v[0], v[1]])}
          ariaLabelForHandle={[`Minimum ${label.toLowerCase()}`, `Maximum ${label.toLowerCase()}`]}
          ariaValueTextFormatterForHandle={[format, format]}
        />
      </div>
    </div>
  );
}
