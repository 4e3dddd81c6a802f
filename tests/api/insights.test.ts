// Issue 20 §2, §3: locality insights (medians with the count behind each, nothing
// from fewer than 5 listings) and price context, on PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { findLocality } from '@/server/catalog/insights/places';
import { localityInsights } from '@/server/catalog/insights/locality';
import { cityLocalities, nearbyLocalities } from '@/server/catalog/insights/city';
import { priceContext } from '@/server/catalog/insights/price-context';
import { detailInsights } from '@/server/catalog/insights/detail';
import { sitemapIndexXml, sitemapPartXml } from '@/server/catalog/seo/sitemap';
import { localityInsightsPath } from '@/server/catalog/seo/insights-link';
import { last12Months } from '@/lib/insights/format';
import { searchPageLinks } from '@/server/catalog/seo/page-links';
import { cleanSearch } from '@/lib/seo/clean-search';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing, makePg, makeProject } from '../helpers/fixtures';

const t = useTestDb();
const V4 = { city: 'Mysuru', locality: 'Vijayanagar IV Stage', lat: 12.32, lng: 76.61 };
// Per sq ft: 5000, 6000, 7000, 8000, 9000, 10000 -> median 7500 (6 listings).
const RATES = [5000, 6000, 7000, 8000, 9000, 10000];

async function seed() {
  for (const r of RATES) await makeListing(t.db, { ...V4, price: r * 1000, superArea: 1000 });
  // A sale flat without an area has no rate: counted in supply, not in the median.
  await makeListing(t.db, { ...V4, price: 9_000_000, superArea: null });
  // Another spelling of the same name is the same locality.
  for (const rent of [15_000, 16_000, 17_000, 18_000, 19_000]) {
    await makeListing(t.db, { ...V4, locality: 'vijayanagar iv stage', postType: 'rent', price: rent, bedrooms: 2 });
  }
  for (const rent of [30_000, 32_000]) await makeListing(t.db, { ...V4, postType: 'rent', price: rent, bedrooms: 3 });
  // Not live: pending and rejected never count; an expired one counts only in the trend.
  await makeListing(t.db, { ...V4, price: 1, superArea: 1000, status: 'pending' });
  await makeListing(t.db, { ...V4, price: 99_000_000, superArea: 1000, status: 'rejected' });
  await makeListing(t.db, { ...V4, price: 4_000_000, superArea: 1000, status: 'expired', approvedAt: new Date() });
  for (const rent of [6000, 6500, 7000, 7500, 8000]) await makePg(t.db, { ...V4, rooms: [{ roomType: '2_sharing', rent }] });
  await makeProject(t.db, { ...V4, name: 'Lakeview Residency' });
  // A neighbour 1 km away with 5 live listings, and a far one.
  for (let i = 0; i < 5; i++) await makeListing(t.db, { city: 'Mysuru', locality: 'Kuvempunagar', lat: 12.33, lng: 76.61, price: 6_000_000, superArea: 1000 });
  for (let i = 0; i < 5; i++) await makeListing(t.db, { city: 'Mysuru', locality: 'Hebbal', lat: 12.9, lng: 77.5, price: 3_000_000, superArea: 1000 });
  // A thin locality: 4 live listings.
  for (let i = 0; i < 4; i++) await makeListing(t.db, { city: 'Mysuru', locality: 'Gokulam', price: 5_000_000, superArea: 1000 });
}

