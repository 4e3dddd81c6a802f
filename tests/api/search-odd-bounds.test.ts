import { describe, expect, it } from 'vitest';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing, makePg, makeProject } from '../helpers/fixtures';

// A budget or area typed with decimals, or beyond what a column can hold, is a
// search (whole-rupee bounds inside the column's type), never a 500 from the
// database: PostgreSQL refuses 2.5 for an integer parameter and 1e12 overflows int4.
const t = useTestDb();
const ids = (r: { body: { data?: { data: { id: number }[] } } }) => (r.body.data?.data ?? []).map((c) => c.id);

describe('search bounds a column cannot hold', () => {
  it('a PG budget with decimals or past int4 answers 200 with the rooms inside it', async () => {
    const pg = await makePg(t.db, { city: 'Boundpur', rooms: [{ roomType: '2_sharing', rent: 7000 }] });
    const decimal = await call('POST', '/api/search/pg-search-v2', { city: 'Boundpur', budget: { min: 6999.5, max: 7000.5 } });
    expect(decimal.http).toBe(200);
    expect(ids(decimal)).toEqual([pg.id]);
    const huge = await call('POST', '/api/search/pg-search-v2', { city: 'Boundpur', budget: { min: 0, max: 1e12 }, room_type: ['2_sharing'] });
    expect(huge.http).toBe(200);
    expect(ids(huge)).toEqual([pg.id]);
    const above = await call('POST', '/api/search/pg-search-v2', { city: 'Boundpur', budget: { min: 1e12, max: '' } });
    expect(above.http).toBe(200);
    expect(ids(above)).toEqual([]);
  });

  it('a property price and area with decimals or past int4 answer 200', async () => {
    const l = await makeListing(t.db, { city: 'Boundpur', price: 5_000_000, superArea: 1200 });
    const r = await call('POST', '/api/search/residential-property-search-v2',
      { city: 'Boundpur', budget: { min: 4_999_999.5, max: 5e15 }, super_area: { min: 1199.9, max: 3e10 } });
    expect(r.http).toBe(200);
    expect(ids(r)).toEqual([l.id]);
    const past = await call('POST', '/api/search/residential-property-search-v2', { city: 'Boundpur', super_area: { min: 1200.1, max: '' } });
    expect(past.http).toBe(200);
    expect(ids(past)).toEqual([]);
  });

  it('a residential sale search with only a decimal budget (projects join it) answers 200, projects compared in whole rupees', async () => {
    const l = await makeListing(t.db, { city: 'Decimalpur', price: 2 });
    const p = await makeProject(t.db, { city: 'Decimalpur', priceMin: 2, priceMax: 3 });
    const r = await call('POST', '/api/search/residential-property-search-v2', { city: 'Decimalpur', budget: { max: 2.5 } });
    expect(r.http, JSON.stringify(r.body)).toBe(200);
    expect(ids(r).sort()).toEqual([l.id, p.id].sort());
    const above = await call('POST', '/api/search/residential-property-search-v2', { city: 'Decimalpur', budget: { min: 3.5 } });
    expect(above.http).toBe(200);
    expect(ids(above)).toEqual([]);
  });
});
