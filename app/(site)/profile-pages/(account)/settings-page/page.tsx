import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { profileWords } from '@/components/profile/profile-words-server';
import { pageLocale } from '@/server/platform/i18n/locale';
import { requireUser } from '@/server/accounts/auth/require-user';
import { PageHeading } from '@/components/profile/page-heading';
import { NotificationSettings } from '@/components/profile/notification-settings';
import { EmailVerification } from '@/components/profile/email-verification';
import { ConsentList } from '@/components/consent/consent-list';
import { DataRights } from '@/components/consent/data-rights';
import { myProfile } from '@/server/accounts/users/service';
import { consentsOf } from '@/server/accounts/consent/service';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('profile.items'))('settings') };
}

export default async function Page() {
  const user = await requireUser();
  const [{ user: u, notification_settings: s }, consents, locale, t] = await Promise.all([
    myProfile(user), consentsOf(user.id), pageLocale(), getTranslations()]);
  const words = profileWords(t, locale);
  return (
    <>
      <PageHeading title={words.items.settings} />
      <NotificationSettings initial={s} words={words} />
      <EmailVerification email={u.email} verified={u.email_verified} words={words} />
      <ConsentList initial={consents} words={words} />
      <DataRights words={words} />
    </>
  );
}
