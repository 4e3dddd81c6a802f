// Issue 14: "Similar properties" are really similar.
import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { getListingDetail } from '@/server/catalog/detail/detail';
import { listings } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { makeListing, makePg, makeProject } from '../helpers/fixtures';

const t = useTestDb();

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };
/** Table rows a plan read (kept or filtered out), over every loop; the image look-ups aside. */
function rowsRead(n: PlanNode): number {
  // Scans of a table (a subquery scan re-reads rows already counted below it).
  const own = n['Relation Name'] !== undefined && n['Relation Name'] !== 'listing_images'
    ? (Number(n['Actual Rows'] ?? 0) + Number(n['Rows Removed by Filter'] ?? 0) + Number(n['Rows Removed by Index Recheck'] ?? 0))
      * Number(n['Actual Loops'] ?? 1)
    : 0;
  return own + (n.Plans ?? []).reduce((s, c) => s + rowsRead(c), 0);
}

/** Runs fn, and returns the rows read by the similar-listings statement it ran (EXPLAIN ANALYZE of it). */
async function similarRowsRead(fn: () => Promise<unknown>) {
  const seen: SQL[] = [];
  const db = t.db as unknown as { execute: (q: SQL) => Promise<unknown> };
  const execute = db.execute;
  db.execute = function (q: SQL) { seen.push(q); return execute.call(this, q); };
  try {
    await fn();
  } finally {
    db.execute = execute;
  }
  const { dialect } = t.db as unknown as { dialect: { sqlToQuery: (q: SQL) => { sql: string } } };
  const statement = seen.find((q) => dialect.sqlToQuery(q).sql.includes(' as near'));
  expect(statement).toBeDefined();
  const res = (await t.db.execute(sql`explain (analyze, format json) ${statement}`)) as unknown as { rows: Record<string, unknown>[] };
  const raw = Object.values(res.rows[0])[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return rowsRead(plan[0].Plan);
}

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

  it('reads a few rows however many similar flats the city has (issue 26: at most ~200, not the whole price band)', async () => {
    const city = 'Bigcity';
    const here = { city, locality: 'Jayanagar', lat: 12.93, lng: 77.58 };
    const flat = await makeListing(t.db, { ...here, price: 8_000_000 });
    const base = { userId: flat.userId, postedBy: 'owner' as const, group: 'residential' as const, category: 'apartment' as const, postType: 'sale' as const,
      status: 'approved' as const, city, bedrooms: 2, areaUnit: 'sqft' as const, superArea: 1100 };
    const day = 86_400_000;
    // 1,200 flats in the band across the city, 300 in the same locality, 400 out of the band.
    const across = Array.from({ length: 1200 }, (_, i) => ({ ...base, title: `Across ${i}`, locality: `Layout ${i % 90}`,
      lat: 12.93 + (i % 40) * 0.01, lng: 77.58 + (i % 30) * 0.01, price: 6_000_000 + i * 1000, createdAt: new Date(Date.now() - (i + 2) * day) }));
    const same = Array.from({ length: 300 }, (_, i) => ({ ...base, title: `Same ${i}`, locality: 'Jayanagar',
      lat: 12.93 + i * 0.001, lng: 77.58, price: 7_000_000 + i, createdAt: new Date(Date.now() - (i + 1300) * day) }));
    const cheap = Array.from({ length: 400 }, (_, i) => ({ ...base, title: `Cheap ${i}`, locality: `Layout ${i % 90}`,
      price: 1_000_000, createdAt: new Date(Date.now() - i * day) }));
    for (const chunk of [across.slice(0, 600), across.slice(600), same, cheap]) await t.db.insert(listings).values(chunk);
    await t.db.execute(sql`analyze listings`);

    let similar: { locality: string; title: string }[] = [];
    const read = await similarRowsRead(async () => { similar = (await getListingDetail('property', flat.id))!.similar; });
    expect(read).toBeLessThanOrEqual(200);
    // Same locality first, nearest first.
    expect(similar.map((c) => c.title)).toEqual(['Same 0', 'Same 1', 'Same 2', 'Same 3', 'Same 4', 'Same 5']);
  });

  it('fills up from across the city, nearest first, when the locality has few', async () => {
    const city = 'Fillcity';
    const here = { city, locality: 'Malleswaram', lat: 13.0, lng: 77.57 };
    const flat = await makeListing(t.db, { ...here, price: 5_000_000 });
    const twin = await makeListing(t.db, { ...here, price: 5_500_000 });
    const far = await makeListing(t.db, { city, locality: 'Whitefield', lat: 12.97, lng: 77.75, price: 5_000_000 });
    const near = await makeListing(t.db, { city, locality: 'Rajajinagar', lat: 12.99, lng: 77.55, price: 5_000_000 });
    const noCoordinates = await makeListing(t.db, { city, locality: 'Hebbal', price: 5_000_000 });
    const ids = (await getListingDetail('property', flat.id))!.similar.map((c) => c.id);
    expect(ids).toEqual([twin.id, near.id, far.id, noCoordinates.id]);
  });
});
