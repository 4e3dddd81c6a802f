'use client';
import { lazyComponent } from '@/components/lazy/lazy-component';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setShow } from '@/store/list-slice';
import type { SearchGroup, SearchState } from '@/lib/search-route';
import type { KnownCount } from './live-count';
import { ENGLISH_FILTER_WORDS, type FilterWords } from '@/lib/search/filters/words';

// The modal's code (sliders, selects) loads when it is first opened.
const FilterModal = lazyComponent(() => import('./filter-modal').then((m) => m.default));

// The icon is drawn by CSS (.filter-btn::before): less code in every search page's first load.

/**
 * One filter button. Below 992 px it reads "Filters" and opens the full modal
 * (every filter; the bottom bar's Search still opens the sheet); from 992 px
 * the panel beside the results holds the main filters, and the button reads
 * "All filters" for the rest. PG searches have only the sheet's fields: their
 * button opens the sheet, and the panel covers them on wide screens.
 */
export function FilterBar({ group, state, known, words: w = ENGLISH_FILTER_WORDS }: { group: SearchGroup; state: SearchState; known?: KnownCount; words?: FilterWords }) {
  const dispatch = useAppDispatch();
  const city = useAppSelector((s) => s.location.data.city);
  // Each opening is a fresh form filled from the search on screen (SPEC §2); 0 = never opened, code not loaded.
  const [opens, setOpens] = useState(0);
  const [show, setShowModal] = useState(false);

  if (group === 'pg') {
    return (
      <button type="button" className="btn btn-outline-primary filter-btn filter-btn--narrow" aria-haspopup="dialog" onClick={() => dispatch(setShow(true))}>
        {w.ui.title}
      </button>
    );
  }
  return (
    <div className="filter-buttons">
      {/* Two labels, one shown: a hidden span is no part of the accessible name. */}
      <button type="button" className="btn btn-outline-primary filter-btn" aria-haspopup="dialog" onClick={() => { setOpens(opens + 1); setShowModal(true); }}>
        <span className="filter-btn__narrow">{w.ui.title}</span><span className="filter-btn__wide">{w.ui.allFilters}</span>
      </button>
      {opens > 0 && <FilterModal key={opens} show={show} onHide={() => setShowModal(false)} state={state} city={city} known={known} words={w} />}
    </div>
  );
}
