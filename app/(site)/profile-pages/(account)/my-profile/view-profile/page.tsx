import type { Metadata } from 'next';
import { requireUser } from '@/server/accounts/auth/require-user';
import { PageHeading } from '@/components/profile/page-heading';
import { ProfileDetails } from '@/components/profile/profile-details';
import { profileBundle } from '@/server/accounts/users/service';

export const metadata: Metadata = { title: 'My Profile' };

export default async function Page() {
  const user = await requireUser();
  const bundle = await profileBundle(user);
  return (
    <>
      <PageHeading title="My Profile" />
      <ProfileDetails bundle={bundle} />
    </>
  );
}
