'use client';
import Modal from 'react-bootstrap/Modal';
import { useId, useState, type FormEvent } from 'react';
import { groupOfSearch, type SearchState } from '@/lib/search-route';
import { LocationPicker } from './location-picker';
import { RangeSlider } from './range-slider';
import { resetSheet, searchFromSheet, sheetValuesFrom, type SheetValues } from './sheet-values';
import { SheetFields } from './sheet-fields';
import { useFilterSubmit } from './use-filter-submit';
import { useLiveCount } from './live-count';
import { SearchButton } from './search-button';
import { wrapFocus } from '@/components/forms/wrap-focus';

type Props = { show: boolean; onHide: () => void; state: SearchState; city: string };

/** SPEC §2 mobile filter sheet: Buy / Rent / PGs and the fields of each; full screen under 768 px. */
export function FilterSheet({ show, onHide, state, city }: Props) {
  const search = useFilterSubmit(city, onHide);
  const titleId = useId();
  const [v, setV] = useState<SheetValues>(() => sheetValuesFrom(state, city, 'sheet'));
  const [sliderKey, setSliderKey] = useState(0);
  const set = (next: SheetValues, recreate = false) => {
    setV(next);
    if (recreate) setSliderKey((k) => k + 1);
  };
  const next = searchFromSheet(v, 'sheet', city);
  const nextGroup = groupOfSearch(next);
  const count = useLiveCount(nextGroup, next, city);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    search(next);
  };

  return (
    <Modal onKeyDown={wrapFocus} show={show} onHide={onHide} fullscreen="md-down" size="lg" aria-labelledby={titleId} className="filter-sheet">
      <form onSubmit={submit} className="filter-form" noValidate aria-labelledby={titleId}>
        <Modal.Header closeButton closeLabel="Close search">
          <Modal.Title id={titleId}>Search properties</Modal.Title>
        </Modal.Header>
        <Modal.Body className="filter-body">
          <SheetFields v={v} set={set} sliderKey={sliderKey} Location={LocationPicker} Range={RangeSlider} />
        </Modal.Body>
        <Modal.Footer className="filter-actions">
          <button type="button" className="btn btn-outline-secondary" onClick={() => set(resetSheet(v, 'sheet'), true)}>RESET</button>
          <SearchButton group={nextGroup} count={count} />
        </Modal.Footer>
      </form>
    </Modal>
  );
}

export default FilterSheet;
