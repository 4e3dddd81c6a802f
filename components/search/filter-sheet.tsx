'use client';
import Modal from 'react-bootstrap/Modal';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { BEDROOMS, groupOf, PG_GENDERS, PG_ROOM_TYPES, SEARCH_TYPES } from '@/lib/enums';
import { groupOfSearch, searchPath, type SearchState, type SearchType } from '@/lib/search-route';
import { LocationPicker } from './location-picker';
import { PropTypeField } from './prop-type-field';
import { CheckGroup, RadioGroup } from './option-buttons';
import { RangeSlider } from './range-slider';
import { SCALES } from './slider-scales';
import { toggleIn, toggleRoom } from './filter-rules';
import { budgetScaleFor, plotScaleFor, resetSheet, searchFromSheet, sheetValuesFrom, withPropType, withType, type SheetValues } from './sheet-values';
import { markFilterSearch } from './filter-submit';
import { useAppDispatch } from '@/store/hooks';
import { filterActionFor } from '@/store/filter-from-search';

type Props = { show: boolean; onHide: () => void; state: SearchState; city: string };

/** SPEC §2 mobile filter sheet: Buy / Rent / PGs and the fields of each; full screen under 768 px. */
export function FilterSheet({ show, onHide, state, city }: Props) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [v, setV] = useState<SheetValues>(() => sheetValuesFrom(state, city, 'sheet'));
  const [sliderKey, setSliderKey] = useState(0);
  const set = (next: SheetValues, recreate = false) => {
    setV(next);
    if (recreate) setSliderKey((k) => k + 1);
  };
  const pg = v.type === 'pg';
  const group = v.propType[0] ? groupOf(v.propType[0]) : 'residential';
  const roomless = group === 'commercial' || (v.propType.length > 0 && v.propType.every((t) => t === 'plot'));
  const budget = budgetScaleFor(v.type, 'sheet');
  const plot = plotScaleFor(v.propType);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = searchFromSheet(v, 'sheet', city);
    const nextGroup = groupOfSearch(next);
    const path = searchPath(nextGroup, next);
    // The choices go to the group's filter slice; the URL stays the shareable form.
    dispatch(filterActionFor(nextGroup, next, city));
    markFilterSearch(path);
    onHide();
    router.push(path);
  };

  return (
    <Modal show={show} onHide={onHide} fullscreen="md-down" size="lg" aria-labelledby={titleId} className="filter-sheet">
      <form onSubmit={submit} className="filter-form" noValidate aria-labelledby={titleId}>
        <Modal.Header closeButton closeLabel="Close search">
          <Modal.Title id={titleId}>Search properties</Modal.Title>
        </Modal.Header>
        <Modal.Body className="filter-body">
          <RadioGroup legend="You are going to" options={SEARCH_TYPES} value={v.type}
            onChange={(t) => set(withType(v, t as SearchType, 'sheet'), true)} />
          <div className="filter-section">
            <LocationPicker label="Location" city={v.city} value={v.location} onChange={(location, c) => set({ ...v, location, city: c })} />
          </div>
          {pg ? (
            <>
              <CheckGroup legend="Gender" options={PG_GENDERS} value={v.gender} onToggle={(g) => set({ ...v, gender: toggleIn(v.gender, g) })} />
              <CheckGroup legend="Room sharing" options={PG_ROOM_TYPES} value={v.roomType} onToggle={(r) => set({ ...v, roomType: toggleIn(v.roomType, r) })} />
            </>
          ) : (
            <>
              <PropTypeField value={v.propType} onChange={(t) => set(withPropType(v, t), plotScaleFor(t) !== plot)} />
              {!roomless && (
                <CheckGroup legend="Bedrooms" options={BEDROOMS} value={v.bedrooms} onToggle={(b) => set({ ...v, bedrooms: toggleRoom(v.bedrooms, b) })} />
              )}
            </>
          )}
          <div className="filter-section">
            <RangeSlider key={`budget-${sliderKey}`} label="Budget" range={budget.range} value={v.budget} format={budget.format}
              onChange={(p) => set({ ...v, budget: p })} />
            {!pg && group !== 'agriculture' && (
              <RangeSlider key={`carpet-${sliderKey}`} label="Carpet area" range={SCALES.sqft.range} value={v.carpetArea}
                format={SCALES.sqft.format} onChange={(p) => set({ ...v, carpetArea: p })} />
            )}
            {!pg && (
              <RangeSlider key={`plot-${sliderKey}`} label="Plot area" range={plot.range} value={v.plotArea} format={plot.format}
                onChange={(p) => set({ ...v, plotArea: p })} />
            )}
          </div>
        </Modal.Body>
        <Modal.Footer className="filter-actions">
          <button type="button" className="btn btn-outline-secondary" onClick={() => set(resetSheet(v, 'sheet'), true)}>RESET</button>
          <button type="submit" className="btn btn-primary">Search</button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

export default FilterSheet;
