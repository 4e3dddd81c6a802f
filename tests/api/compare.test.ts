// Issue 20 §6: compare up to 4 listings, signed out, with the locality's median price per sq ft.
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing } from '../helpers/fixtures';
import { localityRate } from '@/server/compare/median';

const t = useTestDb();
const compare = (ids: string) => call('GET', `/api/compare?ids=${ids}`);

describe('compare', () => {
  it('compares listings in the asked order, signed out, with the price per sq ft against the locality median', async () => {
    const here = { city: 'Comparepur', locality: 'Gokulam' };
    // Five comparables at ₹5,000-₹7,000 per sq ft: the median is ₹6,000.
    for (const rate of [5000, 5500, 6000, 6500, 7000]) await makeListing(t.db, { ...here, price: rate * 1000, superArea: 1000 });
    const a = await makeListing(t.db, { ...here, price: 5_400_000, superArea: 1000, amenities: ['lift', 'power_backup'] });
    const b = await makeListing(t.db, { ...here, locality: 'Tiny', price: 9_000_000, superArea: 1500, bedrooms: 3 });
    const r = await compare(`${b.id},${a.id}`);
    expect(r.http).toBe(200);
    const [rb, ra] = r.body.data;
    expect(ra).toMatchObject({ id: a.id, available: true, rate: 5400, locality_rate: { median: 5750, listings: 6 }, amenities: ['lift', 'power_backup'] });
    expect(ra.card).toMatchObject({ id: a.id, bedrooms: 2, furnishing: 'semi_furnished' });
    // One listing is no market: no median for Tiny.
    expect(rb).toMatchObject({ id: b.id, available: true, rate: 6000, locality_rate: null });
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

  it('the median leaves out other post types, other groups and listings without a built area', async () => {
    const here = { city: 'Medianpur', locality: 'Kuvempunagar' };
    for (const p of [4_000_000, 5_000_000, 6_000_000, 7_000_000]) await makeListing(t.db, { ...here, price: p, superArea: 1000 });
    await makeListing(t.db, { ...here, postType: 'rent', price: 20_000, superArea: 1000 });
    await makeListing(t.db, { ...here, superArea: null, builtUpArea: null, carpetArea: null, plotArea: 1200, price: 1_000_000 });
    expect(await localityRate(t.db, { ...here, group: 'residential', postType: 'sale' })).toBeNull();
    await makeListing(t.db, { ...here, price: 8_000_000, superArea: 1000 });
    expect(await localityRate(t.db, { ...here, locality: 'KUVEMPUNAGAR', group: 'residential', postType: 'sale' }))
      .toEqual({ median: 6000, listings: 5 });
  });
});
