import type { Metadata } from 'next';
import Link from 'next/link';
import { requireUser } from '@/server/auth/require-user';
import { PageHeading } from '@/components/profile/page-heading';
import { EmptyState } from '@/components/profile/empty-state';

export const metadata: Metadata = { title: 'Plan Management' };

// Plans are sold from the subscription issue on; until then nobody has one.
export default async function Page() {
  const user = await requireUser();
  return (
    <>
      <PageHeading title="Plan Management" />
      <EmptyState message="You do not have an active plan yet">
        <Link className="btn btn-primary" prefetch={false}
          href={user.roleType === 'builder' ? '/subscription/builder' : '/subscription/plans'}>See plans</Link>
      </EmptyState>
    </>
  );
}
