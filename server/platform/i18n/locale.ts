import 'server-only';
import { headers } from 'next/headers';
import { DEFAULT_LOCALE, isLocale, LOCALE_HEADER, localePath, PATH_HEADER, type Locale } from '@/lib/i18n/locales';

/** The page's language, as middleware.ts set it from the URL's prefix (English without one). */
export async function pageLocale(): Promise<Locale> {
  const v = (await headers()).get(LOCALE_HEADER);
  return isLocale(v) ? v : DEFAULT_LOCALE;
}

/** A link writer for the page's language: '/search/…' → '/hi/search/…' on a Hindi page. */
export async function localeLinks(): Promise<{ locale: Locale; href: (path: string) => string }> {
  const locale = await pageLocale();
  return { locale, href: (path) => localePath(path, locale) };
}

/** The unprefixed path and query of this page, as middleware.ts recorded it (for the switcher). */
export async function pagePath(): Promise<string> {
  const v = (await headers()).get(PATH_HEADER);
  return v && v.startsWith('/') && !v.startsWith('//') ? v : '/';
}
