import { NextResponse, type NextRequest } from 'next/server';
import { newNonce, securityHeaders } from '@/lib/security-headers';
import { encodePageCity, PAGE_CITY_HEADER, pageCityFromPath } from '@/lib/page-city';
import { landingCity } from '@/landing-data/city';
import { HOST_HEADER, isLocale, LOCALE_HEADER, PATH_HEADER, splitLocale } from '@/lib/i18n/locales';
import { translatedPage } from '@/lib/i18n/translated';

// SPEC §2 "Redirects". The middleware sees cookies only, so the access token
// is mirrored into the httpOnly `access_token` cookie at login. Pages still
// verify the token itself; this only keeps visitors without one out.
const PUBLIC_PROFILE_PAGES = ['/profile-pages/view-profile-details', '/profile-pages/view-project-profile-details'];

export function needsLogin(pathname: string): boolean {
  if (pathname.startsWith('/subscription/') || pathname === '/subscription') return true;
  if (pathname === '/profile-pages' || pathname.startsWith('/profile-pages/')) {
    return !PUBLIC_PROFILE_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  }
  return false;
}

export function guestOnly(pathname: string): boolean {
  return pathname === '/post-property/guest' || pathname.startsWith('/post-property/guest/');
}

/** A path Next cannot decode would answer 500; it is simply not a page of ours. */
export function malformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** Pages have one URL without the trailing slash; API paths keep theirs (the table ignores it). */
export function pageWithTrailingSlash(pathname: string): boolean {
  return pathname.length > 1 && pathname.endsWith('/') && !pathname.startsWith('/api/');
}

/** Paths with no language: the API, files and media answer the same under any prefix, so none. */
export function localeLess(pathname: string): boolean {
  return /^\/(api|uploads|media|_next|metrics|sitemaps?|sitemap\.xml|robots\.txt)(\/|$|\.)/.test(pathname) || pathname === '/404';
}

/** HTTPS as the custom server (server/platform/runtime/serve.ts) recorded it from the socket or trusted proxy. */
function overHttps(req: NextRequest): boolean {
  const proto = (req.headers.get('x-forwarded-proto') ?? '').split(',').pop()?.trim();
  return proto ? proto === 'https' : req.nextUrl.protocol === 'https:';
}

function route(req: NextRequest, nonce: string, csp: string): NextResponse {
  const { pathname: asked } = req.nextUrl;
  if (malformedPath(asked)) {
    if (asked.startsWith('/api/')) {
      return NextResponse.json({ status: 'fail', message: 'No such endpoint' }, { status: 404 });
    }
    if (asked.startsWith('/uploads/')) {
      return new NextResponse('Malformed file name', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    return NextResponse.rewrite(new URL('/404', req.url), { status: 404 });
  }
  if (asked.startsWith('/uploads/')) return NextResponse.next();
  if (pageWithTrailingSlash(asked)) {
    // A plain URL: NextURL would put the slash back when formatting.
    const url = new URL(req.url);
    url.pathname = url.pathname.replace(/\/+$/, '');
    return NextResponse.redirect(url.toString(), 308);
  }
  // /hi/… and /kn/… are the same pages in Hindi and Kannada (lib/i18n/locales.ts): the
  // rules below see the unprefixed path, and the render reads the language from a header.
  const { locale, path: pathname } = splitLocale(asked);
  if (locale !== 'en' && localeLess(pathname)) return NextResponse.rewrite(new URL('/404', req.url), { status: 404 });
  const hasToken = !!req.cookies.get('access_token')?.value;
  if ((!hasToken && needsLogin(pathname)) || (hasToken && guestOnly(pathname))) {
    return NextResponse.redirect(new URL(locale === 'en' ? '/' : `/${locale}`, req.url));
  }
  // Next reads the nonce from the request's CSP header and stamps its scripts with it.
  const headers = new Headers(req.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);
  // The page's own city for the header's first paint (lib/page-city); never one the client sent.
  const city = pageCityFromPath(pathname, landingCity);
  if (city) headers.set(PAGE_CITY_HEADER, encodePageCity(city));
  else headers.delete(PAGE_CITY_HEADER);
  if (locale !== 'en' || !headers.get(LOCALE_HEADER)) headers.set(PATH_HEADER, `${pathname}${req.nextUrl.search}`);
  if (locale === 'en') {
    // Next hands a rewritten /hi or /kn request back through the server under its unprefixed
    // path, where it comes here again carrying the language this middleware set: it is kept.
    // A client could send it too; it only changes the language of its own answer (the page
    // cache never keeps a marked request: server/platform/runtime/page-cache.ts).
    if (!isLocale(headers.get(LOCALE_HEADER)) || headers.get(LOCALE_HEADER) === 'en') {
      headers.delete(LOCALE_HEADER);
      headers.delete(HOST_HEADER);
    }
    return NextResponse.next({ request: { headers } });
  }
  headers.set(LOCALE_HEADER, locale);
  const host = req.headers.get('host');
  if (host) headers.set(HOST_HEADER, host);
  const url = req.nextUrl.clone();
  url.pathname = pathname;
  const res = NextResponse.rewrite(url, { request: { headers } });
  // Indexable in a language only where the main content is in it (lib/i18n/translated.ts).
  if (!translatedPage(pathname)) res.headers.set('x-robots-tag', 'noindex, follow');
  return res;
}

export function middleware(req: NextRequest) {
  const nonce = newNonce();
  const headers = securityHeaders({ https: overHttps(req), nonce });
  const res = route(req, nonce, headers['Content-Security-Policy']);
  for (const [k, v] of Object.entries(headers)) {
    if (!res.headers.has(k)) res.headers.set(k, v);
  }
  return res;
}

export const config = {
  // Everything but build assets and shipped files. API and upload paths only
  // when they hold a '%' (a malformed escape would make Next answer 500):
  // running the middleware costs every API call ~2 ms; the dispatcher sets the
  // API's security headers itself.
  matcher: ['/((?!api/[^%]*$|uploads/[^%]*$|_next/static|_next/image|demo/|favicon.ico).*)'],
};
