import 'server-only';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbTx, Exec } from './types';

// The one way to enforce a cap ("at most N of X per Y"): lock the cap's key,
// count, decide, record, all in one transaction. Checked one request at a time,
// a cap is a wish: 40 parallel OTP requests all counted 0 texts before any of
// them recorded one, and 10 parallel posts by a new owner all found the free
// allowance unused. Holding a lock from the count until the record commits
// makes the next request's count include this one.
//
// The lock is PostgreSQL's transaction-scoped advisory lock on a 64-bit hash of
// the key: it needs no counter row to exist (a first-ever request is capped
// too), is released by COMMIT or ROLLBACK (a crashed request never leaks it),
// and requests for other keys never wait. On PGlite (one connection) the same
// SQL runs, and PGlite's own transaction mutex already keeps any other query,
// in or out of a transaction, from running until this one ends: interleaved
// async requests cannot both pass the count there either.
//
// Rules for the body, which runs while others wait for the key:
// - read and write through `tx` only. A query through getDb() would wait for a
//   pooled connection (PostgreSQL: the waiters hold them all) or for PGlite's
//   mutex (held by this transaction): either way it never returns.
// - record the use inside the body (or, when given the caller's transaction,
//   before that transaction commits), and send texts or mail after it returns.
// Fixed-window throttles keyed by address (server/platform/http/throttle.ts) need no body:
// one atomic upsert (or one Redis script) is their lock, count and record.

/** A cap's lock key: a scope and the values it is counted per, e.g. capKey('otp-phone', phone). */
export function capKey(scope: string, ...parts: (string | number)[]): string {
  return [scope, ...parts].join(':');
}

/** Takes the advisory lock of each key, in one order everywhere so two callers never deadlock. */
export async function lockKeys(tx: Exec, keys: readonly string[]) {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}

/**
 * Runs `body` (count, decide, record) under the locks of `keys`, in one transaction.
 * Given the database, it opens that transaction; given an open transaction (a
 * write that records its use later in the same transaction, like posting a
 * listing), it locks there, and the lock lasts until that transaction ends.
 * A refusal is a throw from `body`: it rolls back whatever the body wrote.
 */
export async function withCap<T>(db: Exec, keys: string | readonly string[], body: (tx: DbTx) => Promise<T>): Promise<T> {
  const list = typeof keys === 'string' ? [keys] : keys;
  if (db instanceof PgTransaction) {
    await lockKeys(db, list);
    return body(db as DbTx);
  }
  return db.transaction(async (tx) => {
    await lockKeys(tx, list);
    return body(tx);
  });
}
