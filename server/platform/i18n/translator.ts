// next-intl's own core (no React): the alert worker and other plain Node processes run this with the
// react-server condition, under which next-intl's main entry pulls in client React and fails to load.
import { createTranslator } from 'use-intl/core';
import { MESSAGES } from './messages';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A translator for one language outside a request (unit tests, the sitemap):
 * the same catalogues and formatting as getTranslations in a page.
 */
export const translatorFor = (locale: Locale) => createTranslator({ locale, messages: MESSAGES[locale] });
export type Translator = ReturnType<typeof translatorFor>;
