'use client';
import { useEffect, useState } from 'react';
import { searchByKind } from '@/services/api/search';
import { searchPath, toApiBody, type SearchGroup, type SearchState } from '@/lib/search-route';
import { formatCount } from '@/lib/format/counts';
import { fill } from '@/lib/i18n/fill';
import { ENGLISH_FILTER_WORDS, type FilterWords } from '@/lib/search/filters/words';

// The filter forms show, beside their Search button, how many results the
// choices give ("214 homes"), as Housing.com and MagicBricks do, so nobody
// submits a search that finds nothing by surprise. The button keeps the
// spec's name, Search. The count is the search-v2 call's own
// total with a one-card page: the same WHERE clause, so it always agrees with
// the page that opens.

export type LiveCount = { total: number; capped: boolean };
/** A count already known for a search path (the page on screen renders its own). */
export type KnownCount = LiveCount & { path: string };

/** "214 homes", "1 PG", "10,000+ properties"; empty while the count is on its way. */
export function countLabel(group: SearchGroup, count: LiveCount | null, w: FilterWords = ENGLISH_FILTER_WORDS): string {
  if (!count) return '';
  const [one, many] = w.count[group];
  const n = `${formatCount(count.total)}${count.capped ? '+' : ''}`;
  return fill(count.total === 1 && !count.capped ? one : many, { n });
}

/** Wait after the last change before asking: a slider drag is one request, not fifty. */
export const COUNT_DELAY_MS = 300;

type Answer = { total?: number; totalCapped?: boolean };

/**
 * The number of results `state` finds, re-asked (debounced, the older call
 * aborted) whenever the choices change; null while unknown. A failed call
 * leaves it unknown: the button still works, it just shows no number.
 */
export function useLiveCount(group: SearchGroup, state: SearchState, city: string, known?: KnownCount): LiveCount | null {
  const path = searchPath(group, state);
  const [result, setResult] = useState<KnownCount | null>(known ?? null);
  const fresh = result?.path === path;
  useEffect(() => {
    if (fresh) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      const body = toApiBody(group, state, { fallbackCity: city, limit: 1 });
      searchByKind(group, body, { signal: abort.signal })
        .then((r) => {
          const data = r.data as Answer;
          if (typeof data.total === 'number') setResult({ path, total: data.total, capped: !!data.totalCapped });
        })
        .catch(() => undefined);
    }, COUNT_DELAY_MS);
    return () => { clearTimeout(timer); abort.abort(); };
    // The path names the search; state and group change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, fresh, city]);
  return fresh && result ? { total: result.total, capped: result.capped } : null;
}
