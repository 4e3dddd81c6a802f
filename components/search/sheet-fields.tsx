'use client';
import type { ComponentType } from 'react';
import { BEDROOMS, groupOf, PG_GENDERS, PG_ROOM_TYPES, SEARCH_TYPES } from '@/lib/enums';
import type { SearchType } from '@/lib/search-route';
import type { LocationPickerProps } from './location-picker';
import type { RangeSliderProps } from './range-field';
import { PropTypeField } from './prop-type-field';
import { CheckGroup, RadioGroup } from './option-buttons';
import { SCALES } from './slider-scales';
import { toggleValue } from '@/lib/search/filters/toggle';
import { asks } from './form-codec';
import { budgetScaleFor, plotScaleFor, withPropType, withType, type SheetValues } from './sheet-values';
import { ENGLISH_FILTER_WORDS, handleNames, optionsIn, sliderTextIn, type FilterWords } from '@/lib/search/filters/words';

export type SheetControls = { Location: ComponentType<LocationPickerProps>; Range: ComponentType<RangeSliderProps> };

type Props = SheetControls & {
  v: SheetValues;
  /** recreate: the sliders' bounds changed, so fresh slider instances are needed. */
  set: (next: SheetValues, recreate?: boolean) => void;
  sliderKey: number;
  typeLegend?: string;
  /** The page's words (English by default). */
  words?: FilterWords;
};

/**
 * The fields of the mobile sheet (SPEC §2), shared with the desktop filter
 * panel. The location picker and sliders come in as props: the sheet, loaded on
 * demand, passes the real ones; the always-present panel passes stand-ins that
 * load the real code when the visitor reaches for them.
 */
export function SheetFields({ v, set, sliderKey, Location, Range, typeLegend, words: w = ENGLISH_FILTER_WORDS }: Props) {
  const pg = v.type === 'pg';
  const group = v.propType[0] ? groupOf(v.propType[0]) : 'residential';
  const roomless = group === 'commercial' || (v.propType.length > 0 && v.propType.every((t) => t === 'plot'));
  const budget = budgetScaleFor(v.type, 'sheet');
  const plot = plotScaleFor(v.propType);
  return (
    <>
      <RadioGroup legend={typeLegend ?? w.ui.goingTo} options={optionsIn(w, 'type', SEARCH_TYPES)} value={v.type}
        onChange={(t) => set(withType(v, t as SearchType, 'sheet'), true)} />
      <div className="filter-section">
        <Location label={w.legend.location} words={w} city={v.city} value={v.location} onChange={(location, c) => set({ ...v, location, city: c })} />
      </div>
      {pg ? (
        <>
          <CheckGroup legend={w.legend.gender} options={optionsIn(w, 'gender', PG_GENDERS)} value={v.gender} onToggle={(g) => set({ ...v, gender: toggleValue('gender', v.gender, g) })} />
          <CheckGroup legend={w.legend.roomType} options={optionsIn(w, 'roomType', PG_ROOM_TYPES)} value={v.roomType} onToggle={(r) => set({ ...v, roomType: toggleValue('roomType', v.roomType, r) })} />
        </>
      ) : (
        <>
          <PropTypeField words={w} value={v.propType} onChange={(t) => set(withPropType(v, t), plotScaleFor(t) !== plot)} />
          {!roomless && (
            <CheckGroup legend={w.legend.bedrooms} options={optionsIn(w, 'bedrooms', BEDROOMS)} value={v.bedrooms} onToggle={(b) => set({ ...v, bedrooms: toggleValue('bedrooms', v.bedrooms, b) })} />
          )}
        </>
      )}
      <div className="filter-section">
        <Range key={`budget-${sliderKey}`} label={w.legend.budget} handles={handleNames(w, w.legend.budget)} range={budget.range} value={v.budget} format={(n) => sliderTextIn(w, budget.format(n))}
          onChange={(p) => set({ ...v, budget: p })} />
        {!pg && group !== 'agriculture' && (
          <Range key={`carpet-${sliderKey}`} label={w.legend.carpetArea} handles={handleNames(w, w.legend.carpetArea)} range={SCALES.sqft.range} value={v.carpetArea}
            format={(n) => sliderTextIn(w, SCALES.sqft.format(n))} onChange={(p) => set({ ...v, carpetArea: p })} />
        )}
        {/* Plot area is a buyer's filter: rentals are homes and offices, not plots. */}
        {asks('plotArea', v.type) && (
          <Range key={`plot-${sliderKey}`} label={w.legend.plotArea} handles={handleNames(w, w.legend.plotArea)} range={plot.range} value={v.plotArea} format={(n) => sliderTextIn(w, plot.format(n))}
            onChange={(p) => set({ ...v, plotArea: p })} />
        )}
      </div>
    </>
  );
}
