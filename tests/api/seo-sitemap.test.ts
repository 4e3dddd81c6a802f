// Issue 14: a sitemap with the landing pages, city searches and every live item.
import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, sitemapPartXml } from '@/server/seo/sitemap';
import { searchFigures } from '@/server/search/catalog/figures';
import { useTestDb } from '../helpers/db';
import { makeListing, makePg, makeProject } from '../helpers/fixtures';

const t = useTestDb();
const ORIGIN = 'https://gb.example';

describe('sitemap', () => {
  it('the index names the pages part and one items part; parts hold absolute URLs of live items only', async () => {
    const live = await makeListing(t.db, { city: 'Mysuru', locality: 'Gokulam' });
    const pending = await makeListing(t.db, { status: 'pending' });
    const pg = await makePg(t.db);
    const project = await makeProject(t.db);
    const index = await sitemapIndexXml(ORIGIN);
    expect(index).toContain('<sitemapindex');
    expect(index).toContain(`<loc>${ORIGIN}/sitemaps/pages.xml</loc>`);
    expect(index).toContain(`<loc>${ORIGIN}/sitemaps/items-0.xml</loc>`);

    const pages = (await sitemapPartXml(ORIGIN, 'pages'))!;
    for (const path of ['/', '/rs', '/pg/pgs-in-mysore-rd', '/rs/gated-community-for-sale-in-mysore-rd', '/static-pages/aboutus', '/search/pg/type=pg']) {
      expect(pages).toContain(`<loc>${ORIGIN}${path}</loc>`);
    }
    expect(pages).toMatch(/<loc>https:\/\/gb\.example\/search\/residential\/type=rent&amp;location=/);

    const items = (await sitemapPartXml(ORIGIN, 'items-0'))!;
    expect(items).toContain(`${ORIGIN}/property-details/2-bhk-flat-for-sale-in-gokulam-${live.id}-mysuru</loc><lastmod>`);
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
    const f = await searchFigures('residential', {
      city: [city], page: 1, limit: 20, property_type: 'residential', post_type: 'sale',
      location: { type: 'city', city, locality: [] },
    }, false);
    expect(f.total).toBe(5);
    expect(f.median).toBe(3_000_000);
    expect(f.topLocalities[0]).toEqual({ name: 'A', count: 3 });
    expect(f.topLocalities.map((l) => l.name)).not.toContain('Z');
  });
});
