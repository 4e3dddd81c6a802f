'use client';
import type { Card } from '@/lib/card';
import { viewedList } from '@/services/api/search';
import { CardList } from './card-list';
import { SearchEmptyState } from './search-empty-state';
import { usePagedList, type PageAnswer, type Paged } from './use-paged-list';

const fetchViewed = async (page: number): Promise<PageAnswer<Card>> => (await viewedList(page)).data;

/** Recently viewed items; the first page comes rendered from the server. */
export function RecentList({ initial }: { initial: Paged<Card> }) {
  const { state, loading, failed, loadMore, reload, hasMore } = usePagedList(fetchViewed, initial);
  return (
    <CardList label="Recently viewed" items={state?.items ?? []} loading={loading} failed={failed}
      hasMore={hasMore} onMore={loadMore} onRetry={reload}
      empty={<SearchEmptyState message="You have not viewed any property yet" />} />
  );
}
