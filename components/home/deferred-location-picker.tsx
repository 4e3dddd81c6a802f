'use client';
import { useId, useRef, useState } from 'react';
import { ENGLISH_FILTER_WORDS, placePlaceholder } from '@/lib/search/filters/words';
import type { LocationPickerProps } from '@/components/search/location-picker';
import { useLazyComponent } from '@/components/lazy/use-lazy-component';

// Type-only import: the picker's code still loads on demand below.
type Props = Omit<LocationPickerProps, 'autoFocus' | 'initialQuery'> & { awake: boolean };

const loadPicker = () => import('@/components/search/location-picker').then((m) => m.LocationPicker);

/**
 * The location search of the home page. react-select is the largest library
 * of the page, so the server draws a plain box that looks like its control and
 * the real picker loads once `awake`. Focus and anything typed meanwhile carry
 * over to it.
 */
export function DeferredLocationPicker({ awake, ...props }: Props) {
  const Picker = useLazyComponent(awake, loadPicker);
  const id = useId();
  const [typed, setTyped] = useState('');
  const focused = useRef(false);

  if (Picker) {
    // The stand-in, if focused, is still on screen during this render: the picker takes over its focus.
    // Picker is one fixed component per loader (useLazyComponent caches it), and the focus
    // ref is read exactly once, at the swap: neither resets state as the rules fear.
    // eslint-disable-next-line react-hooks/static-components, react-hooks/refs
    return <Picker {...props} autoFocus={focused.current} initialQuery={typed || undefined} />;
  }
  return (
    <div className="location-picker">
      <label htmlFor={id} className="form-label">{props.label}</label>
      <div className="loc-standin">
        <input id={id} type="text" className="loc-standin__input" role="combobox" aria-expanded="false" aria-controls={`${id}-list`}
          aria-autocomplete="list" autoComplete="off" spellCheck={false} placeholder={placePlaceholder(props.words ?? ENGLISH_FILTER_WORDS, props.city)}
          value={typed} onChange={(e) => setTyped(e.target.value)}
          onFocus={() => { focused.current = true; }} onBlur={() => { focused.current = false; }} />
        <ul id={`${id}-list`} role="listbox" hidden aria-label={props.label} />
        <span className="loc-standin__sep" aria-hidden="true" />
        <svg className="loc-standin__arrow" height="20" width="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M4.516 7.548c.436-.446 1.043-.481 1.576 0L10 11.295l3.908-3.747c.533-.481 1.141-.446 1.574 0 .436.445.408 1.197 0 1.615-.406.418-4.695 4.502-4.695 4.502a1.095 1.095 0 01-1.576 0S4.924 9.581 4.516 9.163s-.436-1.17 0-1.615z" />
        </svg>
      </div>
    </div>
  );
}
