import type { Metadata } from 'next';
import { requireUser } from '@/server/auth/require-user';
import { PageHeading } from '@/components/profile/page-heading';
import { EmptyState } from '@/components/profile/empty-state';

export const metadata: Metadata = { title: 'Subscription History' };

export default async function Page() {
  await requireUser();
  return (
    <>
      <PageHeading title="Subscription History" />
      <EmptyState message="You have not bought any plan yet, so there is no subscription history" />
    </>
  );
}
