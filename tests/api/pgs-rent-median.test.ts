// PG transparency (issue 10): the locality's median rent for the same gender and
// sharing from live PGs, or "fewer than 5 comparable PGs".
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../helpers/db';
import { makePg } from '../helpers/fixtures';
import { FEWER_THAN_TEXT, pgRentComparison } from '@/server/listings/pgs/rent-median';
import { getListingDetail } from '@/server/catalog/detail/detail';

const t = useTestDb();

async function pgWith(rent: Record<string, number>, o: Parameters<typeof makePg>[1] = {}) {
  return makePg(t.db, { city: 'Mysuru', locality: 'Kuvempunagar', gender: 'Female', ...o,
    rooms: Object.entries(rent).map(([roomType, r]) => ({ roomType, rent: r })) });
}

describe('locality median rent', () => {
  it('gives the median of live PGs of the same gender and sharing, and says so below 5', async () => {
    const me = await pgWith({ '2_sharing': 9000, '1_sharing': 15000 });
    // Five comparable double-sharing rents: median 7000.
    for (const r of [6000, 6500, 7000, 8000, 12000]) await pgWith({ '2_sharing': r });
    // Not comparable: another gender, another locality, not live, another sharing.
    await pgWith({ '2_sharing': 1000 }, { gender: 'Male' });
    await pgWith({ '2_sharing': 1000 }, { locality: 'Gokulam' });
    await pgWith({ '2_sharing': 1000 }, { status: 'pending' });
    await pgWith({ '2_sharing': 1000 }, { status: 'deleted' });
    // Single rooms: only four comparables.
    for (const r of [11000, 12000, 13000, 14000]) await pgWith({ '1_sharing': r });

    const res = await pgRentComparison(t.db, me, ['1_sharing', '2_sharing']);
    expect(res).toEqual([
      { room_type: '1_sharing', median: null, comparables: 4, text: FEWER_THAN_TEXT },
      { room_type: '2_sharing', median: 7000, comparables: 5, text: null },
    ]);
    expect(FEWER_THAN_TEXT).toBe('Fewer than 5 comparable PGs in this locality');
    // The PG detail page gets the same figures, in its rooms' order (cheapest first).
    const d = await getListingDetail('pg', me.id);
    expect(d?.pgMedians).toEqual([res[1], res[0]]);
  });

  it('an even count takes the mean of the middle two; the PG itself is left out', async () => {
    const me = await pgWith({ '3_sharing': 100000 }, { locality: 'Hebbal', gender: 'Both' });
    for (const r of [5000, 5500, 6000, 6500, 7000, 9000]) await pgWith({ '3_sharing': r }, { locality: 'Hebbal', gender: 'Both' });
    const [m] = await pgRentComparison(t.db, me, ['3_sharing']);
    expect(m).toMatchObject({ median: 6250, comparables: 6 });
  });
});