describe('locality insights', () => {
  it('a locality has a page from 5 live listings; its URL is lowercase with hyphens; unknown or thin is null', async () => {
    await seed();
    const p = await findLocality('mysuru', 'vijayanagar-iv-stage');
    expect(p).toMatchObject({ city: 'Mysuru', citySlug: 'mysuru', slug: 'vijayanagar-iv-stage' });
    // 7 sale + 5 rent 2 BHK + 2 rent 3 BHK listings and 5 PGs are live.
    expect(p!.live).toBe(19);
    // The spellings the page's figures read by name (through the locality indexes).
    expect([...p!.names].sort()).toEqual(['Vijayanagar IV Stage', 'vijayanagar iv stage']);
    expect(await findLocality('mysuru', 'gokulam')).toBeNull();
    expect(await findLocality('mysuru', 'nowhere')).toBeNull();
    expect(await findLocality('atlantis', 'vijayanagar-iv-stage')).toBeNull();
    expect(await findLocality('mysuru', 'Vijayanagar IV Stage')).toBeNull();
    expect(await localityInsightsPath('Mysuru', 'Vijayanagar IV Stage')).toBe('/insights/mysuru/vijayanagar-iv-stage');
    expect(await localityInsightsPath('Mysuru', 'Gokulam')).toBeNull();
  });

  it('every figure carries its count; medians from fewer than 5 listings are withheld', async () => {
    const x = await localityInsights((await findLocality('mysuru', 'vijayanagar-iv-stage'))!);
    expect(x.sale.find((s) => s.kind === 'homes')).toMatchObject({ median: 7500, count: 6 });
    expect(x.sale.find((s) => s.kind === 'plots')).toMatchObject({ median: null, count: 0 });
    expect(x.rentByBhk.find((r) => r.bhk === 2)).toEqual({ bhk: 2, median: 17_000, count: 5 });
    expect(x.rentByBhk.find((r) => r.bhk === 3)).toEqual({ bhk: 3, median: null, count: 2 });
    expect(x.pgRents).toEqual([{ roomType: '2_sharing', median: 7000, count: 5 }]);
    expect(x.supply).toEqual([{ label: 'Flats', count: 14 }, { label: 'PGs', count: 5 }, { label: 'New projects', count: 1 }]);
    expect(x.projects.map((p) => p.name)).toEqual(['Lakeview Residency']);
    expect(x.projects[0].url).toMatch(/^\/project-details\/lakeview-residency-in-vijayanagar-iv-stage-\d+-mysuru$/);
    expect(x.nearby.map((n) => n.locality)).toEqual(['Kuvempunagar']);
    expect(x.nearby[0].salePerSqft).toEqual({ median: 6000, count: 5 });
  });

  it('the 12-month trend reads live and past listings by the month they were posted', async () => {
    const x = await localityInsights((await findLocality('mysuru', 'vijayanagar-iv-stage'))!);
    expect(x.trend.map((m) => m.month)).toEqual(last12Months(new Date()));
    // The fixtures' listings were posted 40 days ago: 6 live with a rate plus the expired one.
    const posted = new Date(Date.now() - 40 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 7);
    expect(x.trend.find((m) => m.month === posted)).toEqual({ month: posted, median: 7000, count: 7 });
    expect(x.trend.filter((m) => m.month !== posted).every((m) => m.median === null && m.count === 0)).toBe(true);
  });

  it('the city ranks localities with a page; nearby is by distance within 15 km', async () => {
    const all = await cityLocalities('Mysuru', true);
    expect(all.map((l) => l.slug).sort()).toEqual(['hebbal', 'kuvempunagar', 'vijayanagar-iv-stage']);
    const v4 = all.find((l) => l.slug === 'vijayanagar-iv-stage')!;
    expect(v4).toMatchObject({ live: 19, salePerSqft: { median: 7500, count: 6 }, rent2Bhk: { median: 17_000, count: 5 } });
    const near = await nearbyLocalities((await findLocality('mysuru', 'kuvempunagar'))!, true);
    expect(near.map((n) => n.slug)).toEqual(['vijayanagar-iv-stage']);
  });

  it('PGs and projects under another spelling of the name belong to the page', async () => {
    await makeProject(t.db, { ...V4, locality: 'Vijayanagar-IV-Stage', name: 'Hyphen Heights' });
    await makePg(t.db, { ...V4, locality: 'VIJAYANAGAR IV STAGE', rooms: [{ roomType: '2_sharing', rent: 7000 }] });
    const place = (await findLocality('mysuru', 'vijayanagar-iv-stage'))!;
    expect(place.names).toContain('Vijayanagar-IV-Stage');
    const x = await localityInsights(place, new Date(), true);
    expect(x.projects.map((p) => p.name).sort()).toEqual(['Hyphen Heights', 'Lakeview Residency']);
    expect(x.pgRents).toEqual([{ roomType: '2_sharing', median: 7000, count: 6 }]);
    expect(x.supply).toEqual([{ label: 'Flats', count: 14 }, { label: 'PGs', count: 6 }, { label: 'New projects', count: 2 }]);
  });

  it('search pages link the insights pages: a locality its own page, a city its city page', async () => {
    const loc = cleanSearch({ group: 'residential', deal: 'sale', city: 'Mysuru', locality: 'Vijayanagar IV Stage' });
    expect((await searchPageLinks('residential', loc, 'Mysuru', false)).insights)
      .toMatchObject({ href: '/insights/mysuru/vijayanagar-iv-stage', label: 'Vijayanagar IV Stage insights: prices and trends' });
    const city = cleanSearch({ group: 'residential', deal: 'sale', city: 'Mysuru' });
    expect((await searchPageLinks('residential', city, 'Mysuru', false)).insights)
      .toMatchObject({ href: '/insights/mysuru', label: 'Mysuru insights: prices by locality' });
  });

  it('the sitemap lists the insights pages (city and locality), not thin ones', async () => {
    const origin = 'https://gb.example';
    expect(await sitemapIndexXml(origin)).toContain(`<loc>${origin}/sitemaps/insights.xml</loc>`);
    const xml = (await sitemapPartXml(origin, 'insights'))!;
    expect(xml).toContain(`<loc>${origin}/insights/mysuru</loc>`);
    expect(xml).toContain(`<loc>${origin}/insights/mysuru/vijayanagar-iv-stage</loc><lastmod>`);
    expect(xml).toContain(`<loc>${origin}/insights/mysuru/kuvempunagar</loc>`);
    expect(xml).not.toContain('gokulam');
  });
});

