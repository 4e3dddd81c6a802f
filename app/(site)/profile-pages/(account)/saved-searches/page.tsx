import type { Metadata } from 'next';
import { requireUser } from '@/server/accounts/auth/require-user';
import { PageHeading } from '@/components/profile/page-heading';
import { listSavedSearches } from '@/server/messaging/alerts/saved-searches';
import { SavedSearchesList } from '@/components/alerts/saved-searches-list';

export const metadata: Metadata = { title: 'Saved Searches' };

export default async function Page() {
  const user = await requireUser();
  return (
    <>
      <PageHeading title="Saved Searches" />
      <SavedSearchesList initial={await listSavedSearches(user.id)} hasEmail={!!user.email} />
    </>
  );
}
