import 'server-only';
import type { BulkWriter } from './writer';

// Building an index once over loaded rows is several times faster than keeping
// it up to date row by row during COPY (PostgreSQL sorts once instead of
// descending a B-tree per row). Only done for tables that are empty when the
// load starts: a table that already holds rows keeps its indexes, so the app
// (or a bulk import next to live data) is never left without them.

type IndexDef = { name: string; table: string; def: string };

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Drops the secondary indexes (not primary keys or unique constraints) of the empty tables among `tables`. */
export async function dropSecondaryIndexes(w: BulkWriter, tables: string[]): Promise<IndexDef[]> {
  const query = (s: string) => w.query(s);
  const empty: string[] = [];
  for (const t of tables) {
    const rows = await query(`SELECT 1 FROM "${t}" LIMIT 1`);
    if (!rows.length) empty.push(t);
  }
  if (!empty.length) return [];
  const found = await query(`
    SELECT i.indexname AS name, i.tablename AS "table", i.indexdef AS def
    FROM pg_indexes i
    JOIN pg_class c ON c.relname = i.indexname
    JOIN pg_index x ON x.indexrelid = c.oid
    WHERE i.schemaname = 'public' AND i.tablename IN (${empty.map(q).join(', ')})
      AND NOT x.indisprimary AND NOT x.indisunique`);
  const defs = found as IndexDef[];
  for (const d of defs) await w.query(`DROP INDEX "${d.name}"`);
  return defs;
}

/** Builds the dropped indexes again, largest table first (each build uses the session's maintenance_work_mem). */
export async function rebuildIndexes(w: BulkWriter, defs: IndexDef[], log: (m: string) => void): Promise<void> {
  for (const d of defs) {
    const t0 = Date.now();
    await w.query(d.def);
    log(`  index ${d.name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
}
