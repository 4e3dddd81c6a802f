'use client';
import { useId } from 'react';
import type { SearchGroup } from '@/lib/search-route';
import { countLabel, type LiveCount } from './live-count';
import { ENGLISH_FILTER_WORDS, type FilterWords } from '@/lib/search/filters/words';

/**
 * A filter form's Search button (SPEC §2) with the live count beside it. The
 * count describes the button, so a screen reader hears "Search, 214 homes",
 * and it is read out when it changes.
 */
export function SearchButton({ group, count, words: w = ENGLISH_FILTER_WORDS }: { group: SearchGroup; count: LiveCount | null; words?: FilterWords }) {
  const id = useId();
  return (
    <span className="search-submit">
      <span id={id} className="live-count" aria-live="polite">{countLabel(group, count, w)}</span>
      <button type="submit" className="btn btn-primary" aria-describedby={id} aria-busy={!count}>{w.ui.search}</button>
    </span>
  );
}
