'use client';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { bookmarkType, type Card } from '@/lib/card';
import { citySearchHref } from '@/lib/search-links';
import { bookmarkToastText, savedProperties } from '@/services/api/bookmarks';
import { toggleBookmarkThunk } from '@/store/bookmarks-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { CardList } from './card-list';
import { usePagedList, type PageAnswer, type Paged } from './use-paged-list';

const fetchSaved = async (page: number) => (await savedProperties(page)).data as PageAnswer<Card>;
const SAVED = bookmarkToastText({ is_deleted: false });

/**
 * Saved properties, re-read after every save or remove (SPEC §2) so a removed
 * card leaves the list. Cards on this page are known to be saved: the
 * bookmarks slice is told so, which makes their heart buttons read "Remove".
 */
export function SavedList({ initial }: { initial: Paged<Card> }) {
  const dispatch = useAppDispatch();
  const city = useAppSelector((s) => s.location.data.city);
  const toggling = useAppSelector((s) => s.bookmarks.inProgress);
  const { state, loading, failed, loadMore, reload, hasMore } = usePagedList(fetchSaved, initial);
  const wasToggling = useRef(false);

  useEffect(() => {
    if (wasToggling.current && !toggling) reload();
    wasToggling.current = toggling;
  }, [toggling, reload]);

  useEffect(() => {
    // The slice has no "known saved" action yet; a fulfilled toggle with the
    // saved answer records exactly that, without calling the server.
    for (const c of state?.items ?? []) {
      const arg = { property_id: c.id, property_type: bookmarkType(c) };
      dispatch(toggleBookmarkThunk.fulfilled(SAVED, 'saved-page', arg));
    }
  }, [state, dispatch]);

  return (
    <CardList label="Saved properties" items={state?.items ?? []} loading={loading} failed={failed}
      hasMore={hasMore} onMore={loadMore} onRetry={reload}
      empty={(
        <div className="empty-state" role="status">
          <p>You have not saved any property yet</p>
          <Link className="btn btn-primary" href={citySearchHref(city)} prefetch={false}>Search properties</Link>
        </div>
      )} />
  );
}
