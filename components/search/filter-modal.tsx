'use client';
import { useState } from 'react';
import type { SearchState } from '@/lib/search-route';
import { LocationPicker } from './location-picker';
import { PropTypeField } from './prop-type-field';
import { RadioGroup } from './option-buttons';
import { RangeSlider } from './range-slider';
import { SCALES } from './slider-scales';
import { ModalForm, MoreFilters, PostedBySection, RoomSections, SinceAndTransaction, useModalForm } from './modal-sections';
import {
  budgetScale, MODAL_FILTER, modalValuesFrom, resetValues, searchFromModal, switchedSliders, type ModalValues,
} from './modal-values';
import { useFilterDraft } from './use-filter-draft';
import type { KnownCount } from './live-count';
import { FilterDialog } from './filter-dialog';
import { ENGLISH_FILTER_WORDS, handleNames, sliderTextIn, type FilterWords } from '@/lib/search/filters/words';

type Props = {
  show: boolean; onHide: () => void; state: SearchState; city: string;
  /** The page's own count for its search, so opening the modal asks for nothing. */
  known?: KnownCount;
  /** The page's words (English by default). */
  words?: FilterWords;
};


function Fields({ sliderKey, bumpSliders }: { sliderKey: number; bumpSliders: () => void }) {
  const { values, set, words: w } = useModalForm();
  // The modal's deal is 'sell' or 'rent', worded as the search types Buy and Rent.
  const choices = [{ value: 'sell', label: w.options.type.sale }, { value: 'rent', label: w.options.type.rent }];
  const switchType = (choice: string) => {
    set({ ...values, choice_type: choice, ...switchedSliders(choice) });
    bumpSliders(); // fresh slider instances for the new bounds
  };
  return (
    <>
      <RadioGroup legend={w.ui.lookingTo} options={choices} value={values.choice_type} onChange={switchType} />
      <div className="filter-section">
        <LocationPicker label={w.legend.location} words={w} city={values.city} value={values.location}
          onChange={(location, city) => set({ ...values, location, city })} />
      </div>
      <PropTypeField words={w} value={values.propertyType} onChange={(v) => set({ ...values, propertyType: v })} />
      <RoomSections />
      <div className="filter-section">
        <RangeSlider key={`budget-${sliderKey}`} label={w.legend.budget} handles={handleNames(w, w.legend.budget)} range={budgetScale(values.choice_type).range}
          value={values.budget} format={(n) => sliderTextIn(w, budgetScale(values.choice_type).format(n))} onChange={(v) => set({ ...values, budget: v })} />
        <RangeSlider key={`area-${sliderKey}`} label={w.legend.superArea} handles={handleNames(w, w.legend.superArea)} range={SCALES.modalArea.range}
          value={values.superArea} format={(n) => sliderTextIn(w, SCALES.modalArea.format(n))} onChange={(v) => set({ ...values, superArea: v })} />
      </div>
      <PostedBySection />
      <MoreFilters />
      <SinceAndTransaction />
    </>
  );
}

/**
 * SPEC §2 filter modal: full screen; Search goes to the route id and the server page renders the results.
 * Location, deal, property type, bedrooms and budget live in the group's filter slice (use-filter-draft.ts);
 * the modal keeps the rest of its form values.
 */
export function FilterModal({ show, onHide, state, city, known, words = ENGLISH_FILTER_WORDS }: Props) {
  const [start] = useState(() => modalValuesFrom(state, city));
  const [draft, setDraft] = useFilterDraft(() => start, MODAL_FILTER);
  // The form values no filter slice holds are kept here; the slice's override the rest.
  const [rest, setRest] = useState(start);
  const [sliderKey, setSliderKey] = useState(0);
  const bumpSliders = () => setSliderKey((k) => k + 1);
  if (!draft) return null;
  const values: ModalValues = { ...rest, ...draft };
  const set = (next: ModalValues) => {
    setDraft(next);
    setRest(next);
  };
  return (
    <FilterDialog show={show} onHide={onHide} fullscreen className="filter-modal" title={words.ui.title} closeLabel={words.ui.close} words={words}
      next={searchFromModal(values, state)} city={city} known={known}
      onReset={() => { set(resetValues(values)); bumpSliders(); }}>
      <ModalForm.Provider value={{ values, set, words }}>
        <Fields sliderKey={sliderKey} bumpSliders={bumpSliders} />
      </ModalForm.Provider>
    </FilterDialog>
  );
}

export default FilterModal;
