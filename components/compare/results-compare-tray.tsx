'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { COMPARE_MAX, compareHref } from '@/lib/compare/compare-ids';
import { readTray, subscribeTray, traySnapshot, writeTray } from './compare-store';

/** What a card's Compare press does to the tray: the visitor stays on the results either way. */
export function compareAdd(tray: number[], id: number): { tray: number[]; message: string } {
  if (tray.includes(id)) return { tray, message: `Already in compare (${tray.length} of ${COMPARE_MAX}).` };
  if (tray.length >= COMPARE_MAX) {
    return { tray, message: `Compare holds ${COMPARE_MAX} listings: open it and remove one before adding another.` };
  }
  const next = [...tray, id];
  return { tray: next, message: `Added to compare (${next.length} of ${COMPARE_MAX}).` };
}

const idOf = (form: HTMLFormElement) => Number(new FormData(form).get('add'));

/**
 * The results page's compare tray. The cards' "Compare" buttons are plain GET forms (they work
 * without script, through /compare?add=); once this island runs, a press adds the listing
 * here instead of leaving the results, and a fifth is refused in words, not by dropping the first.
 */
export function ResultsCompareTray() {
  const snapshot = useSyncExternalStore(subscribeTray, traySnapshot, () => '');
  const tray = snapshot ? snapshot.split(',').map(Number) : [];
  const [message, setMessage] = useState('');

  useEffect(() => {
    const onSubmit = (e: SubmitEvent) => {
      if (e.defaultPrevented) return;
      const form = e.target;
      if (!(form instanceof HTMLFormElement) || !form.classList.contains('listing-card__compare')) return;
      const id = idOf(form);
      if (!Number.isInteger(id) || id < 1) return;
      e.preventDefault();
      const out = compareAdd(readTray(), id);
      writeTray(out.tray);
      setMessage(out.message);
    };
    document.addEventListener('submit', onSubmit);
    return () => document.removeEventListener('submit', onSubmit);
  }, []);

  return (
    <>
      {/* The live region is always in the page: one that appears with its first message is not announced. */}
      <p className="visually-hidden" role="status" data-testid="results-compare-status">{message}</p>
      <div className="results-compare" data-testid="results-compare" hidden={tray.length === 0 && !message}>
        <p className="results-compare__message mb-0 small" aria-hidden="true">{message}</p>
        {tray.length > 0 && (
          <div className="results-compare__actions">
            <a className="btn btn-primary btn-sm" href={compareHref(tray)}>Compare ({tray.length} of {COMPARE_MAX})</a>
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => { writeTray([]); setMessage('Compare cleared.'); }}>
              Clear
            </button>
          </div>
        )}
      </div>
    </>
  );
}
