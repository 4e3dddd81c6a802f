// Issue 28 §2: the indexable search pages come from the data: a page per city
// and per locality with at least 5 live listings in a family, none per filter value.
import { describe, expect, it } from 'vitest';
import { searchPath } from '@/lib/search-route';
import { indexPolicy } from '@/lib/seo/index-policy';
import { cleanSearch } from '@/lib/seo/clean-search';
import { indexablePages } from '@/server/catalog/seo/indexable-pages';
import { searchFigures } from '@/server/catalog/search/catalog/figures';
import { searchPageLinks } from '@/server/catalog/seo/page-links';
import { indexedPath } from '@/server/catalog/seo/page-path';
import { useTestDb } from '../helpers/db';
import { makeListing, makePg } from '../helpers/fixtures';

const t = useTestDb();

async function seedKoramangala(city = 'Bengaluru') {
  for (let i = 0; i < 5; i++) {
    await makeListing(t.db, { city, locality: 'Koramangala', postType: 'rent', price: 20_000 + i * 1000, bedrooms: 2 });
  }
  // Two 3 BHK rentals: the locality's rent page counts them, its 3 BHK page is too thin.
  await makeListing(t.db, { city, locality: 'koramangala', postType: 'rent', price: 40_000, bedrooms: 3 });
  await makeListing(t.db, { city, locality: 'Koramangala', postType: 'rent', price: 45_000, bedrooms: 3 });
  await makeListing(t.db, { city, locality: 'Koramangala', postType: 'rent', price: 1, bedrooms: 2, status: 'pending' });
  await makeListing(t.db, { city, locality: 'Indiranagar', postType: 'sale', category: 'plot', bedrooms: null });
}


describe('indexable pages from the data', () => {
  it("a locality's 2 BHK rentals get their page once 5 are live; thinner locality pages do not", async () => {
    await seedKoramangala();
    const pages = await indexablePages();
    const paths = pages.map((p) => p.path);
    const at = (parts: Parameters<typeof cleanSearch>[0]) => indexedPath(parts.group, cleanSearch(parts));

    const twoBhk = pages.find((p) => p.path === '/in/bengaluru/koramangala/2-bhk-properties-for-rent')!;
    expect(twoBhk.count).toBe(5);
    expect(twoBhk.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(paths).toContain(at({ group: 'residential', deal: 'rent', city: 'Bengaluru', locality: 'Koramangala' }));
    expect(paths).toContain(at({ group: 'residential', deal: 'rent', city: 'Bengaluru', locality: 'Koramangala', propType: 'apartment', bedrooms: 2 }));
    // City pages need five live listings too, as locality pages do.
    expect(paths).toContain(at({ group: 'residential', deal: 'rent', city: 'Bengaluru', bedrooms: 2 }));
    expect(paths).not.toContain(at({ group: 'residential', deal: 'rent', city: 'Bengaluru', bedrooms: 3 }));
    expect(paths).not.toContain(at({ group: 'residential', deal: 'rent', city: 'Bengaluru', locality: 'Koramangala', bedrooms: 3 }));
    expect(paths).not.toContain(at({ group: 'residential', deal: 'sale', city: 'Bengaluru', propType: 'plot' }));
    expect(paths).not.toContain(at({ group: 'residential', deal: 'sale', city: 'Bengaluru', locality: 'Indiranagar' }));
    // No BHK on plots, no filter values, no pending listing.
    expect(paths.some((p) => p.includes('plots') && p.includes('bhk'))).toBe(false);
    expect(paths.some((p) => /budget|facing|postedSince|search\//.test(p))).toBe(false);
    expect(paths.filter((p) => p.includes('koramangala') && p.includes('2-bhk'))).toEqual([
      '/in/bengaluru/koramangala/2-bhk-flats-for-rent', '/in/bengaluru/koramangala/2-bhk-properties-for-rent']);
  });

  it('every page listed is indexable by the policy on its own search', async () => {
    await seedKoramangala();
    for (let i = 0; i < 5; i++) await makePg(t.db, { city: 'Bengaluru', locality: 'HSR Layout', gender: 'Female', roomTypes: ['2_sharing', '3_sharing'] });
    const pages = await indexablePages();
    expect(pages.map((p) => p.path)).toContain('/in/bengaluru/hsr-layout/triple-sharing-pgs');
    for (const p of pages) {
      const { total } = await searchFigures(p.group, p.state, 'Bengaluru', false);
      const v = indexPolicy({ group: p.group, state: p.state, fallbackCity: 'Bengaluru', total });
      const search = searchPath(p.group, p.state);
      expect({ path: search, ...v }).toEqual({ path: search, index: true, canonical: search, linkCanonical: true, reasons: [] });
    }
  });

  it('a Mysuru search shown by a SPEC landing page is listed under the landing page path', async () => {
    for (let i = 0; i < 5; i++) await makeListing(t.db, { city: 'Mysuru', postType: 'rent', price: 15_000, bedrooms: 2 });
    const paths = (await indexablePages('Mysuru')).map((p) => p.path);
    expect(paths).toContain('/rs/rent-house-in-mysore-rd');
    expect(paths).toContain('/rs/2-bhk-for-rent-in-mysore-rd');
    expect(paths).not.toContain(searchPath('residential', cleanSearch({ group: 'residential', deal: 'rent', city: 'Mysuru' })));
    expect(paths).not.toContain('/in/mysuru/properties-for-rent');
    // A Mysuru page no SPEC slug shows gets its readable URL.
    expect(paths).toContain('/in/mysuru/2-bhk-flats-for-rent');
  });
});

describe('links between indexable pages', () => {
  const linkpur2Bhk = cleanSearch({ group: 'residential', deal: 'rent', city: 'Linkpur', locality: 'Koramangala', bedrooms: 2 });

  it("the locality's rent page links its 2 BHK page; the city page links the locality; each page links the next broader one", async () => {
    await seedKoramangala('Linkpur');
    for (let i = 0; i < 5; i++) await makeListing(t.db, { city: 'Linkpur', locality: 'HSR Layout', postType: 'rent', price: 30_000, bedrooms: 1 });
    const rent = cleanSearch({ group: 'residential', deal: 'rent', city: 'Linkpur', locality: 'Koramangala' });
    const links = await searchPageLinks('residential', rent, 'Linkpur', false);
    expect(links.narrower.map((l) => l.href)).toContain(searchPath('residential', linkpur2Bhk));
    expect(links.narrower.find((l) => l.href === searchPath('residential', linkpur2Bhk))).toMatchObject({ label: '2 BHK Properties for Rent in Koramangala, Linkpur', count: 5 });
    // Two 3 BHK rentals: too thin to link.
    expect(links.narrower.some((l) => l.href.endsWith('bedrooms=3'))).toBe(false);
    // Linkpur is no product city: its pages keep their search URLs.
    expect(links.broader?.href).toBe(searchPath('residential', cleanSearch({ group: 'residential', deal: 'rent', city: 'Linkpur' })));
    expect(links.insights).toBeNull();

    const city = cleanSearch({ group: 'residential', deal: 'rent', city: 'Linkpur' });
    const cityLinks = await searchPageLinks('residential', city, 'Linkpur', false);
    expect(cityLinks.localities.map((l) => l.label)).toEqual(['Properties for Rent in Koramangala, Linkpur', 'Properties for Rent in HSR Layout, Linkpur']);
    expect(cityLinks.broader).toBeNull();

    const twoBhkLinks = await searchPageLinks('residential', linkpur2Bhk, 'Linkpur', false);
    expect(twoBhkLinks.broader?.label).toBe('2 BHK Properties for Rent in Linkpur');
  });
});
