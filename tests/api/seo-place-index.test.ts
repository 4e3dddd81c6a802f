// The index pages of the readable place pages (/in, /in/{city}) and where internal links
// lead: a page's readable URL while it is indexable, else its nearest wider indexable page.
import { describe, expect, it } from 'vitest';
import { cityPageHref, cityIndexHref } from '@/lib/search-links';
import { cleanSearch } from '@/lib/seo/clean-search';
import { pageCityFromPath } from '@/lib/page-city';
import { allCities, cityIndex } from '@/server/catalog/seo/place-index-page';
import { cityPagePath, cityPlacePages, homePaths, localityDealPaths, localityPath, placeIndexEntries, placeLinkPath } from '@/server/catalog/seo/place-index';
import { detailCrumbHrefs } from '@/server/catalog/seo/detail-crumbs';
import { sitemapPartXml } from '@/server/catalog/seo/sitemap';
import { useTestDb } from '../helpers/db';
import { makeListing, makePg } from '../helpers/fixtures';

const t = useTestDb();
const ORIGIN = 'https://gharbazaar.example';

async function rentals(city: string, locality: string, n: number, bedrooms = 2) {
  for (let i = 0; i < n; i++) await makeListing(t.db, { city, locality, postType: 'rent', price: 20_000 + i * 250, bedrooms });
}

describe('the city index /in/{city}', () => {
  it('lists the city pages by deal and each locality with its pages, all of 5+ live listings', async () => {
    await rentals('Pune', 'Baner', 5);
    await rentals('Pune', 'Aundh', 4); // too few for a locality page
    const x = await cityIndex('pune', ORIGIN);
    expect(x.city).toBe('Pune');
    const rent = x.sections.find((s) => s.key === 'residential:rent')!;
    // The deal's own page first, then its narrower pages.
    expect(rent.pages.map((p) => p.path)).toEqual(['/in/pune/properties-for-rent', ...rent.pages.slice(1).map((p) => p.path)]);
    expect(rent.pages.map((p) => p.path)).toContain('/in/pune/2-bhk-properties-for-rent');
    expect(rent.pages[0]).toMatchObject({ title: 'Properties for Rent in Pune', count: 9 });
    expect(x.localities.map((l) => l.locality)).toEqual(['Baner']);
    // A locality row names its deal pages only (its BHK pages are linked from them).
    expect(x.localities[0].pages.map((p) => p.path)).toEqual(['/in/pune/baner/properties-for-rent']);
    expect(x.crumbs).toEqual([
      { name: 'India', url: `${ORIGIN}/` }, { name: 'All cities', url: `${ORIGIN}/in` }, { name: 'Pune', url: `${ORIGIN}/in/pune` },
    ]);
    expect([...x.sections.flatMap((s) => s.pages), ...x.localities.flatMap((l) => l.pages)].every((p) => p.count >= 5)).toBe(true);
  });

  it('an unknown city, an alias spelling or a city outside the product is the 404 page', async () => {
    for (const seg of ['atlantis', 'Pune', 'bangalore-city', '']) {
      await expect(cityIndex(seg, ORIGIN), seg).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/);
    }
  });

  it('a product city without a page of 5 is an empty index (noindex), not an error', async () => {
    const x = await cityIndex('visakhapatnam', ORIGIN);
    expect(x.sections).toEqual([]);
    expect(x.localities).toEqual([]);
  });
});

describe('the index of cities /in and the sitemap', () => {
  it('lists only cities with a page, and the pages part lists /in and each city index with a true lastmod', async () => {
    await makePg(t.db, { city: 'Hyderabad', locality: 'Madhapur' });
    const { cities } = await allCities(ORIGIN);
    expect(cities.map((c) => c.city)).toContain('Pune');
    expect(cities.map((c) => c.city)).not.toContain('Hyderabad');
    const pune = cities.find((c) => c.city === 'Pune')!;
    expect(pune).toMatchObject({ path: '/in/pune', localities: 1 });
    expect(pune.pages.map((p) => p.path)).toEqual(['/in/pune/properties-for-rent']);

    const entries = await placeIndexEntries();
    expect(entries.map((e) => e.path)).toEqual(expect.arrayContaining(['/in', '/in/pune']));
    expect(entries.map((e) => e.path)).not.toContain('/in/hyderabad');
    for (const e of entries) expect(Date.parse(e.lastModified!)).toBeLessThanOrEqual(Date.now());
    const xml = (await sitemapPartXml(ORIGIN, 'pages'))!;
    expect(xml).toContain(`<loc>${ORIGIN}/in</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/in/pune</loc>`);
  });
});

