'use client';
import { useSyncExternalStore } from 'react';
import { COMPARE_MAX, compareHref } from '@/lib/compare/compare-ids';
import { subscribeTray, traySnapshot, writeTray } from './compare-store';
import { fill } from '@/lib/i18n/fill';
import { ENGLISH_ACTION_WORDS, type ActionWords } from '@/components/detail/action-words';

/** Detail pages: add this listing to the compare tray (up to 4), and open the comparison. `words`: the page's language. */
export function CompareButton({ id, words: w = ENGLISH_ACTION_WORDS }: { id: number; words?: ActionWords }) {
  const snapshot = useSyncExternalStore(subscribeTray, traySnapshot, () => '');
  const list = snapshot ? snapshot.split(',').map(Number) : [];
  const inTray = list.includes(id);
  const full = !inTray && list.length >= COMPARE_MAX;
  const toggle = () => {
    const next = inTray ? list.filter((x) => x !== id) : [...list, id];
    writeTray(next);
  };
  return (
    <div className="compare-tray" data-testid="compare-tray">
      <button type="button" className="btn btn-outline-secondary btn-sm" aria-pressed={inTray} onClick={toggle} disabled={full}>
        {inTray ? w.compareRemove : w.compareAdd}
      </button>
      {full && <span className="small">{fill(w.compareFull, { n: COMPARE_MAX })}</span>}
      {list.length > 0 && (
        <a className="btn btn-link btn-sm" href={compareHref(list)}>{fill(w.compareOpen, { n: list.length })}</a>
      )}
    </div>
  );
}
