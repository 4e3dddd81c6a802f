import type { ReactNode } from 'react';
import '@/styles/profile.css';
import { requireUser } from '@/server/accounts/auth/require-user';
import { getTranslations } from 'next-intl/server';
import { ProfileSidebar } from '@/components/profile/profile-sidebar';
import { profileWords } from '@/components/profile/profile-words-server';
import { ProfileWordsProvider } from '@/components/profile/profile-words-context';
import { ENGLISH_PROFILE_WORDS } from '@/components/profile/profile-words';
import { pageLocale } from '@/server/platform/i18n/locale';

// The signed-in profile pages (not the two public view pages beside this group).
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const [, locale, t] = await Promise.all([requireUser(), pageLocale(), getTranslations()]);
  const words = locale === 'en' ? ENGLISH_PROFILE_WORDS : profileWords(t, locale);
  return (
    <ProfileWordsProvider words={words}>
      <div className="profile-shell">
        <ProfileSidebar words={words} />
        <div className="profile-content">{children}</div>
      </div>
    </ProfileWordsProvider>
  );
}
