'use client';
import Dropdown from 'react-bootstrap/Dropdown';
import { INLINE_LOCATION_CHIPS } from '@/lib/constants';
import { LocationSelect } from '@/components/location/location-select';
import type { LocationOption } from '@/services/api/types';
import { pickPlace, removePlace } from '@/lib/search/filters/toggle';
import { fill } from '@/lib/i18n/fill';
import { ENGLISH_FILTER_WORDS, placePlaceholder, type FilterWords } from '@/lib/search/filters/words';

export type LocationPickerProps = {
  label: string;
  city: string;
  value: LocationOption[];
  onChange: (next: LocationOption[], city: string) => void;
  /** Passed to the select (the home search swaps it in for a stand-in box). */
  autoFocus?: boolean;
  initialQuery?: string;
  /** The caller draws the chosen places itself (the desktop panel, whose chips must not wait for this code). */
  hideChips?: boolean;
  /** Words in the page's language: the placeholder and the chips' (English by default). */
  words?: FilterWords;
};

const chipText = (o: LocationOption) => o.value.locality || o.label;

/**
 * Location search plus the chosen places as chips (SPEC §2): the first two
 * inline, the rest behind "+N more"; each removable. The select itself keeps no
 * value: it is a picker, the chips are the selection.
 */
export function LocationPicker({ label, city, value, onChange, autoFocus, initialQuery, hideChips, words: w = ENGLISH_FILTER_WORDS }: LocationPickerProps) {
  const pick = (v: LocationOption[]) => {
    const picked = v[v.length - 1];
    if (!picked) return;
    const next = pickPlace({ chosen: value, city }, picked);
    onChange(next.chosen, next.city);
  };
  const remove = (o: LocationOption) => {
    const next = removePlace({ chosen: value, city }, o);
    onChange(next.chosen, next.city);
  };
  const inline = value.slice(0, INLINE_LOCATION_CHIPS);
  const rest = value.slice(INLINE_LOCATION_CHIPS);

  return (
    <div className="location-picker">
      <LocationSelect label={label} city={city} value={[]} onChange={pick}
        placeholder={placePlaceholder(w, city)} autoFocus={autoFocus} initialQuery={initialQuery} />
      {value.length > 0 && !hideChips && (
        <ul className="loc-chips" aria-label={w.ui.chosenLocations}>
          {inline.map((o) => (
            <li key={`${o.value.city}|${o.value.locality}`} className="loc-chip">
              <span>{chipText(o)}</span>
              <button type="button" className="btn-close btn-close-sm" aria-label={fill(w.template.removePlace, { label: o.label })} onClick={() => remove(o)} />
            </li>
          ))}
          {rest.length > 0 && (
            <li>
              <Dropdown autoClose="outside">
                <Dropdown.Toggle variant="outline-primary" size="sm" className="loc-more" aria-label={fill(w.template.moreLocations, { n: rest.length })}>
                  {fill(w.template.more, { n: rest.length })}
                </Dropdown.Toggle>
                <Dropdown.Menu>
                  {rest.map((o) => (
                    <Dropdown.Item as="button" type="button" key={`${o.value.city}|${o.value.locality}`}
                      className="loc-more__item" aria-label={fill(w.template.removePlace, { label: o.label })} onClick={() => remove(o)}>
                      <span>{chipText(o)}</span><span aria-hidden="true">×</span>
                    </Dropdown.Item>
                  ))}
                </Dropdown.Menu>
              </Dropdown>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
