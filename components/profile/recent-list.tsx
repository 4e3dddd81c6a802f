'use client';
import Link from 'next/link';
import type { Card } from '@/lib/card';
import { citySearchHref } from '@/lib/search-links';
import { viewedList } from '@/services/api/search';
import { useAppSelector } from '@/store/hooks';
import { CardList } from './card-list';
import { usePagedList, type PageAnswer, type Paged } from './use-paged-list';

const fetchViewed = async (page: number) => (await viewedList(page)).data as PageAnswer<Card>;

/** Recently viewed items; the first page comes rendered from the server. */
export function RecentList({ initial }: { initial: Paged<Card> }) {
  const city = useAppSelector((s) => s.location.data.city);
  const { state, loading, failed, loadMore, reload, hasMore } = usePagedList(fetchViewed, initial);
  return (
    <CardList label="Recently viewed" items={state?.items ?? []} loading={loading} failed={failed}
      hasMore={hasMore} onMore={loadMore} onRetry={reload}
      empty={(
        <div className="empty-state" role="status">
          <p>You have not viewed any property yet</p>
          <Link className="btn btn-primary" href={citySearchHref(city)} prefetch={false}>Search properties</Link>
        </div>
      )} />
  );
}
