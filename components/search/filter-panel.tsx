'use client';
import { useState } from 'react';
import { POSTED_BY } from '@/lib/enums';
import type { SearchState } from '@/lib/search-route';
import { DeferredLocationPicker } from '@/components/home/deferred-location-picker';
import { DeferredRangeSlider } from '@/components/home/deferred-range-slider';
import type { LocationOption } from '@/services/api/types';
import type { LocationPickerProps } from './location-picker';
import type { RangeSliderProps } from './range-field';
import { SheetFields } from './sheet-fields';
import { ToggleGroup } from './option-buttons';
import { removePlace, toggleValue } from '@/lib/search/filters/toggle';
import { resetSheet, sheetValuesFrom } from './sheet-values';
import { PANEL_TITLE_ID, panelSearch, type PanelValues } from './panel-values';
import { useFilterForm } from './use-filter-submit';
import type { KnownCount } from './live-count';
import { SearchButton } from './search-button';
import { fill } from '@/lib/i18n/fill';
import { ENGLISH_FILTER_WORDS, optionsIn, type FilterWords } from '@/lib/search/filters/words';

// The panel's code loads when the visitor reaches for it (filter-panel-host.tsx);
// react-select and rc-slider, the heaviest of the page, follow once it is live:
// look-alikes stand in for them meanwhile, the same markup, so nothing moves.
// The stand-ins ask for the real code in an effect, so hydration still meets
// the server's look-alikes.

/** Chosen places, drawn here rather than by the picker so they are on screen before its code. */
function PanelChips({ value, city, onChange, words: w = ENGLISH_FILTER_WORDS }: Pick<LocationPickerProps, 'value' | 'city' | 'onChange' | 'words'>) {
  if (!value.length) return null;
  const remove = (o: LocationOption) => {
    const next = removePlace({ chosen: value, city }, o);
    onChange(next.chosen, next.city);
  };
  return (
    <ul className="loc-chips" aria-label={w.ui.chosenLocations}>
      {value.map((o) => (
        <li key={`${o.value.city}|${o.value.locality}`} className="loc-chip">
          <span>{o.value.locality || o.label}</span>
          <button type="button" className="btn-close btn-close-sm" aria-label={fill(w.template.removePlace, { label: o.label })} onClick={() => remove(o)} />
        </li>
      ))}
    </ul>
  );
}

function PanelLocation({ autoFocus: _a, initialQuery: _q, ...props }: LocationPickerProps) {
  return (
    <>
      <DeferredLocationPicker awake {...props} hideChips />
      <PanelChips value={props.value} city={props.city} onChange={props.onChange} words={props.words} />
    </>
  );
}

function PanelRange(props: RangeSliderProps) {
  return <DeferredRangeSlider awake {...props} />;
}

type Props = { state: SearchState; city: string; known: KnownCount; words?: FilterWords };

/**
 * The filter panel beside the results on screens 992 px and wider (as 99acres
 * and MagicBricks keep theirs): the sheet's fields and posted-by, with the live
 * count on its button. The page keys it by its search, so it starts from the
 * search on screen after every navigation.
 */
export function FilterPanel({ state, city, known, words: w = ENGLISH_FILTER_WORDS }: Props) {
  const [initial] = useState<PanelValues>(() => ({ ...sheetValuesFrom(state, city, 'sheet'), postedBy: state.postedBy }));
  const [v, setV] = useState(initial);
  const [sliderKey, setSliderKey] = useState(0);
  const set = (next: PanelValues, recreate = false) => {
    setV(next);
    if (recreate) setSliderKey((k) => k + 1);
  };
  const next = panelSearch(v, initial, state, city);
  const { group, count, submit } = useFilterForm(next, city, known);

  return (
    <form className="filter-panel" aria-labelledby={PANEL_TITLE_ID} noValidate onSubmit={submit}>
      <h2 id={PANEL_TITLE_ID} className="filter-panel__title">{w.ui.title}</h2>
        <SheetFields v={v} set={(s, recreate) => set({ ...s, postedBy: v.postedBy }, recreate)} sliderKey={sliderKey}
          Location={PanelLocation} Range={PanelRange} typeLegend={w.ui.lookingTo} words={w} />
      {v.type !== 'pg' && (
        <ToggleGroup legend={w.legend.postedBy} options={optionsIn(w, 'postedBy', POSTED_BY)} value={v.postedBy} onToggle={(p) => set({ ...v, postedBy: toggleValue('postedBy', v.postedBy, p) })} />
      )}
      <div className="filter-panel__actions">
        <button type="button" className="btn btn-outline-secondary" onClick={() => set({ ...resetSheet(v, 'sheet'), postedBy: [] }, true)}>{w.ui.reset}</button>
        <SearchButton group={group} count={count} words={w} />
      </div>
    </form>
  );
}
