import 'server-only';
import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { bumpDataVersion } from '../../platform/db/data-version';
import { cities, localities } from '../../platform/db/schema';
import { CITIES } from './cities';
import { buildLocalities, type LocalityFilter } from './geonames';

export type ImportOptions = LocalityFilter & {
  file?: string;
  /** Rows per INSERT statement (one JSON parameter each). */
  batchSize?: number;
  log?: (msg: string) => void;
};

export type ImportResult = { candidates: number; inserted: number; skipped: boolean; ms: number };

/** Inserts or refreshes the product's cities (names are stable, the rest may change). */
export async function upsertCities(db: Db): Promise<void> {
  await db
    .insert(cities)
    .values(CITIES.map((c) => ({
      name: c.name, slug: c.slug, state: c.state, districts: c.districts, lat: c.lat, lng: c.lng,
      isTile: c.isTile, isTopLocality: c.isTopLocality, sortOrder: c.sortOrder,
    })))
    .onConflictDoUpdate({
      target: cities.name,
      set: {
        slug: sql`excluded.slug`, state: sql`excluded.state`, districts: sql`excluded.districts`,
        lat: sql`excluded.lat`, lng: sql`excluded.lng`, isTile: sql`excluded.is_tile`,
        isTopLocality: sql`excluded.is_top_locality`, sortOrder: sql`excluded.sort_order`,
      },
    });
}

async function countLocalities(db: Db, cityNames?: string[]): Promise<number> {
  const q = db.select({ n: count() }).from(localities);
  const [row] = cityNames ? await q.where(inArray(localities.cityName, cityNames)) : await q;
  return Number(row.n);
}

/**
 * One INSERT of many rows through a single JSON parameter: binding 8 parameters
 * a row cost most of the import's time (PGlite parses each one), and this reads
 * the same on PostgreSQL and PGlite.
 */
function insertLocalities(rows: (typeof localities.$inferInsert)[]) {
  const json = JSON.stringify(rows.map((r) => [r.name, r.nameLower, r.cityName, r.district, r.state, r.pincode, r.lat ?? null, r.lng ?? null]));
  return sql`INSERT INTO localities (name, name_lower, city_name, district, state, pincode, lat, lng)
    SELECT r->>0, r->>1, r->>2, r->>3, r->>4, r->>5, (r->>6)::float8, (r->>7)::float8
    FROM json_array_elements(${json}::json) AS r
    ON CONFLICT DO NOTHING`;
}

/**
 * Brings the pins of localities imported earlier to this build's (PIN
 * centres, hand-set areas: plausible-points.ts); names and PINs stay.
 * Listings keep their own coordinates.
 */
function refreshPins(rows: (typeof localities.$inferInsert)[]) {
  const json = JSON.stringify(rows.map((r) => [r.cityName, r.nameLower, r.lat ?? null, r.lng ?? null]));
  return sql`UPDATE localities AS l SET lat = (r->>2)::float8, lng = (r->>3)::float8
    FROM json_array_elements(${json}::json) AS r
    WHERE l.city_name = r->>0 AND l.name_lower = r->>1
      AND (l.lat IS DISTINCT FROM (r->>2)::float8 OR l.lng IS DISTINCT FROM (r->>3)::float8)`;
}

/**
 * Loads localities from the GeoNames file. Idempotent: when every candidate
 * row is already there it skips; otherwise it inserts with ON CONFLICT DO
 * NOTHING, so a half-finished earlier run is completed, not duplicated.
 */
export async function importLocalities(db: Db, opts: ImportOptions = {}): Promise<ImportResult> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  await upsertCities(db);
  const rows = await buildLocalities(opts, opts.file);
  const scoped = opts.cities || opts.districts ? [...new Set(rows.map((r) => r.cityName))] : undefined;
  const before = scoped && scoped.length === 0 ? 0 : await countLocalities(db, scoped);
  log(`localities: ${rows.length} candidates from the postal file (${Date.now() - started} ms)`);
  if (before >= rows.length) {
    await db.execute(refreshPins(rows));
    await bumpDataVersion(db, 'localities'); // the cities or pins may have changed
    log(`localities: already loaded (${before} rows), pins refreshed`);
    return { candidates: rows.length, inserted: 0, skipped: true, ms: Date.now() - started };
  }
  const size = opts.batchSize ?? 20_000;
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += size) {
      await tx.execute(insertLocalities(rows.slice(i, i + size)));
      log(`localities: ${Math.min(i + size, rows.length)}/${rows.length}`);
    }
    await bumpDataVersion(tx, 'localities');
  });
  await db.execute(sql`ANALYZE localities`);
  const after = await countLocalities(db, scoped);
  const ms = Date.now() - started;
  log(`localities: inserted ${after - before} rows in ${(ms / 1000).toFixed(1)} s`);
  return { candidates: rows.length, inserted: after - before, skipped: false, ms };
}
