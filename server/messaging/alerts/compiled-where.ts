import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DetailKind } from '@/lib/detail-url';
import { getDb, type DbOrTx } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { intSetting } from '@/lib/env/schema';

// A saved search's WHERE, compiled once per process and kept. Building
// and compiling a search's WHERE costs about 0.1 ms, and a new item can match
// thousands of saved searches: the matcher would spend its time there. The
// compiled form is still exactly the search's own WHERE (where.ts through
// drizzle), split into its SHAPE (the SQL text with numbered holes) and its
// parameters. Many searches share a shape (the same filters with other values),
// so the exact check evaluates each shape once over a table of its searches'
// parameters (match-many.ts) instead of parsing thousands of expressions.
// Kept by saved search id: a saved body never changes (an edit changes only
// name, frequency, channel and price drops). A WHERE that reads the locality
// index or the date is compiled afresh each time (compiledSource().stable).

/** Holes as \u0001n\u0001 instead of $n+1: the text is renumbered without mistaking a '$' for one. */
class HoleDialect extends PgDialect {
  override escapeParam(num: number): string {
    return `\u0001${num}\u0001`;
  }
}
const dialect = new HoleDialect({ casing: 'snake_case' });
const HOLE = /\u0001(\d+)\u0001/g;

export type Shape = {
  id: number;
  table: string;
  text: string;
  holes: number;
  /** The PostgreSQL type of each hole as the WHERE uses it; null: evaluate this shape's searches one by one. */
  types?: string[] | null;
};
export type Compiled = { shape: Shape; params: unknown[] };

const shapes = new Map<string, Shape>();
const MAX_SHAPES = 20_000;
let shapeIds = 0;
let prepared = 0;

/** The shape and parameters of a WHERE over `table`. */
export function compile(table: string, where: SQL): Compiled {
  const q = dialect.sqlToQuery(where);
  const key = `${table}\u0002${q.sql}`;
  let shape = shapes.get(key);
  if (!shape) {
    shape = { id: ++shapeIds, table, text: q.sql, holes: q.params.length };
    // Drawn areas write their corners into the text: past MAX_SHAPES a shape is kept only by its searches.
    if (shapes.size < MAX_SHAPES) shapes.set(key, shape);
  }
  return { shape, params: q.params.map((v) => (typeof v === 'string' ? intern(v) : v)) };
}

/** Parameters repeat (a city, an enum value): kept once, so a cached search costs about 200 bytes. */
const strings = new Map<string, string>();
function intern(v: string): string {
  const had = strings.get(v);
  if (had !== undefined) return had;
  if (strings.size < 100_000) strings.set(v, v);
  return v;
}

/** The shape's text with each hole written by `hole` (a parameter, or a column of the parameters' table). */
export function fill(shape: Shape, hole: (i: number) => SQL): SQL {
  const parts = shape.text.split(HOLE);
  // split with a capture group: text, hole number, text, hole number, ..., text
  return sql.join(parts.map((p, i) => (i % 2 ? hole(Number(p)) : sql.raw(p))), sql``);
}

/**
 * The hole types, asked of PostgreSQL once per shape: PREPARE infers each parameter's type from where it
 * stands in the WHERE, exactly as when the search runs. On the caller's connection (a transaction).
 */
export async function learnTypes(db: DbOrTx, shape: Shape): Promise<void> {
  if (shape.types !== undefined) return;
  // A name of its own each time: PREPARE is not undone by a rolled-back savepoint.
  const name = `alert_shape_${shape.id}_${++prepared}`;
  try {
    // In its own savepoint: a failure here must not abort the caller's transaction.
    shape.types = await db.transaction(async (tx) => {
      await tx.execute(sql`prepare ${sql.raw(name)} as select 1 from ${sql.raw(`"${shape.table}"`)} where ${fill(shape, (i) => sql.raw(`$${i + 1}`))}`);
      const [r] = await rows<{ types: string[] }>(tx, sql`select parameter_types::text[] as types from pg_prepared_statements where name = ${name}`);
      await tx.execute(sql.raw(`deallocate ${name}`));
      return r && r.types.length === shape.holes && !r.types.includes('unknown') ? r.types : null;
    });
  } catch (e) {
    console.error('[alerts] shape types', shape.id, e instanceof Error ? e.message : e);
    shape.types = null;
  }
}

/** Compiled WHEREs by saved search id, per item kind, per database (a test process may open several). */
type Cache = Record<DetailKind, Map<number, Compiled>>;
const caches = new WeakMap<object, Cache>();
/** About 190 bytes an entry (measured): 300k entries (the busy cities' searches of a 1M table) take about 60 MB. */
export const MAX_CACHED = intSetting('ALERT_MATCH_CACHE', 300_000);

export async function compiledCache(): Promise<Cache> {
  const db = await getDb();
  let c = caches.get(db);
  if (!c) caches.set(db, (c = { property: new Map(), project: new Map(), pg: new Map() }));
  return c;
}

/** Kept in insertion order; the oldest go first when full (a search that keeps matching is put back on use). */
export function remember(m: Map<number, Compiled>, id: number, v: Compiled) {
  m.delete(id);
  m.set(id, v);
  if (m.size > MAX_CACHED) m.delete(m.keys().next().value as number);
}
