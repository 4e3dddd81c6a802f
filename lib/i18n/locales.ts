// The site's languages and how a URL names one. English is unprefixed (every
// SPEC path stays as it is); Hindi and Kannada live under /hi and /kn, which
// middleware.ts rewrites onto the one route tree. Pure: used by the
// middleware, the server render, the sitemap and the browser alike.

export const LOCALES = ['en', 'hi', 'kn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The prefixed languages, in switcher order after English. */
export const PREFIXED: readonly Exclude<Locale, 'en'>[] = ['hi', 'kn'];

/** The request header the middleware sets to the page's language (never one a client sent). */
export const LOCALE_HEADER = 'x-gb-locale';
/** The request header with the page's unprefixed path and query (the switcher links to it in each language). */
export const PATH_HEADER = 'x-gb-path';
/**
 * The Host a /hi or /kn request arrived with: Next hands the rewritten request back through the
 * server addressed to its own listening name, so the render's Host is not the visitor's. Origins
 * still go through lib/site.ts's rules (SITE_URL wins; only allowed hosts otherwise).
 */
export const HOST_HEADER = 'x-gb-host';
/** The cookie that remembers a visitor's pick in the switcher (one year). */
export const LOCALE_COOKIE = 'gb_locale';
/** How long the language cookies last, in seconds: a year. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
/** The cookie that remembers the Accept-Language offer was dismissed. */
export const OFFER_DISMISSED_COOKIE = 'gb_locale_offer';

/** The `lang` attribute of <html> and hreflang values. */
export const HTML_LANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN', kn: 'kn-IN' };
/** Each language's name in itself (the switcher shows these, never translated). */
export const NATIVE_NAME: Record<Locale, string> = { en: 'English', hi: 'हिन्दी', kn: 'ಕನ್ನಡ' };
/** Open Graph locales. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN', kn: 'kn_IN' };

export const isLocale = (x: unknown): x is Locale => typeof x === 'string' && (LOCALES as readonly string[]).includes(x);

/** The language a path names and the path without its prefix: '/hi/rs/x' → hi, '/rs/x'. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const m = /^\/(hi|kn)(?=\/|$)(.*)$/.exec(pathname);
  if (!m) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: m[1] as Locale, path: m[2] || '/' };
}

/**
 * An unprefixed site path in a language: ('/', 'hi') → '/hi', ('/rs/x?a=1', 'kn') → '/kn/rs/x?a=1'.
 * Absolute URLs, API, media and other non-page paths are left as they are.
 */
export function localePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path;
  if (/^\/(api|_next|uploads|media|fonts)(\/|$)/.test(path)) return path;
  if (splitLocale(path.split(/[?#]/)[0]).locale !== DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : /^\/[?#]/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/**
 * The first language of an Accept-Language header we offer besides English,
 * when the visitor prefers it to English ('hi-IN,hi;q=0.9,en;q=0.8' → hi); null otherwise.
 */
export function offeredLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage || acceptLanguage.length > 500) return null;
  const ranked = acceptLanguage.split(',').map((part, i) => {
    const [tag, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    return { lang: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), i };
  }).filter((x) => x.lang && Number.isFinite(x.q) && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const r of ranked) {
    if (r.lang === 'en') return null;
    if (r.lang === 'hi' || r.lang === 'kn') return r.lang;
  }
  return null;
}

/** In the browser: the page's language, from <html lang> (the server set it from the URL). */
export function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return LOCALES.find((l) => HTML_LANG[l] === lang) ?? DEFAULT_LOCALE;
}

/** In the browser: a site path in the page's language (client navigations stay in it). */
export const inPageLocale = (path: string): string => localePath(path, documentLocale());
