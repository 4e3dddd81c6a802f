import type { Metadata } from 'next';
import { requireUser } from '@/server/auth/require-user';
import { PageHeading } from '@/components/profile/page-heading';
import { NotificationSettings } from '@/components/profile/notification-settings';
import { EmailVerification } from '@/components/profile/email-verification';
import { myProfile } from '@/server/users/service';

export const metadata: Metadata = { title: 'Settings' };

export default async function Page() {
  const user = await requireUser();
  const { user: u, notification_settings: s } = await myProfile(user);
  return (
    <>
      <PageHeading title="Settings" />
      <NotificationSettings initial={s} />
      <EmailVerification email={u.email} verified={u.email_verified} />
    </>
  );
}
