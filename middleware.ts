import { NextResponse, type NextRequest } from 'next/server';

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

export function middleware(req: NextRequest) {
  if (malformedPath(req.nextUrl.pathname)) {
    if (req.nextUrl.pathname.startsWith('/api/')) {
      return NextResponse.json({ status: 'fail', message: 'No such endpoint' }, { status: 404 });
    }
    return NextResponse.rewrite(new URL('/404', req.url), { status: 404 });
  }
  if (pageWithTrailingSlash(req.nextUrl.pathname)) {
    // A plain URL: NextURL would put the slash back when formatting.
    const url = new URL(req.url);
    url.pathname = url.pathname.replace(/\/+$/, '');
    return NextResponse.redirect(url.toString(), 308);
  }
  const hasToken = !!req.cookies.get('access_token')?.value;
  const { pathname } = req.nextUrl;
  if ((!hasToken && needsLogin(pathname)) || (hasToken && guestOnly(pathname))) {
    return NextResponse.redirect(new URL('/', req.url));
  }
  return NextResponse.next();
}

export const config = {
  // Everything but build assets and shipped files. API paths only when they
  // hold a '%' (a malformed escape would make Next answer 500): running the
  // middleware costs every API call ~2 ms, and nothing else in it is for the API.
  matcher: ['/((?!api/[^%]*$|_next/static|_next/image|demo/|uploads/|favicon.ico).*)'],
};
