import type { Metadata } from 'next';
import { can } from '@/lib/policy';
import { requireUser } from '@/server/accounts/auth/require-user';
import { PageHeading } from '@/components/profile/page-heading';
import { MyProjects } from '@/components/projects/my-projects';

export const metadata: Metadata = { title: 'My Projects' };

export default async function Page() {
  const user = await requireUser();
  return (
    <>
      <PageHeading title="My Projects" />
      <MyProjects canPost={can(user, 'project.post')} />
    </>
  );
}
