import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { localePath, offeredLocale, splitLocale } from '@/lib/i18n/locales';
import { middleware } from '@/middleware';
import { formatAmount, formatPrice } from '@/lib/format/price';
import { placeName } from '@/lib/i18n/place-names';
import { alternatesXml, urlsetXml } from '@/server/catalog/seo/sitemap-xml';
import { pageKey } from '@/server/platform/runtime/page-cache';

describe('language prefixes', () => {
  it('reads the language from /hi and /kn and leaves every other path English', () => {
    expect(splitLocale('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocale('/kn/rs/flats-for-rent-in-mysore-rd')).toEqual({ locale: 'kn', path: '/rs/flats-for-rent-in-mysore-rd' });
    expect(splitLocale('/hindi-news')).toEqual({ locale: 'en', path: '/hindi-news' });
    expect(splitLocale('/search/residential/type=sale')).toEqual({ locale: 'en', path: '/search/residential/type=sale' });
  });

  it('writes a path in a language, leaving English, API and absolute URLs alone', () => {
    expect(localePath('/', 'hi')).toBe('/hi');
    expect(localePath('/search/pg/type=pg', 'kn')).toBe('/kn/search/pg/type=pg');
    expect(localePath('/?a=1', 'hi')).toBe('/hi?a=1');
    expect(localePath('/search/pg/type=pg', 'en')).toBe('/search/pg/type=pg');
    expect(localePath('/api/search', 'hi')).toBe('/api/search');
    expect(localePath('https://x.test/a', 'hi')).toBe('https://x.test/a');
    expect(localePath('/hi/rs/a', 'hi')).toBe('/hi/rs/a');
  });

  it('offers Hindi or Kannada only when the browser prefers it to English', () => {
    expect(offeredLocale('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(offeredLocale('kn')).toBe('kn');
    expect(offeredLocale('en-IN,hi;q=0.9')).toBeNull();
    expect(offeredLocale('en;q=0.5,kn;q=0.8')).toBe('kn');
    expect(offeredLocale('ta-IN,fr')).toBeNull();
    expect(offeredLocale('')).toBeNull();
    expect(offeredLocale('hi;q=0')).toBeNull();
  });
});

describe('the middleware for /hi and /kn', () => {
  const run = (path: string, headers: Record<string, string> = {}) => middleware(new NextRequest(`http://x.test${path}`, { headers }));
  const rewrittenTo = (res: Response) => res.headers.get('x-middleware-rewrite');
  const forwarded = (res: Response, name: string) => res.headers.get(`x-middleware-request-${name}`);

  it('rewrites a prefixed page onto the unprefixed route with the language in a request header', () => {
    const res = run('/hi/search/pg/type=pg?sort=newest');
    expect(new URL(rewrittenTo(res)!).pathname).toBe('/search/pg/type=pg');
    expect(new URL(rewrittenTo(res)!).search).toBe('?sort=newest');
    expect(forwarded(res, 'x-gb-locale')).toBe('hi');
    expect(forwarded(res, 'x-gb-path')).toBe('/search/pg/type=pg?sort=newest');
    expect(new URL(rewrittenTo(run('/kn'))!).pathname).toBe('/');
  });

  it('keeps untranslated pages out of the index in Hindi and Kannada, the home page in', () => {
    expect(run('/hi/search/pg/type=pg').headers.get('x-robots-tag')).toBe('noindex, follow');
    expect(run('/kn').headers.get('x-robots-tag')).toBeNull();
    expect(run('/').headers.get('x-robots-tag')).toBeNull();
  });

  it('lets the pages written in the language into the index: landing, readable place, insights and detail pages', () => {
    for (const path of ['/hi/rs/properties-in-mysore-rd', '/kn/pg/girls-pg-in-mysore-rd', '/hi/in/mysuru/flats-for-rent',
      '/kn/in/bengaluru/koramangala/2-bhk-flats-for-rent/page-2', '/hi/insights/mysuru', '/kn/insights/mysuru/kuvempunagar',
      '/hi/property-details/2-bhk-flat-for-rent-in-vijayanagar-123-mysuru', '/kn/property-details/pg-for-boys-in-gokulam-4-mysuru',
      '/hi/project-details/skyline-towers-in-hebbal-7-mysuru']) {
      expect(run(path).headers.get('x-robots-tag'), path).toBeNull();
    }
    // Their index pages, the place index and the search route are not translated yet.
    for (const path of ['/hi/rs', '/kn/in', '/hi/in/mysuru', '/kn/search/residential/type=rent', '/hi/property-details']) {
      expect(run(path).headers.get('x-robots-tag'), path).toBe('noindex, follow');
    }
  });

  it('keeps the mark on a rewritten request Next sends back under the unprefixed path, drops anything else', () => {
    const back = run('/search/pg/type=pg', { 'x-gb-locale': 'kn', 'x-gb-path': '/search/pg/type=pg' });
    expect(rewrittenTo(back)).toBeNull();
    expect(forwarded(back, 'x-gb-locale')).toBe('kn');
    expect(forwarded(run('/', { 'x-gb-locale': 'fr' }), 'x-gb-locale')).toBeNull();
    expect(forwarded(run('/', { 'x-gb-locale': 'en' }), 'x-gb-locale')).toBeNull();
    expect(forwarded(run('/'), 'x-gb-path')).toBe('/');
  });

  it('answers 404 for API and file paths under a prefix, and redirects a trailing slash', () => {
    expect(run('/hi/api/search').status).toBe(404);
    expect(run('/kn/uploads/a.webp').status).toBe(404);
    expect(run('/hi/').status).toBe(308);
    expect(run('/hi/').headers.get('location')).toBe('http://x.test/hi');
  });

  it('sends a Hindi visitor without a token from a login-only page to the Hindi home', () => {
    const res = run('/hi/profile-pages/saved-property');
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('http://x.test/hi');
  });
});

describe('what the production page cache shares', () => {
  const req = (url: string, headers: Record<string, string> = {}) =>
    ({ url, method: 'GET', headers: { host: 'x.test', ...headers } }) as unknown as IncomingMessage;
  it('never keeps a Hindi or Kannada render, even when it comes back under the unprefixed path', () => {
    expect(pageKey(req('/'))).not.toBeNull();
    expect(pageKey(req('/', { 'x-gb-locale': 'hi' }))).toBeNull();
    expect(pageKey(req('/', { 'x-gb-locale': 'kn' }))).toBeNull();
    expect(pageKey(req('/hi'))).toBeNull();
    expect(pageKey(req('/kn/search/residential/abc'))).toBeNull();
  });
});

describe('money and places in the language', () => {
  it('writes lakh and crore in the language with Latin digits', () => {
    expect(formatPrice(4_500_000, 'hi')).toBe('₹45 लाख');
    expect(formatPrice(4_500_000, 'kn')).toBe('₹45 ಲಕ್ಷ');
    expect(formatPrice(12_500_000, 'hi')).toBe('₹1.25 करोड़');
    expect(formatPrice(12_500_000, 'kn')).toBe('₹1.25 ಕೋಟಿ');
    expect(formatPrice(45_000, 'hi')).toBe('₹45,000');
    expect(formatPrice(4_500_000)).toBe('₹ 45 Lac');
    expect(formatAmount(12_500_000)).toBe('1.25 Cr');
  });

  it('names the listed cities in the script and keeps any other place as written', () => {
    expect(placeName('Mysuru', 'kn')).toBe('ಮೈಸೂರು');
    expect(placeName('Mysuru', 'hi')).toBe('मैसूरु');
    expect(placeName('Mysuru', 'en')).toBe('Mysuru');
    expect(placeName('Vijayanagar', 'hi')).toBe('Vijayanagar');
  });
});

describe('sitemap alternates', () => {
  it('lists the home page in each language, each naming all three and x-default', () => {
    const xml = urlsetXml('https://g.test', [{ path: '/' }, { path: '/pricing' }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const loc of ['https://g.test/', 'https://g.test/hi', 'https://g.test/kn']) expect(xml).toContain(`<loc>${loc}</loc>`);
    expect(xml.split(alternatesXml('https://g.test', '/')).length - 1).toBe(3);
    expect(alternatesXml('https://g.test', '/')).toContain('hreflang="hi-IN" href="https://g.test/hi"');
    expect(alternatesXml('https://g.test', '/')).toContain('hreflang="x-default" href="https://g.test/"');
    // An untranslated page stays one English URL.
    expect(xml).toContain('<url><loc>https://g.test/pricing</loc></url>');
    expect(xml).not.toContain('https://g.test/hi/pricing');
  });
});