describe('where internal links lead', () => {
  it('a locality page with 5 live listings is linked as itself; a thinner one leads to the nearest wider indexable page', async () => {
    await rentals('Pune', 'Wakad', 5, 3);
    const at = (locality: string | null, bedrooms: number | null = null) =>
      placeLinkPath('residential', cleanSearch({ group: 'residential', deal: 'rent', city: 'Pune', locality, bedrooms }));
    expect(await at('Wakad')).toBe('/in/pune/wakad/properties-for-rent');
    expect(await at('Wakad', 3)).toBe('/in/pune/wakad/3-bhk-properties-for-rent');
    // Wakad has no 2 BHK rentals: its own rent page is the nearest indexable one.
    expect(await at('Wakad', 2)).toBe('/in/pune/wakad/properties-for-rent');
    // Aundh's 4 rentals: no page of its own, so the city's.
    expect(await at('Aundh')).toBe('/in/pune/properties-for-rent');
    expect(await at('Aundh', 2)).toBe('/in/pune/2-bhk-properties-for-rent');
    // A city page with too few listings has nothing wider: its own readable URL (shown noindex).
    const chennaiSale = await placeLinkPath('residential', cleanSearch({ group: 'residential', deal: 'sale', city: 'Chennai' }));
    expect(chennaiSale).toBe('/in/chennai/properties-for-sale');
  });

  it('the detail breadcrumb leads to the item\'s locality page, or its city page when the locality is thin', async () => {
    const wakad = await makeListing(t.db, { city: 'Pune', locality: 'Wakad', postType: 'rent', bedrooms: 1 });
    const card = { kind: 'property' as const, group: 'residential' as const, post_type: 'rent' as const, city: 'Pune' };
    expect(await detailCrumbHrefs({ ...card, locality: 'Wakad' })).toEqual({ city: '/in/pune/properties-for-rent', locality: '/in/pune/wakad/properties-for-rent' });
    expect(await detailCrumbHrefs({ ...card, locality: 'Aundh' })).toEqual({ city: '/in/pune/properties-for-rent', locality: '/in/pune/properties-for-rent' });
    expect(wakad.id).toBeGreaterThan(0);
    // A PG's crumbs are PG pages (nothing of 5 here, city or locality: each its own URL).
    expect(await detailCrumbHrefs({ kind: 'pg', group: null, post_type: 'rent', city: 'Hyderabad', locality: 'Madhapur' }))
      .toEqual({ city: '/in/hyderabad/pgs', locality: '/in/hyderabad/madhapur/pgs' });
  });

  it('the home page, header and insights links are readable URLs; Mysuru keeps its SPEC landing pages', async () => {
    expect(homePaths('Bengaluru')).toMatchObject({
      residential_sale: '/in/bengaluru/properties-for-sale', residential_rent: '/in/bengaluru/properties-for-rent', pg: '/in/bengaluru/pgs',
      commercial: '/in/bengaluru/commercial-properties-for-sale', agriculture_rent: '/in/bengaluru/agricultural-properties-for-rent',
    });
    expect(cityPagePath('Mysuru', 'residential', 'sale')).toBe('/rs/properties-in-mysore-rd');
    expect(cityPagePath('Mysuru', 'residential', 'rent')).toBe('/rs/rent-house-in-mysore-rd');
    // A city outside the product keeps the search route.
    expect(cityPagePath('Atlantis', 'residential', 'sale')).toMatch(/^\/search\/residential\/type=sale&location=/);
    // The client's writer agrees with the server's for every product city but Mysuru (whose readable twin redirects).
    for (const city of ['Bengaluru', 'New Delhi', 'Pune', 'Gurgaon']) {
      for (const deal of ['sale', 'rent'] as const) expect(cityPageHref(city, deal)).toBe(cityPagePath(city, 'residential', deal));
    }
    expect(cityPageHref('Atlantis')).toBe(cityPagePath('Atlantis', 'residential', 'sale'));
    expect(cityIndexHref('New Delhi')).toBe('/in/new-delhi');
    expect(await localityDealPaths('Pune', 'Baner')).toEqual({
      sale: '/in/pune/baner/properties-for-sale', rent: '/in/pune/baner/properties-for-rent', pg: '/in/pune/baner/pgs',
    });
    expect(await localityPath('Pune', 'baner')).toBe('/in/pune/baner/properties-for-rent');
    expect(await localityPath('Pune', 'Aundh')).toBeNull();
    expect((await cityPlacePages('Atlantis'))).toEqual([]);
  });

  it('an /in page names its city to the header', () => {
    const none = () => null;
    expect(pageCityFromPath('/in/new-delhi', none)).toEqual({ city: 'New Delhi', kind: 'page' });
    expect(pageCityFromPath('/in/pune/baner/properties-for-rent/page-2', none)).toEqual({ city: 'Pune', kind: 'page' });
    expect(pageCityFromPath('/in', none)).toBeNull();
    expect(pageCityFromPath('/in/atlantis/properties-for-sale', none)).toBeNull();
  });
});
