import 'rc-slider/assets/index.css';
import { handleLabels, type RangeSliderProps } from './range-field';

const at = (v: number, { min, max }: RangeSliderProps['range']) => ((v - min) / (max - min)) * 100;

/**
 * rc-slider's markup for the same props, drawn on the server and until the
 * slider's code arrives, so the control looks and reads the same meanwhile.
 * `onHandleFocus` tells which handle holds focus, null once none does (so
 * focus can move to the real one).
 */
export function SliderPlaceholder({ label, range, value, format, onHandleFocus }:
  Omit<RangeSliderProps, 'onChange'> & { onHandleFocus?: (index: number | null) => void }) {
  const [lo, hi] = [at(value[0], range), at(value[1], range)];
  const names = handleLabels(label);
  return (
    <div className="rc-slider rc-slider-horizontal">
      <div className="rc-slider-rail" />
      <div className="rc-slider-track rc-slider-track-1" style={{ left: `${lo}%`, width: `${hi - lo}%` }} />
      <div className="rc-slider-step" />
      {[lo, hi].map((left, i) => (
        <div key={i} className={`rc-slider-handle rc-slider-handle-${i + 1}`} style={{ left: `${left}%`, transform: 'translateX(-50%)' }}
          tabIndex={0} role="slider" aria-valuemin={range.min} aria-valuemax={range.max} aria-valuenow={value[i]}
          aria-disabled="false" aria-label={names[i]} aria-valuetext={format(value[i])} aria-orientation="horizontal"
          onFocus={() => onHandleFocus?.(i)} onBlur={() => onHandleFocus?.(null)} />
      ))}
    </div>
  );
}
