import type { Metadata } from 'next';
import { requireUser } from '@/server/auth/require-user';
import { EditProfileForm } from '@/components/profile/edit-profile-form';
import { profileBundle } from '@/server/users/service';

export const metadata: Metadata = { title: 'Edit Profile' };

export default async function Page() {
  const user = await requireUser();
  const bundle = await profileBundle(user);
  return <EditProfileForm bundle={bundle} />;
}
