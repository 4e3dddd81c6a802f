import { useId, type ReactNode } from 'react';
import type { SliderRange } from '@/lib/format/price';

// What every range slider shares, kept free of rc-slider so a placeholder can
// be drawn before the slider's code has loaded.

export type Pair = [number, number];

export type RangeSliderProps = {
  /** Visible name, also used in the handles' labels ("Minimum Budget"). */
  label: string;
  range: SliderRange;
  value: Pair;
  onChange: (v: Pair) => void;
  /** Text of one handle value (also read out by screen readers). */
  format: (v: number) => string;
  /** The handles' names in the page's language (handleNames in lib/search/filters/words.ts); English from `label` by default. */
  handles?: [string, string];
};

export const handleLabels = (label: string): [string, string] =>
  [`Minimum ${label.toLowerCase()}`, `Maximum ${label.toLowerCase()}`];

/** A range control's frame: its name, its current values written out, and the slider itself. */
export function RangeField({ label, value, format, children }: Pick<RangeSliderProps, 'label' | 'value' | 'format'> & { children: ReactNode }) {
  const id = useId();
  return (
    <div className="range-field">
      <div className="range-field__head">
        <span id={id} className="filter-legend">{label}</span>
        <output aria-labelledby={id} className="range-field__value">{format(value[0])} – {format(value[1])}</output>
      </div>
      <div className="range-field__slider">{children}</div>
    </div>
  );
}
