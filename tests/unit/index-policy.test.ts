import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, parseSearchId, searchPath, type SearchGroup, type SearchState } from '@/lib/search-route';
import { indexPolicy, robotsOf } from '@/lib/seo/index-policy';
import { searchCrumbs } from '@/lib/seo/search-breadcrumbs';
import { breadcrumbList } from '@/lib/json-ld';
import { checkJsonLd } from '../helpers/json-ld-check';
import { searchWhat } from '@/lib/search-title';

// Issue 28 §1 and §3: which search pages search engines index, where the
// others point, and the BreadcrumbList of a search page.

const at = (city: string, locality = '', label?: string) => ({ label: label ?? (locality ? `${locality}, ${city}` : city), value: { city, locality } });
const search = (over: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...over });
const policy = (group: SearchGroup, s: SearchState, more: { sort?: string; total?: number; page?: number } = {}) =>
  indexPolicy({ group, state: s, fallbackCity: 'Mysuru', total: 12, ...more });

const koramangala2Bhk = search({ type: 'rent', location: [at('Bengaluru', 'Koramangala')], bedrooms: ['2'] });

describe('indexable search pages', () => {
  it('city + locality + BHK for rent is indexable and its own canonical', () => {
    const v = policy('residential', koramangala2Bhk);
    expect(v).toEqual({ index: true, canonical: searchPath('residential', koramangala2Bhk), linkCanonical: true, reasons: [] });
    expect(robotsOf(v)).toEqual({ index: true, follow: true });
  });

  it('a city alone, a type, a type with BHK, a PG gender or a PG sharing are indexable', () => {
    expect(policy('residential', search({ type: 'sale', location: [at('Mysuru')] })).index).toBe(true);
    expect(policy('residential', search({ type: 'sale', location: [at('Mysuru', 'Gokulam')], propType: ['villa'], bedrooms: ['3'] })).index).toBe(true);
    expect(policy('commercial', search({ type: 'rent', location: [at('Pune')], propType: ['office_space'] })).index).toBe(true);
    expect(policy('pg', search({ type: 'pg', location: [at('Bengaluru', 'HSR Layout')], gender: ['Female'] })).index).toBe(true);
    expect(policy('pg', search({ type: 'pg', location: [at('Bengaluru')], roomType: ['2_sharing'] })).index).toBe(true);
  });

  it('the canonical is one normal form: fixed key order, defaults and empty keys dropped, labels rewritten', () => {
    const messy = parseSearchId('bedrooms=2&postedSince=all&status=any&budget=0,&type=rent&location='
      + encodeURIComponent(JSON.stringify([at('Bengaluru', 'Koramangala')])));
    const v = policy('residential', messy);
    expect(v.index).toBe(true);
    expect(v.canonical).toBe(searchPath('residential', koramangala2Bhk));
    expect(v.canonical).toMatch(/^\/search\/residential\/type=rent&location=[^&]+&bedrooms=2$/);
  });

  it('a label without the city is another spelling of the page: noindex, canonical = the "Locality, City" page', () => {
    for (const label of ['Koramangala', 'koramangala blr']) {
      const v = policy('residential', { ...koramangala2Bhk, location: [at('Bengaluru', 'Koramangala', label)] });
      expect(v).toMatchObject({ index: false, canonical: searchPath('residential', koramangala2Bhk), linkCanonical: true });
      expect(v.reasons).toEqual(['label not "Locality, City"']);
    }
  });

  it('the map view is never indexable, with or without its box and zoom: canonical = the list page', () => {
    for (const map of [{ view: 'map' as const }, { view: 'map' as const, box: { south: 12.9, west: 77.6, north: 13, east: 77.7 }, zoom: 13 }]) {
      const v = policy('residential', { ...koramangala2Bhk, ...map });
      expect(v).toMatchObject({ index: false, canonical: searchPath('residential', koramangala2Bhk), linkCanonical: true });
      expect(v.reasons).toContain('map view');
    }
  });

  it('pages 2 and later of an indexable search stay indexable and self-canonical', () => {
    const v = policy('residential', koramangala2Bhk, { page: 3 });
    expect(v.index).toBe(true);
    expect(v.canonical).toBe(`${searchPath('residential', koramangala2Bhk)}?page=3`);
  });
});

