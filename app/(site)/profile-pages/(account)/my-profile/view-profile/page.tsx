import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { profileWords } from '@/components/profile/profile-words-server';
import { pageLocale } from '@/server/platform/i18n/locale';
import { requireUser } from '@/server/accounts/auth/require-user';
import { PageHeading } from '@/components/profile/page-heading';
import { ProfileDetails } from '@/components/profile/profile-details';
import { profileBundle } from '@/server/accounts/users/service';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('profile.items'))('profile') };
}

export default async function Page() {
  const user = await requireUser();
  const [bundle, locale, t] = await Promise.all([profileBundle(user), pageLocale(), getTranslations()]);
  const words = profileWords(t, locale);
  return (
    <>
      <PageHeading title={words.items.profile} />
      <ProfileDetails bundle={bundle} words={words} />
    </>
  );
}
