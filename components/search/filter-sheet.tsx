'use client';
import { useState } from 'react';
import type { SearchState } from '@/lib/search-route';
import { LocationPicker } from './location-picker';
import { RangeSlider } from './range-slider';
import { resetSheet, searchFromSheet, SHEET_FILTER, sheetValuesFrom, type SheetValues } from './sheet-values';
import { SheetFields } from './sheet-fields';
import { useFilterDraft } from './use-filter-draft';
import { FilterDialog } from './filter-dialog';
import { ENGLISH_FILTER_WORDS, type FilterWords } from '@/lib/search/filters/words';

type Props = { show: boolean; onHide: () => void; state: SearchState; city: string; words?: FilterWords };

/**
 * SPEC §2 mobile filter sheet: Buy / Rent / PGs and the fields of each; full screen under 768 px.
 * Its choices live in the filter slice of the group they search (use-filter-draft.ts).
 */
export function FilterSheet({ show, onHide, state, city, words: w = ENGLISH_FILTER_WORDS }: Props) {
  const [v, setV] = useFilterDraft(() => sheetValuesFrom(state, city, 'sheet'), SHEET_FILTER);
  const [sliderKey, setSliderKey] = useState(0);
  if (!v) return null;
  const set = (next: SheetValues, recreate = false) => {
    setV(next);
    if (recreate) setSliderKey((k) => k + 1);
  };
  return (
    <FilterDialog show={show} onHide={onHide} fullscreen="md-down" size="lg" className="filter-sheet"
      title={w.ui.searchProperties} closeLabel={w.ui.closeSearch} words={w} next={searchFromSheet(v, 'sheet', city)} city={city}
      onReset={() => set(resetSheet(v, 'sheet'), true)}>
      <SheetFields v={v} set={set} sliderKey={sliderKey} Location={LocationPicker} Range={RangeSlider} words={w} />
    </FilterDialog>
  );
}

export default FilterSheet;