describe('pages kept out of the index', () => {
  const narrowsTo2Bhk: [string, Partial<SearchState>][] = [
    ['budget', { budget: { min: 0, max: 23456 } }],
    ['area', { superArea: { min: 500, max: 1500 } }],
    ['facing', { facing: ['east'] }],
    ['furnishing', { furnishingStatus: ['furnished'] }],
    ['amenities', { amenities: ['Lift'] }],
    ['posted since', { postedSince: 'thisWeek' }],
  ];
  for (const [what, extra] of narrowsTo2Bhk) {
    it(`a ${what} filter answers noindex, follow with the canonical of the page it narrows`, () => {
      const v = policy('residential', { ...koramangala2Bhk, ...extra });
      expect(v.index).toBe(false);
      expect(robotsOf(v)).toEqual({ index: false, follow: true });
      expect(v.canonical).toBe(searchPath('residential', koramangala2Bhk));
      expect(v.reasons).toContain(what);
    });
  }

  it('several localities narrow to the city page, several types to the untyped page', () => {
    const two = policy('residential', search({ type: 'rent', location: [at('Bengaluru', 'Koramangala'), at('Bengaluru', 'HSR Layout')], bedrooms: ['2'] }));
    expect(two.index).toBe(false);
    expect(two.canonical).toBe(searchPath('residential', search({ type: 'rent', location: [at('Bengaluru')], bedrooms: ['2'] })));
    const types = policy('residential', search({ type: 'sale', location: [at('Mysuru')], propType: ['apartment', 'villa'] }));
    expect(types.index).toBe(false);
    expect(types.canonical).toBe(searchPath('residential', search({ type: 'sale', location: [at('Mysuru')] })));
  });

  it('several BHK values, a BHK on plots, and a gender with a sharing are not indexed', () => {
    expect(policy('residential', { ...koramangala2Bhk, bedrooms: ['2', '3'] }).index).toBe(false);
    const plots = policy('residential', search({ type: 'sale', location: [at('Mysuru')], propType: ['plot'], bedrooms: ['2'] }));
    expect(plots.index).toBe(false);
    expect(plots.canonical).toBe(searchPath('residential', search({ type: 'sale', location: [at('Mysuru')], propType: ['plot'] })));
    const pg = policy('pg', search({ type: 'pg', location: [at('Mysuru')], gender: ['Male'], roomType: ['1_sharing'] }));
    expect(pg.index).toBe(false);
    expect(pg.canonical).toBe(searchPath('pg', search({ type: 'pg', location: [at('Mysuru')], gender: ['Male'] })));
  });

  it('a sorted view points at the unsorted page', () => {
    const v = policy('residential', koramangala2Bhk, { sort: 'asc', page: 2 });
    expect(v).toMatchObject({ index: false, canonical: searchPath('residential', koramangala2Bhk), reasons: ['sorted'] });
  });

  it('a search with no live results is noindex and names no canonical (it would lead to a noindex page)', () => {
    const v = policy('residential', koramangala2Bhk, { total: 0 });
    expect(v).toEqual({ index: false, canonical: searchPath('residential', koramangala2Bhk), linkCanonical: false, reasons: ['no live results'] });
  });

  it('a filter page names its canonical only when the page it narrows is indexable', () => {
    const filtered = { ...koramangala2Bhk, facing: ['east'] };
    expect(indexPolicy({ group: 'residential', state: filtered, fallbackCity: 'Mysuru', total: 1, narrowedTotal: 7 }).linkCanonical).toBe(true);
    expect(indexPolicy({ group: 'residential', state: filtered, fallbackCity: 'Mysuru', total: 1, narrowedTotal: 3 }).linkCanonical).toBe(false);
  });

  it('a search without a city narrows to the fallback city page', () => {
    const v = policy('residential', search({ type: 'rent' }));
    expect(v.index).toBe(false);
    expect(v.canonical).toBe(searchPath('residential', search({ type: 'rent', location: [at('Mysuru')] })));
  });
});

