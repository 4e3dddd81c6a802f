import type { Metadata } from 'next';
import { requireUser } from '@/server/accounts/auth/require-user';
import { PageHeading } from '@/components/profile/page-heading';
import { CallbacksTabs } from '@/components/profile/callbacks-tabs';
import type { Callback } from '@/components/profile/callbacks-list';
import { toPaged } from '@/components/profile/paged';
import { myRequests, receivedRequests } from '@/server/trust/callbacks/service';

export const metadata: Metadata = { title: 'Request Callbacks' };

export default async function Page() {
  const user = await requireUser();
  const [received, requested] = await Promise.all([receivedRequests(user.id, 1), myRequests(user.id, 1)]);
  return (
    <>
      <PageHeading title="Request Callbacks" />
      <CallbacksTabs received={toPaged<Callback>(received, 1)} requested={toPaged<Callback>(requested, 1)} />
    </>
  );
}
