import type { Metadata } from 'next';
import { requireUser } from '@/components/profile/require-user';
import { PageHeading } from '@/components/profile/page-heading';
import { postingCount } from '@/components/profile/my-postings';
import { MyPostingsPanel } from '@/components/profile/my-postings-panel';

export const metadata: Metadata = { title: 'My Projects' };

export default async function Page() {
  const user = await requireUser();
  const count = await postingCount(user.id, 'project');
  return (
    <>
      <PageHeading title="My Projects" />
      <MyPostingsPanel kind="project" count={count} userId={user.id} builder={user.roleType === 'builder'} />
    </>
  );
}
