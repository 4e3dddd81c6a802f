// Issues 14 and 28: a sitemap with the landing pages, the indexable search pages and every live item.
import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, sitemapPartXml } from '@/server/seo/sitemap';
import { searchFigures } from '@/server/search/catalog/figures';
import { useTestDb } from '../helpers/db';
import { makeListing, makePg, makeProject } from '../helpers/fixtures';
import { EMPTY_SEARCH } from '@/lib/search-route';

const t = useTestDb();
const ORIGIN = 'https://gb.example';

describe('sitemap', () => {
  it('the index names the pages part and one items part; parts hold absolute URLs of live items only', async () => {
    const live = await makeListing(t.db, { city: 'Mysuru', locality: 'Gokulam', category: 'residential' });
    await makeListing(t.db, { city: 'Mysuru', locality: 'Gokulam', category: 'apartment' });
    const pending = await makeListing(t.db, { status: 'pending' });
    const pg = await makePg(t.db);
    const project = await makeProject(t.db);
    const index = await sitemapIndexXml(ORIGIN);
    expect(index).toContain('<sitemapindex');
    expect(index).toContain(`<loc>${ORIGIN}/sitemaps/pages.xml</loc>`);
    expect(index).toContain(`<loc>${ORIGIN}/sitemaps/search-0.xml</loc>`);
    expect(index).toContain(`<loc>${ORIGIN}/sitemaps/items-0.xml</loc>`);

    const pages = (await sitemapPartXml(ORIGIN, 'pages'))!;
    for (const path of ['/', '/rs', '/static-pages/aboutus', '/rs/independent-house-for-sale-in-mysore-rd']) {
      expect(pages).toContain(`<loc>${ORIGIN}${path}</loc>`);
    }
    // Landing pages without a live listing are noindex, so not listed; nor is a city-less search.
    expect(pages).not.toContain('/rs/gated-community-for-sale-in-mysore-rd<');
    expect(pages).not.toContain('/search/pg/type=pg<');

    // Search pages: the Mysuru ones under their SPEC landing paths, with their newest listing's date.
    const search = (await sitemapPartXml(ORIGIN, 'search-0'))!;
    expect(search).toContain(`<loc>${ORIGIN}/pg/pgs-in-mysore-rd</loc><lastmod>`);
    expect(search).toContain(`<loc>${ORIGIN}/rs/properties-in-mysore-rd</loc><lastmod>`);
    expect(search).toMatch(/<loc>https:\/\/gb\.example\/search\/residential\/type=sale&amp;location=[^<]*propType=apartment<\/loc><lastmod>/);
    expect(search).not.toContain('Gokulam'); // one listing: too thin for a locality page
    expect(await sitemapPartXml(ORIGIN, 'search-1')).toBeNull();

    const items = (await sitemapPartXml(ORIGIN, 'items-0'))!;
    expect(items).toContain(`${ORIGIN}/property-details/2-bhk-house-for-sale-in-gokulam-${live.id}-mysuru</loc><lastmod>`);
    expect(items).toContain(`-${pg.id}-mysuru</loc>`);
    expect(items).toContain(`/project-details/`);
    expect(items).toContain(`-${project.id}-`);
    expect(items).not.toContain(`-${pending.id}-`);
    expect(await sitemapPartXml(ORIGIN, 'items-9')).toBeNull();
    expect(await sitemapPartXml(ORIGIN, 'nope')).toBeNull();
  });
});

describe('landing figures', () => {
  it('count, median and top localities of a search come from the live matches', async () => {
    const city = 'Figuretown';
    for (const [locality, price] of [['A', 10], ['A', 20], ['B', 30], ['C', 40], ['A', 50]] as const) {
      await makeListing(t.db, { city, locality, price: price * 100_000 });
    }
    await makeListing(t.db, { city, locality: 'Z', price: 99_00_000, status: 'pending' });
    const f = await searchFigures('residential', { ...EMPTY_SEARCH, location: [{ label: city, value: { city, locality: '' } }] }, city, false);
    expect(f.total).toBe(5);
    expect(f.median).toBe(3_000_000);
    expect(f.topLocalities[0]).toEqual({ name: 'A', count: 3 });
    expect(f.topLocalities.map((l) => l.name)).not.toContain('Z');
  });
});
