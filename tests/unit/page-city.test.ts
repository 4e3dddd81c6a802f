import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { middleware } from '@/middleware';
import { landingCity } from '@/landing-data/city';
import { citySearchHref } from '@/lib/search-links';
import { decodePageCity, encodePageCity, headerCity, PAGE_CITY_HEADER, pageCityFromPath } from '@/lib/page-city';

// Issue 21 §4: the header shows the page's city. These pin which city a URL is about
// and that the middleware hands it to the root layout (and never passes a client's on).

const of = (path: string) => pageCityFromPath(path, landingCity);
const forwarded = (path: string, headers: Record<string, string> = {}) =>
  middleware(new NextRequest(`http://localhost${path}`, { headers })).headers.get(`x-middleware-request-${PAGE_CITY_HEADER}`);

describe('the city a page is about', () => {
  it('a Mysuru landing page and the landing indexes are Mysuru pages', () => {
    expect(of('/rs/2-bhk-for-rent-in-mysore-rd')).toEqual({ city: 'Mysuru', kind: 'page' });
    expect(of('/pg/pgs-in-mysore-rd')).toEqual({ city: 'Mysuru', kind: 'page' });
    expect(of('/rs')).toEqual({ city: 'Mysuru', kind: 'page' });
    expect(of('/rs/no-such-landing-page')).toBeNull();
  });

  it('a search page is about the city of its location; a city-less search has none', () => {
    expect(of(citySearchHref('Mysuru', 'rent'))).toEqual({ city: 'Mysuru', kind: 'page' });
    expect(of(citySearchHref('New Delhi'))).toEqual({ city: 'New Delhi', kind: 'page' });
    expect(of('/search/residential/type=sale')).toBeNull();
  });

  it('a detail page is about its URL city, which a stored city overrides (SPEC §2)', () => {
    const page = of('/property-details/2-bhk-flat-for-rent-in-vijayanagar-123-mysuru');
    expect(page).toEqual({ city: 'Mysuru', kind: 'detail' });
    expect(headerCity(page, undefined, 'Bengaluru')).toBe('Mysuru');
    expect(headerCity(page, 'Chennai', 'Chennai')).toBe('Chennai');
    expect(of('/project-details/prestige-lakeside-7-new_delhi')).toEqual({ city: 'New Delhi', kind: 'detail' });
  });

  it('search and landing pages show their own city even when another is stored; other pages the stored one', () => {
    expect(headerCity(of('/rs/2-bhk-for-rent-in-mysore-rd'), 'Chennai', 'Chennai')).toBe('Mysuru');
    expect(headerCity(of('/'), undefined, 'Bengaluru')).toBe('Bengaluru');
    expect(headerCity(of('/static-pages/aboutus'), 'Pune', 'Pune')).toBe('Pune');
  });

  it('the header value round-trips and junk decodes to nothing', () => {
    expect(decodePageCity(encodePageCity({ city: 'New Delhi', kind: 'page' }))).toEqual({ city: 'New Delhi', kind: 'page' });
    for (const junk of ['', 'Mysuru', 'page;', 'page;%3Cscript%3E', 'other;Mysuru', `page;${'x'.repeat(300)}`]) {
      expect(decodePageCity(junk), junk).toBeNull();
    }
  });
});

describe('the middleware hands the page city to the layout', () => {
  it('from the URL, and overwrites or drops a page-city header the client sent', () => {
    expect(decodePageCity(forwarded('/rs/2-bhk-for-rent-in-mysore-rd'))).toEqual({ city: 'Mysuru', kind: 'page' });
    expect(decodePageCity(forwarded('/rs/2-bhk-for-rent-in-mysore-rd', { [PAGE_CITY_HEADER]: 'page;Chennai' })))
      .toEqual({ city: 'Mysuru', kind: 'page' });
    // Dropped: Next forwards only the headers the middleware lists, and this one is not among them.
    const home = middleware(new NextRequest('http://localhost/', { headers: { [PAGE_CITY_HEADER]: 'page;Chennai' } }));
    expect(home.headers.get('x-middleware-override-headers')?.split(',')).not.toContain(PAGE_CITY_HEADER);
    expect(home.headers.get(`x-middleware-request-${PAGE_CITY_HEADER}`)).toBeNull();
  });
});
