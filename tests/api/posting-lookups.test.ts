// Issue 27 item 5: the two lookups on the posting path are index reads, not
// scans of every locality or every land sale of a city.
import { describe, expect, it } from 'vitest';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { localityByName } from '@/server/listings/posting/service';
import { comparablesWhere, rateOf, recentRates, SAMPLE } from '@/server/listings/posting/moderation';
import { categoryOf } from '@/lib/posting/categories';
import { useTestDb } from '../helpers/db';
import { makeListing, makeLocalities } from '../helpers/fixtures';

const t = useTestDb();

/**
 * The plan of a query, the planner told to avoid sequential and bitmap scans:
 * on a test-sized table it would read every row and sort them anyway, which at
 * 14k land sales of a city costs 70-128 ms.
 */
async function plan(q: SQLWrapper): Promise<string> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`analyze`);
    const res = (await tx.execute(sql`explain ${q}`)) as unknown as { rows: Record<string, string>[] };
    return res.rows.map((r) => Object.values(r)[0]).join('\n');
  });
}

describe('posting lookups', () => {
  it('a typed place is found through lower(city_name), name_lower', async () => {
    await makeLocalities(t.db, Array.from({ length: 200 }, (_, i) => ({ name: `Place ${i}`, city: i % 2 ? 'Mysuru' : 'Bengaluru' })));
    const q = localityByName(t.db, 'MYSURU', 'place 7');
    expect((await q)[0]).toMatchObject({ name: 'Place 7', cityName: 'Mysuru' });
    const p = await plan(q);
    expect(p).toMatch(/localities_city_lower_name_idx/);
  });

  it('the agriculture price check reads the most recent land sales of the city in index order', async () => {
    const land = categoryOf('land')!;
    for (let i = 0; i < 60; i++) {
      await makeListing(t.db, { group: 'agriculture', category: i % 3 ? 'land' : 'farm_house', city: 'Mysuru', locality: `Farm ${i}`,
        bedrooms: null, bathrooms: null, superArea: null, plotArea: 2 + i, areaUnit: 'acre', price: 4_000_000 + i * 1000,
        createdAt: new Date(Date.now() - i * 3_600_000) });
    }
    const l = { category: 'land', postType: 'sale' as const, city: 'Mysuru', locality: 'Nowhere', price: 5_000_000, plotArea: 3 };
    const rate = rateOf(l);
    const q = recentRates(t.db, comparablesWhere(land, l, rate), rate);
    const rates = await q;
    expect(rates.length).toBe(40);
    expect(rates.length).toBeLessThanOrEqual(SAMPLE);
    const p = await plan(q);
    expect(p).toMatch(/listings_category_recent_idx/);
    expect(p).not.toMatch(/\bSort\b/);
  });
});
