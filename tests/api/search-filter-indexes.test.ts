import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FILTERS } from '@/lib/search/filters';
import { useTestDb } from '../helpers/db';

// Every search filter names the index that serves its count (lib/search/filters/, `index`): the index
// must exist in the migrated schema, on the table it filters, and carry the columns the filter reads,
// so a filtered count stays an index scan. On PGlite and on PostgreSQL alike (one set of migrations).

const t = useTestDb();
type Rows<T> = { rows: T[] };

const indexDef = async (name: string, table: string) => {
  const res = (await t.db.execute(sql`select indexdef from pg_indexes
    where schemaname = current_schema() and indexname = ${name} and tablename = ${table}`)) as unknown as Rows<{ indexdef: string }>;
  return res.rows[0]?.indexdef;
};
const hasColumn = (def: string, column: string) => new RegExp(`[(,\\s"]${column}["),\\s]`).test(def);

const uses = FILTERS.flatMap((f) => (['listings', 'pgs'] as const).flatMap((table) => {
  const use = f.index?.[table];
  return use ? [{ filter: f.field, table, ...use }] : [];
}));

describe('the index behind every filter\'s count', () => {
  it('every filter that writes a wire field declares its index for that search', () => {
    for (const f of FILTERS) {
      if (f.listingWire) expect(f.index?.listings, `${f.field} on listings`).toBeDefined();
      if (f.pgWire) expect(f.index?.pgs, `${f.field} on pgs`).toBeDefined();
    }
    // The map's view fields and the PG-search marker filter nothing, so they name no index.
    expect(FILTERS.filter((f) => !f.index).map((f) => f.field).sort()).toEqual(['box', 'pgSearch', 'view', 'zoom']);
  });

  it.each(uses)('$filter on $table: $name exists and carries $columns', async ({ table, name, columns }) => {
    const def = await indexDef(name, table);
    expect(def, `${name} on ${table}`).toBeDefined();
    for (const c of columns) expect(hasColumn(def!, c), `${name} has ${c}: ${def}`).toBe(true);
  });
});

// The planner guesses some searches 10-45 times wrong (a status with a date range, ranges that go
// together). Whichever search index it then takes, a count and a page's ids must read no table row: each
// carries every filter column and a page's keys, and holds approved rows only (migration 0051). The map's
// box is served by listings_geo_idx, whose own test is the map's.
const SEARCH_INDEXES = ['listings_filter_idx', 'listings_count_idx', 'listings_search_idx', 'listings_bedrooms_idx', 'listings_locality_lower_idx'];
const PAGE_KEYS = ['id', 'is_featured', 'created_at', 'price'];

describe('every search index covers every filter', () => {
  it.each(SEARCH_INDEXES)('%s carries every listing filter column and a page\'s keys, on approved rows', async (name) => {
    const def = await indexDef(name, 'listings');
    expect(def, name).toBeDefined();
    const columns = new Set([...PAGE_KEYS, ...uses.filter((u) => u.name === 'listings_count_idx').flatMap((u) => u.columns)]);
    for (const c of columns) expect(hasColumn(def!, c), `${name} has ${c}: ${def}`).toBe(true);
    expect(def).toMatch(/WHERE \(status = 'approved'/);
  });
});