describe('search page BreadcrumbList', () => {
  it('India › city › locality › type, each an indexable page, valid schema.org', () => {
    const crumbs = searchCrumbs('residential', { ...koramangala2Bhk, budget: { min: 0, max: 30000 }, propType: ['apartment'] }, 'Mysuru', 'https://gb.example');
    expect(crumbs.map((c) => c.name)).toEqual(['India', 'Bengaluru', 'Koramangala', '2 BHK Flats for Rent']);
    expect(crumbs[0].url).toBe('https://gb.example/');
    expect(crumbs[1].url).toBe(`https://gb.example${searchPath('residential', search({ type: 'rent', location: [at('Bengaluru')] }))}`);
    expect(crumbs[3].url).toBe(`https://gb.example${searchPath('residential', { ...koramangala2Bhk, propType: ['apartment'] })}`);
    for (const c of crumbs.slice(1)) {
      expect(policy('residential', parseSearchId(c.url.replace(/^.*\/search\/residential\//, ''))).index).toBe(true);
    }
    expect(checkJsonLd(breadcrumbList(crumbs))).toEqual([]);
  });

  it('a city page ends at the city; a PG page names the gender', () => {
    expect(searchCrumbs('residential', search({ type: 'sale', location: [at('Mysuru')] }), 'Mysuru', 'https://gb.example').map((c) => c.name))
      .toEqual(['India', 'Mysuru']);
    const pg = searchCrumbs('pg', search({ type: 'pg', location: [at('Bengaluru', 'HSR Layout')], gender: ['Female'] }), 'Mysuru', 'https://gb.example');
    expect(pg.map((c) => c.name)).toEqual(['India', 'Bengaluru', 'HSR Layout', 'PGs for Girls']);
    expect(checkJsonLd(breadcrumbList(pg))).toEqual([]);
  });
});

describe('thin pages, landing pages and PG words', () => {
  it('a page needs 5 live listings, a locality page and a city page alike', () => {
    expect(policy('residential', koramangala2Bhk, { total: 4 })).toMatchObject({ index: false, reasons: ['fewer than 5 live listings'] });
    expect(policy('residential', koramangala2Bhk, { total: 5 }).index).toBe(true);
    const city2Bhk = search({ type: 'rent', location: [at('Bengaluru')], bedrooms: ['2'] });
    expect(policy('residential', city2Bhk, { total: 4 })).toMatchObject({ index: false, reasons: ['fewer than 5 live listings'] });
    expect(policy('residential', city2Bhk, { total: 5 }).index).toBe(true);
  });

  it('a search a landing page shows is that page: noindex, canonical = the landing page, also with filters', () => {
    const rent = search({ type: 'rent', location: [at('Mysuru')] });
    expect(indexPolicy({ group: 'residential', state: rent, fallbackCity: 'Mysuru', total: 9, landing: '/rs/rent-house-in-mysore-rd' }))
      .toEqual({ index: false, canonical: '/rs/rent-house-in-mysore-rd', linkCanonical: true, reasons: ['shown by a landing page'] });
    const v = indexPolicy({ group: 'residential', state: { ...rent, facing: ['east'] }, fallbackCity: 'Mysuru', total: 9, landing: '/rs/rent-house-in-mysore-rd' });
    expect(v.canonical).toBe('/rs/rent-house-in-mysore-rd');
  });

  it("the header's pgSearch=true marker is no filter; an 'other' sharing page is not indexed", () => {
    const pg = search({ type: 'pg', location: [at('Mysuru')] });
    const marked = policy('pg', { ...pg, pgSearch: 'true' });
    expect(marked.index).toBe(true);
    expect(marked.canonical).toBe(searchPath('pg', pg));
    expect(policy('pg', { ...pg, roomType: ['other'] })).toMatchObject({ index: false, canonical: searchPath('pg', pg) });
  });

  it('PG pages of one sharing or of mixed PGs get titles of their own', () => {
    const pg = search({ type: 'pg', location: [at('Mysuru')] });
    expect(searchWhat('pg', { ...pg, roomType: ['2_sharing'] })).toBe('Double Sharing PGs');
    expect(searchWhat('pg', { ...pg, gender: ['Both'] })).toBe('PGs for Boys and Girls');
    expect(searchWhat('pg', pg)).toBe('PGs');
  });
});
