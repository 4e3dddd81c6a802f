import type { ClientBase, Pool, PoolClient } from 'pg';
import { HostCursor, NotPrimaryError, withFailover, type PgHosts } from './hosts';

// The pool side of a multi-host DATABASE_URL (server/platform/db/hosts.ts): every checkout
// that has to open a connection retries on the next host while the primary is
// being replaced; a query already running on the old primary fails (a 503 with
// Retry-After, server/platform/http/db-errors.ts), as it may or may not have committed.

const g = globalThis as { __gbHostCursors?: Map<string, HostCursor> };

/** One cursor per URL in the process: the pool and the LISTEN connection move together. */
export function hostCursor(url: string, hosts: PgHosts): HostCursor {
  g.__gbHostCursors ??= new Map();
  let c = g.__gbHostCursors.get(url);
  if (!c) g.__gbHostCursors.set(url, (c = new HostCursor(hosts)));
  return c;
}

/** onConnect hook: a server in read-only mode (a standby, or a primary being demoted) is refused. */
export async function requirePrimary(client: ClientBase): Promise<void> {
  const { rows } = await client.query<{ transaction_read_only: string }>('SHOW transaction_read_only');
  if (rows[0]?.transaction_read_only !== 'off') {
    const c = client as ClientBase & { host?: string; port?: number };
    throw new NotPrimaryError(`${c.host}:${c.port}`);
  }
}

type Checkout = (err: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void;

/** A pg Pool class whose connect() (and so query()) waits for a primary on connect failures. */
export function failoverPool(PoolClass: typeof Pool, cursor: HostCursor): typeof Pool {
  return class FailoverPool extends PoolClass {
    // pg-pool's query() calls this.connect(callback); drizzle calls both forms.
    connect(): Promise<PoolClient>;
    connect(cb: Checkout): void;
    connect(cb?: Checkout): Promise<PoolClient> | void {
      const checkout = withFailover(cursor, () => super.connect());
      if (!cb) return checkout;
      checkout.then((c) => cb(undefined, c, (e) => c.release(e as Error | boolean | undefined)), (e) => cb(e, undefined, () => {}));
    }
  };
}
