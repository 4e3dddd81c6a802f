import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { HostCursor, isConnectFailure, NotPrimaryError, parsePgHosts, withFailover } from '@/server/platform/db/hosts';
import { unavailableOf } from '@/server/platform/http/db-errors';

describe('a multi-host DATABASE_URL', () => {
  it('gives one single-host URL per host, keeps the other parameters and reads target_session_attrs', () => {
    const h = parsePgHosts('postgres://app:s3cret@10.0.0.1:5432,10.0.0.2:5433/gb?target_session_attrs=read-write&sslmode=require');
    expect(h).toEqual({
      urls: ['postgres://app:s3cret@10.0.0.1:5432/gb?sslmode=require', 'postgres://app:s3cret@10.0.0.2:5433/gb?sslmode=require'],
      readWrite: true,
    });
    expect(parsePgHosts('postgresql://a:5432,b:5432/db')).toEqual({ urls: ['postgresql://a:5432/db', 'postgresql://b:5432/db'], readWrite: false });
  });

  it('leaves a single-host URL to pg as it is', () => {
    expect(parsePgHosts('postgres://postgres@127.0.0.1:5432/gb')).toBeNull();
    expect(parsePgHosts('postgres://postgres@127.0.0.1:5432/gb?target_session_attrs=read-write')?.urls).toEqual(['postgres://postgres@127.0.0.1:5432/gb']);
  });

  it('refuses a target_session_attrs it cannot honour, naming it', () => {
    expect(() => parsePgHosts('postgres://a,b/db?target_session_attrs=prefer-standby')).toThrow(/target_session_attrs=prefer-standby/);
  });
});

describe('following the primary', () => {
  it('moves to the next host on a connect failure and stays on the one that answered', async () => {
    const cursor = new HostCursor({ urls: ['postgres://a/db', 'postgres://b/db'], readWrite: true });
    const tried: string[] = [];
    const got = await withFailover(cursor, async (url) => {
      tried.push(url);
      if (url.includes('//a/')) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      if (tried.length < 3) throw new NotPrimaryError('b');
      return url;
    }, 5000);
    expect(got).toBe('postgres://b/db');
    expect(tried).toEqual(['postgres://a/db', 'postgres://b/db', 'postgres://a/db', 'postgres://b/db']);
    expect(cursor.url).toBe('postgres://b/db');
  });

  it('does not retry an error of the statement itself, and gives up after the wait', async () => {
    const cursor = new HostCursor({ urls: ['postgres://a/db', 'postgres://b/db'], readWrite: true });
    const sqlError = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(withFailover(cursor, async () => { throw sqlError; }, 5000)).rejects.toBe(sqlError);
    const started = Date.now();
    await expect(withFailover(cursor, async () => { throw new NotPrimaryError('x'); }, 300)).rejects.toBeInstanceOf(NotPrimaryError);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('a database that is away answers 503 with Retry-After, never 500', () => {
  it('maps a refused connection (a real one) to unavailable', async () => {
    const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 2000 });
    const err = await c.connect().then(() => null, (e: unknown) => e);
    expect(isConnectFailure(err)).toBe(true);
    const away = unavailableOf(err);
    expect(away?.status).toBe(503);
    expect(away?.data).toEqual({ retry_after: expect.any(Number) });
  });

  it('maps a lost connection, a shutdown and a standby refusing a write; not a constraint error', () => {
    expect(unavailableOf(new Error('Connection terminated unexpectedly'))?.status).toBe(503);
    expect(unavailableOf(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))?.status).toBe(503);
    expect(unavailableOf(Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' }))?.status).toBe(503);
    expect(unavailableOf(new Error('Failed query: insert …', { cause: Object.assign(new Error('x'), { code: '08006' }) }))?.status).toBe(503);
    // pg-pool's wait for a free connection ran out (connectionTimeoutMillis, set with several hosts).
    expect(unavailableOf(new Error('timeout exceeded when trying to connect'))?.status).toBe(503);
    expect(unavailableOf(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeNull();
    expect(unavailableOf(new TypeError('x is undefined'))).toBeNull();
  });
});
