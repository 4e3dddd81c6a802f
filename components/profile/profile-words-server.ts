import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/fill';
import { SITE_NAME } from '@/lib/site';
import type { Translator } from '@/server/platform/i18n/translator';
import { serverWords } from '@/components/plans/plan-words-server';
import type { ProfileText, ProfileWords } from './profile-words';

/** The profile pages' words in `locale` (messages: profile.*, serverMessages.*), raw for the browser's `fill`. */
export function profileWords(t: Translator, locale: Locale): ProfileWords {
  const text = (t.raw as unknown as (key: string) => unknown)('profile') as ProfileText;
  const notifications = { ...text.notifications, in_app_alertsHint: fill(text.notifications.in_app_alertsHint, { site: SITE_NAME }) };
  return { ...text, notifications, locale, server: serverWords(t, locale) };
}
