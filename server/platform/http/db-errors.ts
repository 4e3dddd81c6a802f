import 'server-only';
import { AppError } from '@/lib/app-error';
import { isConnectFailure } from '../db/hosts';

// Database errors carry the statement's parameters (drizzle's "Failed query:
// ... params: ..." message, PGlite's `params` field, PostgreSQL's detail line
// "Key (phone_number)=(9876543210)"): names, phones and e-mails. The log gets
// the statement, the SQLSTATE code and the message with quoted values cut out.

type PgLike = { code?: unknown; message?: unknown; query?: unknown; cause?: unknown; routine?: unknown };

const SQLSTATE = /^[0-9A-Z]{5}$/;

function chain(err: unknown): PgLike[] {
  const out: PgLike[] = [];
  for (let e = err as PgLike | undefined, i = 0; e && typeof e === 'object' && i < 5; e = e.cause as PgLike, i++) out.push(e);
  return out;
}

/** The SQLSTATE of a database error anywhere in the cause chain, else null. */
export function sqlState(err: unknown): string | null {
  const hit = chain(err).find((e) => typeof e.code === 'string' && SQLSTATE.test(e.code));
  return hit ? (hit.code as string) : null;
}

const redact = (s: string) => s.replace(/"[^"]*"|'[^']*'|\([^()]*\)=\([^()]*\)/g, '…').slice(0, 300);

/** What may be logged about an unexpected error: never parameter values. */
export function loggableError(err: unknown): Record<string, unknown> {
  const links = chain(err);
  const code = sqlState(err);
  if (!code && !links.some((e) => typeof e.query === 'string')) {
    return { error: err instanceof Error ? `${err.name}: ${err.message}` : String(err), stack: err instanceof Error ? err.stack : undefined };
  }
  const withQuery = links.find((e) => typeof e.query === 'string');
  const db = links.find((e) => e.code === code) ?? links[links.length - 1];
  let statement = typeof withQuery?.query === 'string' ? withQuery.query : undefined;
  // drizzle's own message is "Failed query: <sql>\nparams: <values>": keep the sql only.
  if (!statement && typeof links[0].message === 'string') statement = links[0].message.split('\nparams:')[0];
  return {
    statement: statement?.slice(0, 2000),
    code,
    error: typeof db.message === 'string' ? redact(db.message) : undefined,
  };
}

/**
 * Database errors a client's values cause, as client errors: class 22 (data
 * exceptions: out of range, bad encoding, invalid text) and 54000 (too long to
 * index). Anything else stays a 500: it is our fault.
 */
export function clientFaultOf(err: unknown): AppError | null {
  const code = sqlState(err);
  if (!code) return null;
  if (code.startsWith('22')) return new AppError('validation', 'A value in the request is out of range or not valid');
  if (code === '54000') return new AppError('validation', 'A value in the request is too long');
  return null;
}

/** Seconds a client is told to wait when the database is away: a failover takes a few. */
export const DB_RETRY_AFTER_S = 3;

const LOST = /Connection terminated|connection timeout|not queryable|Connection ended|read-only transaction/i;

/**
 * The database cannot be reached or is changing primaries (connection lost or refused,
 * server shutting down or starting, a standby that refuses writes, no free connection):
 * a 503 with Retry-After, never a 500. The request may be sent again; a write in flight
 * when the connection dropped may or may not have been stored.
 */
export function unavailableOf(err: unknown): AppError | null {
  if (err instanceof AppError) return null;
  const code = sqlState(err);
  const lost = code
    ? code.startsWith('08') || ['57P01', '57P02', '57P03', '25006', '53300'].includes(code)
    : isConnectFailure(err) || chain(err).some((e) => typeof e.message === 'string' && LOST.test(e.message));
  return lost ? new AppError('unavailable', 'The database is briefly unavailable. Please try again in a few seconds.', { retry_after: DB_RETRY_AFTER_S }) : null;
}
