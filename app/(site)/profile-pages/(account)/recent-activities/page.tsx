import type { Metadata } from 'next';
import { requireUser } from '@/server/accounts/auth/require-user';
import { PageHeading } from '@/components/profile/page-heading';
import { RecentList } from '@/components/profile/recent-list';
import { toPaged } from '@/components/profile/paged';
import { viewedList } from '@/server/catalog/search/views/views';

export const metadata: Metadata = { title: 'Recent Activities' };

export default async function Page() {
  const user = await requireUser();
  const first = await viewedList(user.id, 1);
  return (
    <>
      <PageHeading title="Recent Activities" />
      <RecentList initial={toPaged(first, 1)} />
    </>
  );
}
