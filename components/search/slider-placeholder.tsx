import 'rc-slider/assets/index.css';
import { handleLabels, type Pair, type RangeSliderProps } from './range-field';

const at = (v: number, { min, max }: RangeSliderProps['range']) => ((v - min) / (max - min)) * 100;

// rc-slider's keys, so a key pressed before its code arrives is not lost: the
// new value goes to the same state the real slider will show.
const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 2, PageDown: -2 };

export function keyedValue(key: string, index: number, value: Pair, { min, max, step }: RangeSliderProps['range']): Pair | null {
  const next: Pair = [value[0], value[1]];
  const [low, high] = index === 0 ? [min, value[1]] : [value[0], max];
  if (key === 'Home') next[index] = low;
  else if (key === 'End') next[index] = high;
  else if (key in KEY_STEPS) next[index] = Math.min(high, Math.max(low, value[index] + KEY_STEPS[key] * step));
  else return null;
  return next;
}

/**
 * rc-slider's markup for the same props, drawn on the server and until the
 * slider's code arrives, so the control looks and reads the same meanwhile.
 * `onHandleFocus` tells which handle holds focus, null once none does (so
 * focus can move to the real one). Its handles take rc-slider's keys.
 */
export function SliderPlaceholder({ label, range, value, format, handles, onHandleFocus, onChange }:
  RangeSliderProps & { onHandleFocus?: (index: number | null) => void }) {
  const [lo, hi] = [at(value[0], range), at(value[1], range)];
  const names = handles ?? handleLabels(label);
  return (
    <div className="rc-slider rc-slider-horizontal">
      <div className="rc-slider-rail" />
      <div className="rc-slider-track rc-slider-track-1" style={{ left: `${lo}%`, width: `${hi - lo}%` }} />
      <div className="rc-slider-step" />
      {[lo, hi].map((left, i) => (
        <div key={i} className={`rc-slider-handle rc-slider-handle-${i + 1}`} style={{ left: `${left}%`, transform: 'translateX(-50%)' }}
          tabIndex={0} role="slider" aria-valuemin={range.min} aria-valuemax={range.max} aria-valuenow={value[i]}
          aria-disabled="false" aria-label={names[i]} aria-valuetext={format(value[i])} aria-orientation="horizontal"
          onFocus={() => onHandleFocus?.(i)} onBlur={() => onHandleFocus?.(null)}
          onKeyDown={(e) => {
            const next = keyedValue(e.key, i, value, range);
            if (!next) return;
            e.preventDefault();
            onChange(next);
          }} />
      ))}
    </div>
  );
}
