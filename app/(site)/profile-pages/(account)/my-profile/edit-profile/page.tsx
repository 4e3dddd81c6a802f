import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { authWords } from '@/components/auth/auth-words-server';
import { pageLocale } from '@/server/platform/i18n/locale';
import { can } from '@/lib/policy';
import { requireUser } from '@/server/accounts/auth/require-user';
import { EditProfileForm } from '@/components/profile/edit-profile-form';
import { AgentReraForm } from '@/components/profile/agent-rera-form';
import { profileBundle } from '@/server/accounts/users/service';
import { myAgentRera } from '@/server/accounts/rera/agents';
import { DESCRIPTION_MAX } from '@/components/profile/edit-profile-schema';
import type { AuthWords } from '@/components/auth/auth-words';
import type { EditDialogWords } from '@/components/profile/edit-profile-form';
import { withBang } from '@/lib/validation/messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('profile.edit'))('title') };
}

export default async function Page() {
  const user = await requireUser();
  // The agent's RERA form, shown to whoever the API lets save it.
  const agent = can(user, 'rera.register');
  // Independent reads: together, not one after the other.
  const [bundle, rera, locale, t] = await Promise.all([profileBundle(user), agent ? myAgentRera(user) : null, pageLocale(), getTranslations()]);
  // The form's dialogs and validation speak the account dialogs' words (auth.*), as at registration.
  const dialogs = locale === 'en' ? undefined : editDialogWords(authWords(t, locale), t('profile.edit.tooLong', { n: DESCRIPTION_MAX }));
  return (
    <>
      <EditProfileForm bundle={bundle} dialogs={dialogs} />
      {agent && <AgentReraForm initial={rera} />}
    </>
  );
}

/** The edit form's share of the account dialogs' words, plus the description's own length message. */
function editDialogWords(auth: AuthWords, tooLong: string): EditDialogWords {
  const english = withBang(`Keep it within ${DESCRIPTION_MAX} characters`);
  return { unsaved: auth.unsaved, close: auth.close, saved: auth.saved, errors: { ...auth.errors, [english]: tooLong } };
}
