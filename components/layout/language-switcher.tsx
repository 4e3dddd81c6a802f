'use client';
import type { MouseEvent } from 'react';
import { getItem } from '@/lib/storage';
import { HTML_LANG, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES, localePath, NATIVE_NAME, splitLocale, type Locale } from '@/lib/i18n/locales';

type Props = {
  label: string; current: Locale; path: string; id: string;
  /** false: a plain list under the caller's own heading (the footer's: one "Language" landmark per page). */
  landmark?: boolean;
};


/**
 * Signed in, the pick is saved to the profile too (alerts are then written in it). keepalive: the
 * request outlives the page it was sent from, which the click is about to leave; a failure only
 * means the profile keeps its older pick.
 */
function rememberInProfile(to: Locale) {
  const token = getItem('accessToken');
  if (!token) return;
  void fetch('/api/user/settings/language', {
    method: 'POST', keepalive: true, body: JSON.stringify({ language: to }),
    headers: { 'content-type': 'application/json', 'x-access-token': token },
  }).catch(() => undefined);
}

/**
 * The same page in each language (plain links, so crawlers and visitors without
 * script follow them too). A click remembers the pick in a cookie and follows the
 * page actually on screen: the root layout is not rendered again on client
 * navigations, so the server's `path` may be an earlier page's.
 */
export function LanguageSwitcher({ label, current, path, id, landmark = true }: Props) {
  const go = (to: Locale) => (e: MouseEvent<HTMLAnchorElement>) => {
    document.cookie = `${LOCALE_COOKIE}=${to}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
    rememberInProfile(to);
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    const here = splitLocale(window.location.pathname).path;
    window.location.assign(localePath(`${here}${window.location.search}`, to));
  };
  const list = (
      <ul className="language-switcher" aria-labelledby={landmark ? undefined : id}>
        {LOCALES.map((l) => (
          <li key={l}>
            <a href={localePath(path, l)} hrefLang={HTML_LANG[l]} lang={HTML_LANG[l]} onClick={go(l)}
              aria-current={l === current ? 'true' : undefined}>{NATIVE_NAME[l]}</a>
          </li>
        ))}
      </ul>
  );
  if (!landmark) return list;
  return (
    <nav aria-labelledby={id} className="language-nav">
      <span id={id} className="visually-hidden">{label}</span>
      {list}
    </nav>
  );
}
