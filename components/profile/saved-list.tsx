'use client';
import { useEffect, useRef } from 'react';
import type { Card } from '@/lib/card';
import { savedProperties } from '@/services/api/bookmarks';
import { useAppSelector } from '@/store/hooks';
import { CardList } from './card-list';
import { SearchEmptyState } from './search-empty-state';
import { usePagedList, type PageAnswer, type Paged } from './use-paged-list';

const fetchSaved = async (page: number): Promise<PageAnswer<Card>> => (await savedProperties(page)).data;

/**
 * Saved properties, re-read after every save or remove (SPEC §2) so a removed
 * card leaves the list. The server marks these cards is_saved, so their heart
 * buttons read "Remove".
 */
export function SavedList({ initial }: { initial: Paged<Card> }) {
  const toggling = useAppSelector((s) => s.bookmarks.inProgress);
  const { state, loading, failed, loadMore, reload, hasMore } = usePagedList(fetchSaved, initial);
  const wasToggling = useRef(false);

  useEffect(() => {
    if (wasToggling.current && !toggling) reload();
    wasToggling.current = toggling;
  }, [toggling, reload]);

  return (
    <CardList label="Saved properties" items={state?.items ?? []} loading={loading} failed={failed}
      hasMore={hasMore} onMore={loadMore} onRetry={reload}
      empty={<SearchEmptyState message="You have not saved any property yet" />} />
  );
}