describe('price context', () => {
  it('says how far a price is from the locality median, with the count', async () => {
    const c = await priceContext({ city: 'Mysuru', locality: 'Vijayanagar IV Stage', category: 'apartment', postType: 'sale', price: 6_600_000, superArea: 1000 });
    expect(c).toMatchObject({ value: 6600, median: 7500, count: 6, basis: 'sqft', diffPercent: -12 });
    expect(c!.text).toBe('₹6,600 per sq ft: 12 % below the Vijayanagar IV Stage median of ₹7,500 (6 listings)');
    const above = await priceContext({ city: 'Mysuru', locality: 'vijayanagar iv stage', category: 'villa', postType: 'sale', price: 9_000_000, superArea: 1000 });
    expect(above!.text).toBe('₹9,000 per sq ft: 20 % above the vijayanagar iv stage median of ₹7,500 (6 listings)');
    // Rents compare with the same BHK.
    const rent = await priceContext({ city: 'Mysuru', locality: 'Vijayanagar IV Stage', category: 'apartment', postType: 'rent', price: 17_000, bedrooms: 2 });
    expect(rent!.text).toBe('₹17,000 a month: about the same as the Vijayanagar IV Stage 2 BHK rent median of ₹17,000 (5 listings)');
  });

  it('shows nothing with fewer than 5 comparables', async () => {
    expect(await priceContext({ city: 'Mysuru', locality: 'Vijayanagar IV Stage', category: 'apartment', postType: 'rent', price: 30_000, bedrooms: 3 })).toBeNull();
    expect(await priceContext({ city: 'Mysuru', locality: 'Gokulam', category: 'apartment', postType: 'sale', price: 5_000_000, superArea: 1000 })).toBeNull();
    expect(await priceContext({ city: 'Mysuru', locality: 'Vijayanagar IV Stage', category: 'plot', postType: 'sale', price: 5_000_000, plotArea: 1000 })).toBeNull();
  });

  it('a detail page of one of six compares it with the locality median of all six, and links the insights page', async () => {
    const own = await makeListing(t.db, { city: 'Mysuru', locality: 'Kuvempunagar', lat: 12.33, lng: 76.61, price: 7_200_000, superArea: 1200 });
    const d = await detailInsights({ kind: 'property', card: { id: own.id, city: 'Mysuru', locality: 'Kuvempunagar' },
      detail: { post_type: 'sale', category: 'apartment', price: 7_200_000, super_area: 1200 } });
    expect(d.context!.text).toBe('₹6,000 per sq ft: about the same as the Kuvempunagar median of ₹6,000 (6 listings)');
    expect(d.insightsPath).toBe('/insights/mysuru/kuvempunagar');
    const pg = await detailInsights({ kind: 'pg', card: { id: 1, city: 'Mysuru', locality: 'Gokulam' }, detail: {} });
    expect(pg).toEqual({ context: null, insightsPath: null, locality: 'Gokulam' });
  });

  it('GET /api/insights/price-context answers the wizard, converting the poster\'s area unit', async () => {
    const q = 'city=Mysuru&locality=Vijayanagar%20IV%20Stage&category=apartment&post_type=sale&price=6600000';
    const ok = await call('GET', `/api/insights/price-context?${q}&super_area=1000`);
    expect(ok.http).toBe(200);
    expect(ok.body.data.text).toContain('12 % below');
    // 1000 sq.yd = 9000 sq ft: ₹733 per sq ft.
    const yd = await call('GET', `/api/insights/price-context?${q}&super_area=1000&area_unit=sqyd`);
    expect(yd.body.data.value).toBe(733);
    const none = await call('GET', '/api/insights/price-context?city=Mysuru&locality=Gokulam&category=apartment&post_type=sale&price=5000000&super_area=900');
    expect(none.http).toBe(200);
    expect(none.body.data).toBeNull();
  });

  it('farm land is compared per acre whatever unit the poster types', async () => {
    const farm = { city: 'Mysuru', locality: 'Hunsur Road', group: 'agriculture' as const, category: 'land' as const, superArea: null, bedrooms: null };
    // Stored as posting stores them: plot area in acres. ₹10-14 lakh an acre: the median is ₹12 lakh.
    for (const lakh of [10, 11, 12, 13, 14]) await makeListing(t.db, { ...farm, plotArea: 2, price: lakh * 200_000 });
    const q = 'city=Mysuru&locality=Hunsur%20Road&category=land&post_type=sale&price=2640000';
    const acres = await call('GET', `/api/insights/price-context?${q}&plot_area=2&area_unit=acre`);
    expect(acres.body.data).toMatchObject({ value: 1_320_000, median: 1_200_000, basis: 'acre', diffPercent: 10 });
    // 80 guntha are 2 acres.
    const guntha = await call('GET', `/api/insights/price-context?${q}&plot_area=80&area_unit=guntha`);
    expect(guntha.body.data).toMatchObject({ value: 1_320_000, diffPercent: 10 });
  });

  it('bad input is a 400 naming the field', async () => {
    const base = 'city=Mysuru&locality=Vijayanagar&category=apartment&post_type=sale';
    for (const [query, field] of [
      [`${base}&price=abc`, 'price'], [`${base}&price=-5`, 'price'], [`${base.replace('category=apartment', 'category=castle')}&price=5`, 'category'],
      [`${base.replace('post_type=sale', 'post_type=lease')}&price=5`, 'post_type'], ['city=Mysuru&category=apartment&post_type=sale&price=5', 'locality'],
      [`${base}&price=5&super_area=big`, 'super_area'], [`${base}&price=5&area_unit=furlong`, 'area_unit'],
    ] as const) {
      const r = await call('GET', `/api/insights/price-context?${query}`);
      expect(r.http, query).toBe(400);
      expect(r.body.message, query).toContain(field);
    }
  });
});
