// The statements the app sends: a hook on the driver's query (node-postgres
// pool or PGlite) records text and parameters, so a tool can EXPLAIN exactly
// the SQL the app builds (bench/matrix-explain.ts, bench/matrix-sql.ts).
import type { Db } from '../../server/platform/db/client';

export type Captured = { text: string; params: unknown[] };
export type RawClient = { query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

function statementOf(args: unknown[]): Captured {
  const [first, second] = args;
  if (typeof first === 'string') return { text: first, params: Array.isArray(second) ? second : [] };
  const cfg = first as { text: string; values?: unknown[] };
  return { text: cfg.text, params: Array.isArray(second) ? second : cfg.values ?? [] };
}

/** The statement with its parameters written in, for a reader to paste into psql. */
export const inline = (c: Captured) => c.text.replace(/\$(\d+)/g, (_, n: string) => {
  const v = c.params[Number(n) - 1];
  return v === null || v === undefined ? 'NULL' : typeof v === 'number' ? String(v) : `'${String(Array.isArray(v) ? `{${v.join(',')}}` : v).replace(/'/g, "''")}'`;
});

/**
 * The driver under a handle, to hook its query(): a node-postgres pool or a PGlite
 * instance (Db types both as node-postgres), each with query(text, params).
 */
export const rawClient = (db: Db): RawClient => (db as Db & { $client: RawClient }).$client;

/** Hooks the handle's driver; `record` collects statements while set. */
export function hookQueries(handle: { db: Db }) {
  const client = rawClient(handle.db);
  const original = client.query.bind(client);
  const state = { record: null as Captured[] | null, original };
  client.query = (...args: unknown[]) => {
    if (state.record) state.record.push(statementOf(args));
    return original(...args);
  };
  return state;
}
