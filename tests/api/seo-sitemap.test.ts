// Issues 14 and 28: a sitemap with the landing pages, the indexable search pages and every live item.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sitemapIndexXml, sitemapPartXml } from '@/server/catalog/seo/sitemap';
import { searchFigures } from '@/server/catalog/search/catalog/figures';
import { useTestDb } from '../helpers/db';
import { makeListing, makePg, makeProject } from '../helpers/fixtures';
import { EMPTY_SEARCH } from '@/lib/search-route';

const t = useTestDb();
const ORIGIN = 'https://gb.example';

describe('sitemap', () => {
  it('the index names the pages part and the items parts; parts hold absolute URLs of live items only', async () => {
    const live = await makeListing(t.db, { city: 'Mysuru', locality: 'Gokulam', category: 'residential' });
    await makeListing(t.db, { city: 'Mysuru', locality: 'Gokulam', category: 'apartment' });
    const pg = await makePg(t.db);
    // Enough for Mysuru's pages (5 live results each): flats and houses for sale, PGs.
    for (let i = 0; i < 4; i++) {
      await makeListing(t.db, { city: 'Mysuru', locality: `Block ${i}`, category: 'apartment' });
      await makeListing(t.db, { city: 'Mysuru', locality: `Block ${i}`, category: 'residential' });
      await makePg(t.db, { city: 'Mysuru', locality: `Block ${i}` });
    }
    const pending = await makeListing(t.db, { status: 'pending', locality: 'Pendingpur' });
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
    expect(search).toMatch(/<loc>https:\/\/gb\.example\/in\/mysuru\/flats-for-sale<\/loc><lastmod>/);
    expect(search).not.toContain('gokulam'); // two listings: too thin for a locality page
    expect(search).not.toContain('/search/'); // a Mysuru page has a landing or readable URL
    expect(await sitemapPartXml(ORIGIN, 'search-1')).toBeNull();

    // Items parts are id ranges of one kind each (listings, then PGs, then projects): every part the index names.
    const itemParts = [...index.matchAll(/sitemaps\/(items-\d+)\.xml/g)].map((m) => m[1]);
    expect(itemParts).toEqual(['items-0', 'items-1', 'items-2']);
    expect(await sitemapPartXml(ORIGIN, 'items-0')).toContain('/property-details/');
    const items = (await Promise.all(itemParts.map((p) => sitemapPartXml(ORIGIN, p)))).join('');
    expect(items).toContain(`${ORIGIN}/property-details/2-bhk-house-for-sale-in-gokulam-${live.id}-mysuru</loc><lastmod>`);
    // A detail page is written in every language: its Hindi and Kannada URLs too, each naming the three and x-default.
    expect(items).toContain(`<loc>${ORIGIN}/kn/property-details/2-bhk-house-for-sale-in-gokulam-${live.id}-mysuru</loc>`);
    expect(items).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${ORIGIN}/hi/property-details/2-bhk-house-for-sale-in-gokulam-${live.id}-mysuru"/>`);
    expect(items).toContain(`-${pg.id}-mysuru</loc>`);
    expect(items).toContain(`/project-details/`);
    expect(items).toContain(`-${project.id}-`);
    expect(items).not.toContain(`pendingpur-${pending.id}-`);
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

describe('sitemap items parts at scale', () => {
  it('splits a kind into id ranges of 16,666 (each item is listed in three languages), so a late part is a key range, not an offset past every earlier row', async () => {
    const first = await makeListing(t.db, { city: 'Rangepur' });
    // Push the listings' ids past 33,332: the next listing lands in the third listings range.
    await t.db.execute(sql`select setval(pg_get_serial_sequence('listings', 'id'), 40000)`);
    const late = await makeListing(t.db, { city: 'Rangepur' });
    expect(late.id).toBeGreaterThan(40_000);
    const index = await sitemapIndexXml(ORIGIN);
    const parts = [...index.matchAll(/sitemaps\/(items-\d+)\.xml/g)].map((m) => m[1]);
    // listings 0-16,665, 16,666-33,331, 33,332-49,997; then one part each for the PGs and the projects above.
    expect(parts).toEqual(['items-0', 'items-1', 'items-2', 'items-3', 'items-4']);
    expect(await sitemapPartXml(ORIGIN, 'items-3')).toContain('/pg-for-');
    expect(await sitemapPartXml(ORIGIN, 'items-0')).toContain(`-${first.id}-rangepur</loc>`);
    expect(await sitemapPartXml(ORIGIN, 'items-1')).not.toContain('<url>');
    const third = (await sitemapPartXml(ORIGIN, 'items-2'))!;
    expect(third).toContain(`-${late.id}-rangepur</loc>`);
    expect(third).not.toContain(`-${first.id}-rangepur</loc>`);
    expect(await sitemapPartXml(ORIGIN, 'items-5')).toBeNull();
  });
});
