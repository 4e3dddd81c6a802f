import type { Metadata } from 'next';
import { requireUser } from '@/server/accounts/auth/require-user';
import { PageHeading } from '@/components/profile/page-heading';
import { NotificationSettings } from '@/components/profile/notification-settings';
import { EmailVerification } from '@/components/profile/email-verification';
import { ConsentList } from '@/components/consent/consent-list';
import { DataRights } from '@/components/consent/data-rights';
import { myProfile } from '@/server/accounts/users/service';
import { consentsOf } from '@/server/accounts/consent/service';

export const metadata: Metadata = { title: 'Settings' };

export default async function Page() {
  const user = await requireUser();
  const [{ user: u, notification_settings: s }, consents] = await Promise.all([myProfile(user), consentsOf(user.id)]);
  return (
    <>
      <PageHeading title="Settings" />
      <NotificationSettings initial={s} />
      <EmailVerification email={u.email} verified={u.email_verified} />
      <ConsentList initial={consents} />
      <DataRights />
    </>
  );
}
