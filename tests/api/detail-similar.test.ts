// Issue 14: "Similar properties" are really similar.
import { describe, expect, it } from 'vitest';
import { getListingDetail } from '@/server/search';
import { useTestDb } from '../helpers/db';
import { makeListing, makePg, makeProject } from '../helpers/fixtures';

const t = useTestDb();

describe('similar listings on a detail page', () => {
  it('a ₹76.8 L 2 BHK flat lists flats in its price band, nearest first, never a ₹4.7 Cr villa', async () => {
    const city = 'Similartown';
    const here = { city, locality: 'Kuvempunagar', lat: 12.28, lng: 76.62 };
    const flat = await makeListing(t.db, { ...here, price: 7_680_000 });
    const villa = await makeListing(t.db, { ...here, category: 'villa', price: 47_000_000 });
    const dearFlat = await makeListing(t.db, { ...here, price: 47_000_000 });
    const cheapFlat = await makeListing(t.db, { ...here, price: 2_000_000 });
    const farFlat = await makeListing(t.db, { city, locality: 'Hebbal', lat: 12.36, lng: 76.60, price: 8_000_000 });
    const nearFlat = await makeListing(t.db, { city, locality: 'Srirampura', lat: 12.285, lng: 76.625, price: 6_500_000 });
    const sameLocality = await makeListing(t.db, { ...here, price: 9_000_000 });
    const rentFlat = await makeListing(t.db, { ...here, postType: 'rent', price: 20_000 });
    const otherCity = await makeListing(t.db, { ...here, city: 'Elsewhere', price: 7_000_000 });

    const d = (await getListingDetail('property', flat.id))!;
    const ids = d.similar.map((c) => c.id);
    expect(ids).toEqual([sameLocality.id, nearFlat.id, farFlat.id]);
    for (const out of [villa, dearFlat, cheapFlat, rentFlat, otherCity, flat]) expect(ids).not.toContain(out.id);
  });

  it("a girls' PG lists girls' PGs in its rent band, not men's", async () => {
    const city = 'Pgsimilar';
    const girls = await makePg(t.db, { city, gender: 'Female', minRent: 8000 });
    const men = await makePg(t.db, { city, gender: 'Male', minRent: 8000 });
    const girls2 = await makePg(t.db, { city, gender: 'Female', minRent: 9000 });
    const luxury = await makePg(t.db, { city, gender: 'Female', minRent: 40000 });
    const ids = (await getListingDetail('pg', girls.id))!.similar.map((c) => c.id);
    expect(ids).toEqual([girls2.id]);
    expect(ids).not.toContain(men.id);
    expect(ids).not.toContain(luxury.id);
  });

  it('a project lists projects of its type', async () => {
    const city = 'Projsimilar';
    const a = await makeProject(t.db, { city, projectType: 'apartment' });
    const b = await makeProject(t.db, { city, projectType: 'apartment' });
    const v = await makeProject(t.db, { city, projectType: 'villa' });
    const ids = (await getListingDetail('project', a.id))!.similar.map((c) => c.id);
    expect(ids).toContain(b.id);
    expect(ids).not.toContain(v.id);
  });
});
