import type { Metadata } from 'next';
import { requireUser } from '@/server/accounts/auth/require-user';
import { PageHeading } from '@/components/profile/page-heading';
import { SavedList } from '@/components/profile/saved-list';
import { toPaged } from '@/components/profile/paged';
import { savedList } from '@/server/trust/bookmarks/service';

export const metadata: Metadata = { title: 'Saved Properties' };

export default async function Page() {
  const user = await requireUser();
  const first = await savedList(user.id, 1);
  return (
    <>
      <PageHeading title="Saved Properties" />
      <SavedList initial={toPaged(first, 1)} />
    </>
  );
}
