import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { config, guestOnly, malformedPath, middleware, needsLogin, pageWithTrailingSlash } from '@/middleware';

describe('middleware rules (SPEC §2 Redirects)', () => {
  it('keeps visitors without a token out of profile and subscription pages, except the public views', () => {
    expect(needsLogin('/profile-pages/saved-property')).toBe(true);
    expect(needsLogin('/profile-pages/my-profile/edit-profile')).toBe(true);
    expect(needsLogin('/subscription/builder')).toBe(true);
    expect(needsLogin('/profile-pages/view-profile-details')).toBe(false);
    expect(needsLogin('/profile-pages/view-project-profile-details')).toBe(false);
    expect(needsLogin('/search/residential/type=sale')).toBe(false);
  });

  it('sends logged-in users away from guest posting only', () => {
    expect(guestOnly('/post-property/guest')).toBe(true);
    expect(guestOnly('/post-property/guest/apartment&sale')).toBe(true);
    expect(guestOnly('/post-property/residential/villa/sale')).toBe(false);
  });

  it('recognises paths that cannot be decoded', () => {
    expect(malformedPath('/search/residential/x%%%')).toBe(true);
    expect(malformedPath('/search/residential/type%3Dsale')).toBe(false);
  });

  it('redirects pages with a trailing slash but lets API paths through', () => {
    expect(pageWithTrailingSlash('/static-pages/aboutus/')).toBe(true);
    expect(pageWithTrailingSlash('/api/search/auto-complete/')).toBe(false);
    expect(pageWithTrailingSlash('/')).toBe(false);
  });

  it('runs on pages and on API paths holding a %, not on other API calls or build assets', () => {
    const runs = (path: string) => config.matcher.some((m) => new RegExp(`^${m}$`).test(path));
    expect(runs('/')).toBe(true);
    expect(runs('/search/residential/type=sale')).toBe(true);
    expect(runs('/api/search/%E0%A4%A')).toBe(true);
    expect(runs('/api/search/auto-complete/')).toBe(false);
    expect(runs('/api/user/auth/Login')).toBe(false);
    expect(runs('/_next/static/chunks/a.js')).toBe(false);
  });

  it('answers a malformed API path with the fail envelope (404), a malformed page path with the 404 page', async () => {
    const api = middleware(new NextRequest('http://localhost/api/search/%E0%A4%A'));
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ status: 'fail', message: 'No such endpoint' });
    const page = middleware(new NextRequest('http://localhost/search/residential/x%%%'));
    expect(page.status).toBe(404);
    expect(page.headers.get('x-middleware-rewrite')).toContain('/404');
  });
});
