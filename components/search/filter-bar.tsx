'use client';
import { lazyComponent } from '@/components/lazy/lazy-component';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setShow } from '@/store/list-slice';
import { filterActionFor } from '@/store/filter-from-search';
import type { SearchGroup, SearchState } from '@/lib/search-route';

// The modal's code (Formik, sliders, selects) loads when it is first opened.
const FilterModal = lazyComponent(() => import('./filter-modal').then((m) => m.default));

const FilterIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M3 5h18M6 12h12M10 19h4" />
  </svg>
);

/**
 * Filter buttons: 768 px and wider the full-screen modal; narrower the sheet
 * (plus "All filters" for the modal's extra choices). PG searches use the sheet.
 */
export function FilterBar({ group, state }: { group: SearchGroup; state: SearchState }) {
  const dispatch = useAppDispatch();
  const city = useAppSelector((s) => s.location.data.city);
  const [modal, setModal] = useState<'closed' | 'open' | 'hidden'>('closed');
  // SPEC §2 "the filter form is filled from these on load": the URL's search fills the filter slice.
  useEffect(() => {
    dispatch(filterActionFor(group, state, city));
  }, [dispatch, group, state, city]);
  const openSheet = () => dispatch(setShow(true));
  const openModal = () => setModal('open');

  if (group === 'pg') {
    return <button type="button" className="btn btn-outline-primary filter-btn" aria-haspopup="dialog" onClick={openSheet}><FilterIcon /> Filters</button>;
  }
  return (
    <div className="filter-buttons">
      <button type="button" className="btn btn-outline-primary filter-btn filter-btn--wide" aria-haspopup="dialog" onClick={openModal}>
        <FilterIcon /> Filters
      </button>
      <button type="button" className="btn btn-outline-primary filter-btn filter-btn--narrow" aria-haspopup="dialog" onClick={openSheet}>
        <FilterIcon /> Filters
      </button>
      <button type="button" className="btn btn-link filter-btn--narrow" aria-haspopup="dialog" onClick={openModal}>All filters</button>
      {modal !== 'closed' && <FilterModal show={modal === 'open'} onHide={() => setModal('hidden')} state={state} city={city} />}
    </div>
  );
}
