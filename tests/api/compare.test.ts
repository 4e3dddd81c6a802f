// Issue 20 §6: compare up to 4 listings, signed out, each price against its locality as its detail page says it.
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing } from '../helpers/fixtures';
import { detailInsights } from '@/server/catalog/insights/detail';
import { loadComparePage } from '@/server/catalog/compare/page';

const t = useTestDb();
const compare = (ids: string) => call('GET', `/api/compare?ids=${ids}`);

describe('compare', () => {
  it('compares listings in the asked order, signed out, each price against its locality in its detail page\'s words', async () => {
    const here = { city: 'Comparepur', locality: 'Gokulam' };
    // Five others at ₹5,000-₹7,000 per sq ft and the compared one at ₹5,400: the locality median of all six
    // live listings is ₹5,750, the figure the insights page shows for Gokulam (server/catalog/insights/median.ts).
    for (const rate of [5000, 5500, 6000, 6500, 7000]) await makeListing(t.db, { ...here, price: rate * 1000, superArea: 1000 });
    const a = await makeListing(t.db, { ...here, price: 5_400_000, superArea: 1000, amenities: ['lift', 'power_backup'] });
    const b = await makeListing(t.db, { ...here, locality: 'Tiny', price: 9_000_000, superArea: 1500, bedrooms: 3 });
    const r = await compare(`${b.id},${a.id}`);
    expect(r.http).toBe(200);
    const [rb, ra] = r.body.data;
    expect(ra).toMatchObject({ id: a.id, available: true, rate: 5400, amenities: ['lift', 'power_backup'],
      price_context: { text: '₹5,400 per sq ft: 6 % below the Gokulam median of ₹5,750 (6 listings)', median: 5750, count: 6, basis: 'sqft', diff_percent: -6 } });
    expect(ra.card).toMatchObject({ id: a.id, bedrooms: 2, furnishing: 'semi_furnished' });
    // The same sentence as the listing's own detail page.
    const detail = await detailInsights({ kind: 'property', card: { id: a.id, city: here.city, locality: here.locality },
      detail: { post_type: 'sale', category: 'apartment', price: 5_400_000, super_area: 1000 } });
    expect(detail.context!.text).toBe(ra.price_context.text);
    // One listing is no market: no median for Tiny.
    expect(rb).toMatchObject({ id: b.id, available: true, rate: 6000, price_context: null });
  });

  it('a deleted, expired or pending listing reads as no longer available, in its place', async () => {
    const live = await makeListing(t.db, { city: 'Gonecity' });
    const deleted = await makeListing(t.db, { city: 'Gonecity', status: 'deleted' });
    const expired = await makeListing(t.db, { city: 'Gonecity', expiresAt: new Date(Date.now() - 1000) });
    const r = await compare(`${deleted.id},${live.id},${expired.id},999999`);
    expect(r.http).toBe(200);
    expect(r.body.data.map((x: { id: number; available: boolean }) => [x.id, x.available]))
      .toEqual([[deleted.id, false], [live.id, true], [expired.id, false], [999999, false]]);
  });

  it('5 listings, no ids or malformed ids: 400 naming ids', async () => {
    const five = await compare('1,2,3,4,5');
    expect([five.http, five.body.status, five.body.message]).toEqual([400, 'fail', 'ids: compare at most 4 listings']);
    expect((await call('GET', '/api/compare')).body.message).toBe('ids is required');
    for (const bad of ['abc', '1,,x', '-1', '99999999999']) {
      const r = await compare(bad);
      expect([r.http, r.body.message]).toEqual([400, 'ids must be listing ids separated by commas']);
    }
    // Repeats count once: 4 distinct ids are fine.
    expect((await compare('1,1,2,3,4')).http).toBe(200);
  });

  it('the median is the insights one: other post types, plots and listings without a built area are left out', async () => {
    const here = { city: 'Medianpur', locality: 'Kuvempunagar' };
    for (const p of [4_000_000, 5_000_000, 7_000_000]) await makeListing(t.db, { ...here, price: p, superArea: 1000 });
    await makeListing(t.db, { ...here, postType: 'rent', price: 20_000, superArea: 1000 });
    await makeListing(t.db, { ...here, category: 'plot', superArea: null, plotArea: 1200, price: 1_000_000 });
    await makeListing(t.db, { ...here, superArea: null, builtUpArea: null, carpetArea: null, price: 3_000_000 });
    const own = await makeListing(t.db, { ...here, locality: 'KUVEMPUNAGAR', price: 6_600_000, superArea: 1000 });
    const [thin] = (await compare(String(own.id))).body.data;
    // Four comparable listings, the compared one among them: no median yet.
    expect(thin).toMatchObject({ rate: 6600, price_context: null });
    await makeListing(t.db, { ...here, price: 6_000_000, superArea: 1000 });
    const [row] = (await compare(String(own.id))).body.data;
    expect(row.price_context).toMatchObject({ median: 6000, count: 5, diff_percent: 10 });
  });

  it('the page explains a broken or too long link and shares the comparison by its own URL', async () => {
    const one = await makeListing(t.db, { city: 'Pagepur' });
    const origin = 'https://gb.example';
    expect(await loadComparePage({ ids: 'x,y' }, origin)).toMatchObject({ problem: 'The link names no listings to compare.', rows: null, ids: null });
    expect((await loadComparePage({ ids: '1,2,3,4,5' }, origin)).problem).toBe('Compare holds at most 4 listings; this link names 5.');
    expect(await loadComparePage({ add: String(one.id) }, origin)).toEqual({ ids: null, add: one.id, problem: null, rows: null, pageUrl: null });
    const shared = await loadComparePage({ ids: `${one.id},999999` }, origin);
    expect(shared).toMatchObject({ ids: [one.id, 999999], problem: null, pageUrl: `${origin}/compare?ids=${one.id},999999` });
    expect(shared.rows!.map((r) => r.available)).toEqual([true, false]);
  });
});
