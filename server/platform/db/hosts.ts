// A DATABASE_URL that names several servers, as libpq takes it:
//   postgres://user@10.0.0.1:5432,10.0.0.2:5432/db?target_session_attrs=read-write
// node-postgres connects to one host only, so the app picks the host itself: a
// new connection goes to the host that last answered as the primary; a refused
// connect, a server starting up, or (read-write) a server in read-only mode moves
// on to the next host, and the pool retries for a bounded time. During a failover
// (pg_auto_failover promoting the synchronous standby, a few seconds) a request
// that needs a new connection waits for the new primary instead of failing. A
// single-host URL is used as it is.
import { intSetting } from '@/lib/env/schema';

export type PgHosts = {
  /** One single-host connection string per host, in the URL's order. */
  urls: string[];
  /** target_session_attrs=read-write (or primary): only a server that takes writes will do. */
  readWrite: boolean;
};

const URL_SHAPE = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)(.*)$/;

/** The hosts of a multi-host URL, or null for a URL pg takes as it is (one host, no target_session_attrs). */
export function parsePgHosts(url: string): PgHosts | null {
  const m = URL_SHAPE.exec(url);
  if (!m) return null;
  const [, scheme, auth = '', hostList, rest] = m;
  const hosts = hostList.split(',').filter(Boolean);
  const q = rest.indexOf('?');
  const params = new URLSearchParams(q >= 0 ? rest.slice(q + 1) : '');
  const attrs = params.get('target_session_attrs');
  if (hosts.length < 2 && !attrs) return null;
  if (attrs && !['any', 'read-write', 'primary'].includes(attrs)) {
    throw new Error(`DATABASE_URL: target_session_attrs=${attrs} is not supported (use read-write or any)`);
  }
  // pg would pass an unknown parameter on to the server as a setting: drop it.
  params.delete('target_session_attrs');
  const path = q >= 0 ? rest.slice(0, q) : rest;
  const query = params.toString();
  return {
    urls: hosts.map((h) => `${scheme}${auth}${h}${path}${query ? `?${query}` : ''}`),
    readWrite: attrs === 'read-write' || attrs === 'primary',
  };
}

/** Errors a connection attempt ends with when this host is not (yet, or no longer) the one to use. */
export class NotPrimaryError extends Error {
  readonly code = 'GB_NOT_PRIMARY';
  constructor(host: string) {
    super(`${host} is read-only (a standby): looking for the primary`);
    this.name = 'NotPrimaryError';
  }
}

const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Whether a connection attempt failed before anything was sent, so another host (or the
 * same one a moment later) may be tried: refused or reset, a timed-out connect, a server
 * starting or shutting down (57P03, 57P01), too many connections (53300), or a standby.
 */
export function isConnectFailure(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0; e && typeof e === 'object' && i < 4; e = e.cause as typeof e, i++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK.has(code) || code === 'GB_NOT_PRIMARY' || code === '57P03' || code === '57P01' || code === '53300' || code.startsWith('08')) return true;
    const msg = typeof e.message === 'string' ? e.message : '';
    if (/Connection terminated|connection timeout|timeout expired|timeout exceeded when trying to connect/i.test(msg)) return true;
  }
  return false;
}

/** How long a request waits for a primary before it fails (503): longer than a failover takes. */
export function failoverWaitMs(): number {
  return intSetting('DB_FAILOVER_WAIT_MS', 20_000);
}

/**
 * Which host new connections go to: shared by the pool and the LISTEN connection, so once
 * one of them found the new primary the others go there first.
 */
export class HostCursor {
  private index = 0;
  constructor(readonly hosts: PgHosts) {}
  get url(): string {
    return this.hosts.urls[this.index];
  }
  /** The host at `url` failed: the next one is tried (unless another caller moved on already). */
  failed(url: string): void {
    if (this.url === url) this.index = (this.index + 1) % this.hosts.urls.length;
  }
}

/** Retries `attempt` on connect failures, moving the cursor, until `waitMs` has passed. */
export async function withFailover<T>(cursor: HostCursor, attempt: (url: string) => Promise<T>, waitMs = failoverWaitMs()): Promise<T> {
  const deadline = Date.now() + waitMs;
  let tries = 0;
  for (;;) {
    const url = cursor.url;
    try {
      return await attempt(url);
    } catch (e) {
      if (!isConnectFailure(e)) throw e;
      cursor.failed(url);
      tries += 1;
      if (Date.now() >= deadline) throw e;
      // Each host once without a pause, then a short one: a promotion takes a few seconds.
      if (tries % cursor.hosts.urls.length === 0) await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** Redacts the password of a connection string for messages. */
export const redactUrl = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
