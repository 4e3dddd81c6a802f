'use client';
import { useSyncExternalStore } from 'react';
import { COMPARE_MAX, compareHref } from '@/lib/compare/compare-ids';
import { subscribeTray, traySnapshot, writeTray } from './compare-store';

/** Detail pages: add this listing to the compare tray (up to 4), and open the comparison. */
export function CompareButton({ id }: { id: number }) {
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
        {inTray ? 'Remove from compare' : 'Add to compare'}
      </button>
      {full && <span className="small">Compare holds {COMPARE_MAX} listings: remove one first.</span>}
      {list.length > 0 && (
        <a className="btn btn-link btn-sm" href={compareHref(list)}>Compare ({list.length})</a>
      )}
    </div>
  );
}
