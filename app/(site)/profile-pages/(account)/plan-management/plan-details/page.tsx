import type { Metadata } from 'next';
import Link from 'next/link';
import { requireUser } from '@/server/auth/require-user';
import { PageHeading } from '@/components/profile/page-heading';
import { EmptyState } from '@/components/profile/empty-state';

export const metadata: Metadata = { title: 'Plan details' };

export default async function Page() {
  await requireUser();
  return (
    <>
      <PageHeading title="Plan details" />
      <EmptyState message="There is no plan to show: you have not bought a plan yet">
        <Link className="btn btn-outline-primary" href="/profile-pages/plan-management">Back to Plan Management</Link>
      </EmptyState>
    </>
  );
}
