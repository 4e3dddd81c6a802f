import type { Metadata } from 'next';
import { requireUser } from '@/server/auth/require-user';
import { PageHeading } from '@/components/profile/page-heading';
import { postingCount } from '@/server/users/postings';
import { MyPostingsPanel } from '@/components/profile/my-postings-panel';

export const metadata: Metadata = { title: 'My PGs' };

export default async function Page() {
  const user = await requireUser();
  const count = await postingCount(user.id, 'pg');
  return (
    <>
      <PageHeading title="My PGs" />
      <MyPostingsPanel kind="pg" count={count} userId={user.id} builder={user.roleType === 'builder'} />
    </>
  );
}
