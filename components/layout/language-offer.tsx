'use client';
import { useEffect, useState } from 'react';
import { cookieOf } from '@/lib/i18n/cookie';
import { HTML_LANG, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localePath, OFFER_DISMISSED_COOKIE, offeredLocale, splitLocale } from '@/lib/i18n/locales';

export type OfferWords = { region: string; text: string; go: string; dismiss: string };
type Offered = 'hi' | 'kn';


/**
 * An English page offers Hindi or Kannada to a visitor who prefers it (the language
 * remembered from the switcher, else the browser's languages on a first visit), and
 * never redirects: the visitor asked for this URL. Decided in the browser, so the
 * shared page cache (scripts/page-cache.mjs) keeps one English render for everyone.
 * Fixed at the bottom: it appears after the first paint without moving the page.
 */
export function LanguageOffer({ words }: { words: Record<Offered, OfferWords> }) {
  const [offer, setOffer] = useState<Offered | null>(null);
  useEffect(() => {
    if (document.documentElement.lang !== HTML_LANG.en || cookieOf(document.cookie, OFFER_DISMISSED_COOKIE)) return;
    const chosen = cookieOf(document.cookie, LOCALE_COOKIE);
    const pick = isLocale(chosen) ? chosen : offeredLocale(navigator.languages.join(','));
    // The setState is the point: the browser's language is known only after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (pick === 'hi' || pick === 'kn') setOffer(pick);
  }, []);
  if (!offer) return null;
  const w = words[offer];
  const dismiss = () => {
    document.cookie = `${OFFER_DISMISSED_COOKIE}=1; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
    setOffer(null);
  };
  const href = localePath(`${splitLocale(window.location.pathname).path}${window.location.search}`, offer);
  return (
    <section className="language-offer" lang={HTML_LANG[offer]} aria-label={w.region} data-testid="language-offer">
      <div className="page-width language-offer__inner">
        <p>{w.text}</p>
        <a className="btn btn-primary btn-sm" href={href} hrefLang={HTML_LANG[offer]}
          onClick={() => { document.cookie = `${LOCALE_COOKIE}=${offer}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`; }}>{w.go}</a>
        <button type="button" className="btn btn-outline-dark btn-sm" onClick={dismiss}>{w.dismiss}</button>
      </div>
    </section>
  );
}
