import type { Locale } from '@/lib/i18n/locales';
import { STATIC_PAGES, type StaticPage } from '@/lib/static-content';
import { LEGAL_HI } from './notice-hi';
import { LEGAL_KN } from './notice-kn';

const WRITTEN: Record<Exclude<Locale, 'en'>, Record<string, StaticPage>> = { hi: LEGAL_HI, kn: LEGAL_KN };

/** The static pages written in every language (the privacy notice and the terms, as DPDP asks). */
export const TRANSLATED_STATIC_SLUGS = Object.keys(LEGAL_HI).filter((s) => s in LEGAL_KN);

/**
 * A static page in a language: its own text where one is written, else the English
 * (`inLanguage` false: the page is then kept out of the index under /hi and /kn).
 */
export function staticPageIn(slug: string, locale: Locale): { page: StaticPage; inLanguage: boolean } | null {
  const en = STATIC_PAGES[slug];
  if (!en) return null;
  if (locale === 'en') return { page: en, inLanguage: true };
  const own = WRITTEN[locale][slug];
  return own ? { page: own, inLanguage: true } : { page: en, inLanguage: false };
}
