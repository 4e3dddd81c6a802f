// Readable place pages: every clean search page of a product city has a words-only URL
// (/in/{city}[/{locality}]/{what}) that the sitemap lists once the page has 5 live results.
import { describe, expect, it } from 'vitest';
import { searchPath } from '@/lib/search-route';
import { cleanSearch } from '@/lib/seo/clean-search';
import { whatTable } from '@/lib/seo/readable-what';
import { sitemapPartXml } from '@/server/catalog/seo/sitemap';
import { indexablePages } from '@/server/catalog/seo/indexable-pages';
import { parseReadable, readablePath, resolveReadable } from '@/server/catalog/seo/readable-pages';
import { ownerPage } from '@/server/catalog/seo/page-path';
import { searchPageLinks } from '@/server/catalog/seo/page-links';
import { useTestDb } from '../helpers/db';
import { makeListing, makePg } from '../helpers/fixtures';

const t = useTestDb();
const ORIGIN = 'https://gharbazaar.example';

const rentIn = (locality: string, bedrooms?: number) =>
  cleanSearch({ group: 'residential', deal: 'rent', city: 'Bengaluru', locality, bedrooms: bedrooms ?? null });

async function postRentals(locality: string, n: number, city = 'Bengaluru') {
  for (let i = 0; i < n; i++) {
    await makeListing(t.db, { city, locality, postType: 'rent', price: 18_000 + i * 500, bedrooms: 2 });
  }
}

describe('readable place pages in the sitemap', () => {
  it('5 live rentals in a new locality put its rent and 2 BHK pages in the next sitemap', async () => {
    const before = (await sitemapPartXml(ORIGIN, 'search-0'))!;
    expect(before).not.toContain('/in/bengaluru/quietpura-layout/');
    await postRentals('Quietpura Layout', 5);
    const after = (await sitemapPartXml(ORIGIN, 'search-0'))!;
    expect(after).toContain(`<loc>${ORIGIN}/in/bengaluru/quietpura-layout/properties-for-rent</loc>`);
    expect(after).toContain(`<loc>${ORIGIN}/in/bengaluru/quietpura-layout/2-bhk-properties-for-rent</loc>`);
    expect(after).toContain(`<loc>${ORIGIN}/in/bengaluru/quietpura-layout/2-bhk-flats-for-rent</loc>`);
    // The city pages of the family have 5 too.
    expect(after).toContain(`<loc>${ORIGIN}/in/bengaluru/properties-for-rent</loc>`);
    // No search-route twin of a page that has a readable URL.
    expect(after).not.toContain('/search/residential/');
  });

  it('4 live rentals are not enough, and neither are 5 with one of them pending', async () => {
    // Chennai: no other test posts there (the database lives for the file).
    await postRentals('Thinpura', 4, 'Chennai');
    await makeListing(t.db, { city: 'Chennai', locality: 'Thinpura', postType: 'rent', bedrooms: 2, status: 'pending' });
    const xml = (await sitemapPartXml(ORIGIN, 'search-0'))!;
    expect(xml).not.toContain('/thinpura/');
    // A city page is held to the same threshold: 4 rentals in the whole city are no page either.
    expect(xml).not.toContain('/in/chennai/');
    expect((await indexablePages()).every((p) => p.count >= 5)).toBe(true);
  });

  it('PG pages, boys and girls PGs of a locality get readable URLs too', async () => {
    for (let i = 0; i < 5; i++) await makePg(t.db, { city: 'Bengaluru', locality: 'HSR Layout', gender: 'Female', roomTypes: ['2_sharing'] });
    const paths = (await indexablePages('Bengaluru')).map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining([
      '/in/bengaluru/hsr-layout/pgs', '/in/bengaluru/hsr-layout/pgs-for-girls', '/in/bengaluru/hsr-layout/double-sharing-pgs', '/in/bengaluru/pgs-for-girls',
    ]));
    expect(paths.some((p) => p.includes('pgs-for-boys'))).toBe(false);
  });
});

describe('links between readable pages', () => {
  it('a rent page links its sale twin once that has 5 live listings, and every link is a readable URL', async () => {
    await postRentals('Dealpura', 5);
    const rent = rentIn('Dealpura');
    expect((await searchPageLinks('residential', rent, 'Bengaluru', false)).otherDeal).toBeNull();
    for (let i = 0; i < 5; i++) await makeListing(t.db, { city: 'Bengaluru', locality: 'Dealpura', postType: 'sale', bedrooms: 3 });
    const links = await searchPageLinks('residential', rent, 'Bengaluru', false);
    expect(links.otherDeal).toMatchObject({ href: '/in/bengaluru/dealpura/properties-for-sale', label: 'Properties for Sale in Dealpura, Bengaluru', count: 5 });
    expect(links.broader?.href).toBe('/in/bengaluru/properties-for-rent');
    expect(links.narrower.map((l) => l.href)).toContain('/in/bengaluru/dealpura/2-bhk-properties-for-rent');
  });
});

describe('readable paths', () => {
  it('every page family has its own slug, and a path reads back to the search it was made from', async () => {
    expect(whatTable().size).toBeGreaterThan(60);
    await postRentals('HSR Layout', 1);
    const state = rentIn('HSR Layout', 2);
    const path = readablePath('residential', state)!;
    expect(path).toBe('/in/bengaluru/hsr-layout/2-bhk-properties-for-rent');
    const route = parseReadable(path.split('/').slice(2))!;
    expect(route.page).toBe(1);
    const found = (await resolveReadable(route))!;
    expect(searchPath(found.group, found.state)).toBe(searchPath('residential', state));
    expect(parseReadable([...path.split('/').slice(2), 'page-3'])!.page).toBe(3);
  });

  it('the search route defers to the readable page; Mysuru keeps its SPEC slug; unknown paths parse to nothing', async () => {
    expect(ownerPage('residential', rentIn('Koramangala'))).toBe('/in/bengaluru/koramangala/properties-for-rent');
    expect(ownerPage('residential', cleanSearch({ group: 'residential', deal: 'rent', city: 'Mysuru' }))).toBe('/rs/rent-house-in-mysore-rd');
    // A city outside the product's list keeps its search URL.
    expect(readablePath('residential', cleanSearch({ group: 'residential', deal: 'rent', city: 'Atlantis' }))).toBeNull();
    for (const segs of [['bengaluru'], ['bengaluru', 'page-2'], ['atlantis', 'pgs'], ['bengaluru', 'no-such-kind'], ['bengaluru', 'pgs', 'page-1'],
      ['bengaluru', 'a', 'b', 'pgs'], ['bengaluru', 'Bad_Slug', 'pgs']]) {
      expect(parseReadable(segs), segs.join('/')).toBeNull();
    }
    // A locality no listing names is no page.
    expect(await resolveReadable(parseReadable(['bengaluru', 'nowhere-nagar', 'pgs'])!)).toBeNull();
  });
});
