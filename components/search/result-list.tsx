'use client';
import { useEffect, useMemo, type ReactNode } from 'react';
import { toast } from '@/components/layout/toast';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { searchThunk, SEARCH_EXCEPTION_MESSAGE, type SearchArg } from '@/store/list-slice';
import type { SearchKind } from '@/services/api/search';
import type { SearchResult } from '@/services/api/types';
import type { SearchApiBody } from '@/lib/search-route';
import type { Card } from '@/lib/card';
import { ListingCard } from '@/components/listing/listing-card';
import { ResultSkeletons } from './result-skeleton';
import { onFilterSearch, recordFilterViews, takeFilterSearch, type ViewedItem } from './filter-submit';

type Props = {
  kind: SearchKind;
  /** The first page's API body; later pages change only `page`. */
  body: SearchApiBody;
  /** Route path of this search (the key a filter submit marks). */
  path: string;
  /** Path + sort: which search the list slice currently holds. */
  searchKey: string;
  first: ViewedItem[];
  totalPages: number;
  total: number;
  /** More matches than `total` (counts stop at 10,000): shown as "10,000+". */
  totalCapped?: boolean;
  /** The first page, rendered on the server. */
  children: ReactNode;
};

// Which search the list slice was last seeded for. Module scope outlives the
// page component, so coming back (browser back) to the same search keeps the
// pages already loaded instead of starting over.
let seededKey: string | null = null;

const isCard = (x: unknown): x is Card => !!x && typeof x === 'object' && 'url' in x;
const itemKey = (c: Card) => `${c.kind}-${c.id}`;

/** Server-rendered first page plus "Load more" pages through the list slice (append, skipping ids shown). */
export function ResultList({ kind, body, path, searchKey, first, totalPages, total, totalCapped, children }: Props) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const list = useAppSelector((s) => s.list);
  const firstIds = useMemo(() => new Set(first.map((f) => String(f.id))), [first]);
  const mine = seededKey === searchKey;

  useEffect(() => {
    const held = store.getState().list.data.map((d) => String(d.id));
    if (seededKey !== searchKey || !first.every((f) => held.includes(String(f.id)))) {
      // The first page came with the HTML; the slice learns it without a request.
      // Set first: the dispatches below re-render this list, which must see it as seeded.
      seededKey = searchKey;
      const requestId = `seed:${searchKey}`;
      const arg: SearchArg = { kind, body, filterChanged: true };
      dispatch(searchThunk.pending(requestId, arg));
      // Only the ids go in (the first page is rendered from `first`): the store keeps them to skip
      // repeats, so this seed is not a whole search answer.
      const seed = { data: first.map((f) => ({ id: f.id })), ads: [], totalNoOfPages: totalPages, page: 1 } as unknown as SearchResult;
      dispatch(searchThunk.fulfilled(seed, requestId, arg));
    }
    if (takeFilterSearch(path)) recordFilterViews(first, 1);
    return onFilterSearch((p) => { if (p === path && takeFilterSearch(p)) recordFilterViews(first, 1); });
    // The key names the search; body and first change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchKey]);

  const extra = mine ? (list.data.filter((d) => isCard(d) && !firstIds.has(String(d.id))) as Card[]) : [];
  const pageNo = mine ? list.pageNo : 1;
  const shown = first.length + extra.length;
  const hasMore = pageNo < totalPages && shown < total;
  const loading = mine && list.loading;

  const loadMore = async () => {
    const r = await dispatch(searchThunk({ kind, body: { ...body, page: pageNo + 1 }, filterChanged: false }));
    if (searchThunk.rejected.match(r)) toast.error(r.payload ?? SEARCH_EXCEPTION_MESSAGE);
  };

  return (
    <>
      <ol className="card-grid search-results" aria-label="Search results" aria-busy={loading}>
        {children}
        {extra.map((c) => <li key={itemKey(c)}><ListingCard card={c} headingLevel={2} contact /></li>)}
        {loading && <ResultSkeletons count={3} />}
      </ol>
      <div className="load-more">
        <p className="load-more__count" aria-live="polite">Showing {shown} of {new Intl.NumberFormat('en-IN').format(total)}{totalCapped ? '+' : ''}</p>
        {hasMore && (
          <button type="button" className="btn btn-primary" onClick={loadMore} disabled={loading}>
            {loading ? 'Loading…' : 'Load more'}
          </button>
        )}
      </div>
    </>
  );
}
