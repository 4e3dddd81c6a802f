'use client';
import type { SearchGroup } from '@/lib/search-route';
import { showLabel, type LiveCount } from './live-count';

/** A filter form's submit button with the live count; the count is also read out when it changes. */
export function ShowResultsButton({ group, count, className = 'btn btn-primary' }: { group: SearchGroup; count: LiveCount | null; className?: string }) {
  const label = showLabel(group, count);
  return (
    <>
      <button type="submit" className={`${className} show-results`} aria-busy={!count}>{label}</button>
      <span className="visually-hidden" aria-live="polite">{count ? label.replace(/^Show /, '') + ' match' : ''}</span>
    </>
  );
}
