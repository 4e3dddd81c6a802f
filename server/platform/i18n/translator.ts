import { createTranslator } from 'next-intl';
import { MESSAGES } from './messages';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A translator for one language outside a request (unit tests, the sitemap):
 * the same catalogues and formatting as getTranslations in a page.
 */
export const translatorFor = (locale: Locale) => createTranslator({ locale, messages: MESSAGES[locale] });
export type Translator = ReturnType<typeof translatorFor>;
