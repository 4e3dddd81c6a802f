import 'server-only';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { PoolClient, Pool } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../../db/client';
import { copyColumns, copyLine } from './copy-text';

// One way to write many rows, whatever the database: COPY in text format.
// PostgreSQL gets it over one dedicated connection (pg-copy-streams); PGlite,
// which runs in this process and has no COPY FROM STDIN over a socket, reads
// the same text from its in-memory '/dev/blob'. Rows carry their ids
// (reserveIds), so neither path needs RETURNING.

export type BulkWriter = {
  /** Rows in the table's insert shape; written in order, in one statement per call where possible. */
  write<T extends PgTable>(table: T, rows: T['$inferInsert'][]): Promise<void>;
  /** COPY text already encoded (by a worker). */
  copyText(table: string, columns: string[], data: Uint8Array): Promise<void>;
  /** Runs SQL on the writer's own connection, inside the load's transaction. */
  query(statement: string): Promise<Record<string, unknown>[]>;
  /** Runs a Drizzle statement (with parameters) there too; answers the rows it changed. */
  run(statement: SQL): Promise<number>;
  /** First of n consecutive ids taken from the table's id sequence. */
  reserveIds(table: PgTable, n: number): Promise<number>;
  /** Makes everything written visible: the load is one transaction. */
  commit(): Promise<void>;
  /** Rolls back what was not committed and releases the connection. */
  close(): Promise<void>;
};

function isPool(client: unknown): client is Pool {
  return typeof (client as Pool).connect === 'function' && typeof (client as { exec?: unknown }).exec !== 'function';
}

const dialect = new PgDialect();

const reserveSql = (table: PgTable, n: number) => {
  const seq = `pg_get_serial_sequence('${getTableName(table)}', 'id')`;
  // nextval takes the first id; setval moves the sequence past the last, in one statement.
  return `SELECT setval(${seq}, nextval(${seq}) + ${n - 1}) - ${n - 1} AS start`;
};

export async function openBulkWriter(db: Db): Promise<BulkWriter> {
  // drizzle() hands back the driver it wraps as $client, which the Db type leaves out.
  const client = '$client' in db ? db.$client : undefined;
  if (isPool(client)) return copyWriter(await client.connect());
  return pgliteWriter(db, client as PGliteLike);
}

/**
 * PostgreSQL: the whole load is one transaction, so a crash leaves nothing half
 * loaded (and the dropped indexes come back with the rollback). Foreign-key
 * triggers are off for the session when the role may do that (superuser): the
 * builders take every reference from rows they wrote themselves.
 */
async function copyWriter(client: PoolClient): Promise<BulkWriter> {
  let open = true;
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL maintenance_work_mem = '${process.env.BULK_MAINTENANCE_MEM || '256MB'}'`);
    const su = await client.query<{ su: boolean }>('SELECT rolsuper AS su FROM pg_roles WHERE rolname = current_user');
    if (su.rows[0]?.su) await client.query('SET LOCAL session_replication_role = replica');
  } catch (e) {
    client.release();
    throw e;
  }
  return {
    async write(table, rows) {
      if (!rows.length) return;
      const columns = copyColumns(table, rows[0] as Record<string, unknown>);
      const list = columns.map((c) => `"${c.name}"`).join(', ');
      const target = client.query(copyFrom(`COPY "${getTableName(table)}" (${list}) FROM STDIN`));
      // Lines are joined in chunks: one write per row would cost more than the encoding.
      function* chunks() {
        let buf = '';
        for (const row of rows) {
          buf += copyLine(columns, row as Record<string, unknown>);
          if (buf.length > 1 << 20) {
            yield buf;
            buf = '';
          }
        }
        if (buf) yield buf;
      }
      await pipeline(Readable.from(chunks()), target);
    },
    async copyText(table, columns, data) {
      const target = client.query(copyFrom(`COPY "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) FROM STDIN`));
      await pipeline(Readable.from([Buffer.from(data.buffer, data.byteOffset, data.byteLength)]), target);
    },
    async query(statement) {
      return (await client.query(statement)).rows;
    },
    async run(statement) {
      const q = dialect.sqlToQuery(statement);
      return (await client.query(q.sql, q.params)).rowCount ?? 0;
    },
    async reserveIds(table, n) {
      if (n <= 0) return 0;
      const r = await client.query<{ start: string }>(reserveSql(table, n));
      return Number(r.rows[0].start);
    },
    async commit() {
      await client.query('COMMIT');
      open = false;
    },
    async close() {
      if (open) await client.query('ROLLBACK').catch(() => {});
      open = false;
      client.release();
    },
  };
}

type PGliteLike = {
  query(q: string, params?: unknown[], opts?: { blob?: Blob }): Promise<{ rows: Record<string, unknown>[] }>;
  exec(q: string): Promise<unknown>;
};

/**
 * PGlite: COPY ... FROM '/dev/blob' reads text handed over in memory, several
 * times faster than multi-row INSERTs (no parameters to bind, one parse per
 * batch). The load is one transaction here too (PGlite is one session, and
 * nothing else runs on it while the seeder does), so the indexes dropped for
 * the load come back if it fails.
 */
async function pgliteWriter(db: Db, pg: PGliteLike): Promise<BulkWriter> {
  await pg.exec('BEGIN');
  let open = true;
  // As on PostgreSQL: the builders write what triggers and foreign-key checks would (PGlite's role is a superuser).
  const su = await pg.query('SELECT rolsuper AS su FROM pg_roles WHERE rolname = current_user');
  if (su.rows[0]?.su) await pg.exec('SET LOCAL session_replication_role = replica');
  const copy = (table: string, list: string, text: string | Uint8Array<ArrayBuffer>) =>
    pg.query(`COPY "${table}" (${list}) FROM '/dev/blob'`, [], { blob: new Blob([text]) });
  return {
    async write(table, rows) {
      if (!rows.length) return;
      const columns = copyColumns(table, rows[0] as Record<string, unknown>);
      const list = columns.map((c) => `"${c.name}"`).join(', ');
      let buf = '';
      for (const row of rows) buf += copyLine(columns, row as Record<string, unknown>);
      await copy(getTableName(table), list, buf);
    },
    async copyText(table, columns, data) {
      await copy(table, columns.map((c) => `"${c}"`).join(', '), data as Uint8Array<ArrayBuffer>);
    },
    async query(statement) {
      return (await db.execute<Record<string, unknown>>(sql.raw(statement))).rows;
    },
    async run(statement) {
      const q = dialect.sqlToQuery(statement);
      return (await pg.query(q.sql, q.params) as { affectedRows?: number }).affectedRows ?? 0;
    },
    async reserveIds(table, n) {
      if (n <= 0) return 0;
      const r = await db.execute<{ start: string | number }>(sql.raw(reserveSql(table, n)));
      return Number(r.rows[0].start);
    },
    async commit() {
      if (open) await pg.exec('COMMIT');
      open = false;
    },
    async close() {
      if (open) await pg.exec('ROLLBACK').catch(() => {});
      open = false;
    },
  };
}
