'use client';
import { memo, useEffect } from 'react';
import { toast } from '@/components/layout/toast';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { listSeeded, searchThunk, SEARCH_EXCEPTION_MESSAGE } from '@/store/list-slice';
import type { SearchKind } from '@/services/api/search';
import type { SearchApiBody } from '@/lib/search-route';
import { bookmarkType, type CardView } from '@/lib/card';
import { formatCount } from '@/lib/format/counts';
import { PAGE_SIZE } from '@/lib/constants';
import { ListingCard } from '@/components/listing/listing-card';
import type { CardWords } from '@/components/listing/card-words';
import { ResultSkeletons } from './result-skeleton';
import { onFilterSearch, recordFilterViews, takeFilterSearch } from './filter-submit';

type Props = {
  kind: SearchKind;
  /** The first page's API body; later pages change only `page`. */
  body: SearchApiBody;
  /** Route path of this search (the key a filter submit marks). */
  path: string;
  /** Path + sort: which search the list slice holds. */
  searchKey: string;
  /** The first page, rendered on the server. */
  first: CardView[];
  totalPages: number;
  total: number;
  /** More matches than `total` (counts stop at 10,000): shown as "10,000+". */
  totalCapped?: boolean;
  /** Which page `first` is (a readable page's /page-N): "Load more" goes on from the next one. */
  firstPage?: number;
  /** The list's words in the page's language; `showing` holds {shown} and {total}. */
  words?: ListWords;
  cardWords?: CardWords;
};

export type ListWords = { list: string; showing: string; loadMore: string; loading: string };
const ENGLISH: ListWords = { list: 'Search results', showing: 'Showing {shown} of {total}', loadMore: 'Load more', loading: 'Loading…' };

const isCard = (x: unknown): x is CardView => !!x && typeof x === 'object' && 'url' in x;
const itemKey = (c: CardView) => `${c.kind}-${c.id}`;
const viewed = (cards: CardView[]) => cards.map((c) => ({ id: c.id, type: bookmarkType(c) }));

/**
 * One result. Memoised: seeding the slice hands back the very card objects of the
 * first page, and a card left untouched keeps its Contact island's server HTML
 * (an island updated before it wakes would drop that HTML and draw nothing).
 */
const ResultItem = memo(function ResultItem({ card, priority, words }: { card: CardView; priority: boolean; words?: CardWords }) {
  return <li><ListingCard card={card} headingLevel={2} priority={priority} contact words={words} /></li>;
});

/**
 * The results of a search page, held by the list slice (SPEC §3 List state):
 * the server-rendered first page seeds it, "Load more" appends (skipping items
 * shown). Until it is seeded (the server render, hydration) the first page is
 * drawn from the props, the same cards. The slice outlives the page, so coming
 * back (browser back) to the same search keeps the pages already loaded.
 */
export function ResultList({ kind, body, path, searchKey, first, totalPages, total, totalCapped, firstPage = 1, words: w = ENGLISH, cardWords }: Props) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const list = useAppSelector((s) => s.list);
  const mine = list.key === searchKey;

  useEffect(() => {
    const held = store.getState().list;
    const heldIds = new Set(held.data.map((d) => `${String(d.kind)}-${String(d.id)}`));
    if (held.key !== searchKey || !first.every((c) => heldIds.has(itemKey(c)))) {
      dispatch(listSeeded({ key: searchKey, data: first, totalPages, pageNo: firstPage }));
    }
    if (takeFilterSearch(path)) recordFilterViews(viewed(first), 1);
    return onFilterSearch((p) => { if (p === path && takeFilterSearch(p)) recordFilterViews(viewed(first), 1); });
    // The key names the search; body and first change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchKey]);

  const cards = mine ? list.data.filter(isCard) : first;
  const pageNo = mine ? list.pageNo : firstPage;
  const pages = mine ? list.totalPages : totalPages;
  // Results before this page's first (a later page opened directly).
  const before = (firstPage - 1) * PAGE_SIZE;
  const hasMore = pageNo < pages && before + cards.length < total;
  const loading = mine && list.loading;

  const loadMore = async () => {
    const r = await dispatch(searchThunk({ kind, body: { ...body, page: pageNo + 1 } }));
    if (searchThunk.rejected.match(r)) toast.error(r.payload ?? SEARCH_EXCEPTION_MESSAGE);
  };

  return (
    <>
      <ol className="card-grid search-results" aria-label={w.list} aria-busy={loading}>
        {cards.map((c, i) => <ResultItem key={itemKey(c)} card={c} priority={i === 0} words={cardWords} />)}
        {loading && <ResultSkeletons count={3} />}
      </ol>
      <div className="load-more">
        <p className="load-more__count" aria-live="polite">
          {w.showing
            .replace('{shown}', before ? `${formatCount(before + 1)}–${formatCount(before + cards.length)}` : String(cards.length))
            .replace('{total}', `${formatCount(total)}${totalCapped ? '+' : ''}`)}
        </p>
        {hasMore && (
          <button type="button" className="btn btn-primary" onClick={loadMore} disabled={loading}>
            {loading ? w.loading : w.loadMore}
          </button>
        )}
      </div>
    </>
  );
}
