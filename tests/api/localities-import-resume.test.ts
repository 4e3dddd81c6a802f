import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importLocalities } from '@/server/catalog/places/import';
import { useTestDb } from '../helpers/db';

const t = useTestDb();
const count = async () =>
  (await t.db.execute<{ n: number; d: number }>(sql`select count(*)::int n, count(distinct (city_name, name_lower))::int d from localities`)).rows[0];

describe('localities import in batches', () => {
  it('finishes a half-done import without duplicates, whatever the batch size', async () => {
    const first = await importLocalities(t.db, { cities: ['Mysuru'], batchSize: 97 });
    const full = await count();
    expect(full.n).toBe(first.inserted);
    expect(full.n).toBe(full.d);

    // A crash after some batches leaves part of the set: the next run adds only what is missing.
    const gone = (await t.db.execute(sql`delete from localities where city_name = 'Mysuru' and id % 3 = 0 returning id`)).rows.length;
    expect(gone).toBeGreaterThan(10);
    const again = await importLocalities(t.db, { cities: ['Mysuru'] });
    expect(again).toMatchObject({ skipped: false, inserted: gone });
    expect(await count()).toEqual(full);
    // Values survive the one-JSON-parameter insert with their types.
    const sample = (await t.db.execute<{ lat: number | null; pincode: string }>(
      sql`select lat, pincode from localities where city_name = 'Mysuru' and lat is not null limit 1`)).rows[0];
    expect(sample.pincode).toMatch(/^57\d{4}$/);
    expect(typeof sample.lat).toBe('number');
  });
});
