import { cookieOf } from './cookie';
import { isLocale, LOCALE_COOKIE, type Locale } from './locales';

/**
 * The header the browser's API client sends with the language of the page it
 * was called from (its `<html lang>`). API paths carry no /hi or /kn prefix, and
 * a visitor may read a Hindi page with an English pick remembered, so the page
 * wins over the cookie.
 */
export const API_LOCALE_HEADER = 'x-gb-lang';

/** The language an API call speaks: the calling page's, else the remembered pick, else English. */
export function requestLocale(headers: Headers): Locale {
  const page = headers.get(API_LOCALE_HEADER)?.slice(0, 2);
  if (isLocale(page)) return page;
  const picked = cookieOf(headers.get('cookie'), LOCALE_COOKIE);
  return isLocale(picked) ? picked : 'en';
}
