import { describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

describe('the JWT secret', () => {
  it('is generated once into the data folder when the environment gives none (PGlite), and reused', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gb-secret-'));
    vi.stubEnv('DATA_DIR', dir);
    vi.stubEnv('JWT_SECRET', '');
    vi.stubEnv('DATABASE_URL', '');
    vi.resetModules();
    const a = await import('@/server/accounts/auth/secret');
    a.forgetJwtSecret();
    const first = await a.jwtSecret();
    const file = path.join(dir, 'jwt-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    vi.resetModules();
    const b = await import('@/server/accounts/auth/secret');
    b.forgetJwtSecret();
    const second = await b.jwtSecret();
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(first.length).toBeGreaterThanOrEqual(32);
    b.forgetJwtSecret();
    vi.unstubAllEnvs();
  });

  it('refuses a short secret from the environment', async () => {
    vi.stubEnv('JWT_SECRET', 'short');
    vi.resetModules();
    const { jwtSecret, forgetJwtSecret } = await import('@/server/accounts/auth/secret');
    forgetJwtSecret();
    await expect(jwtSecret()).rejects.toThrow(/at least 32/);
    vi.unstubAllEnvs();
  });

  it('never makes one up per server on PostgreSQL: an unreachable database names both settings', async () => {
    vi.stubEnv('JWT_SECRET', '');
    vi.stubEnv('DATABASE_URL', 'postgres://nobody@127.0.0.1:1/none');
    vi.resetModules();
    const { useDatabase } = await import('@/server/platform/db/client');
    useDatabase(undefined);
    const { jwtSecret, forgetJwtSecret } = await import('@/server/accounts/auth/secret');
    forgetJwtSecret();
    await expect(jwtSecret()).rejects.toThrow(/JWT_SECRET is not set.*DATABASE_URL/);
    forgetJwtSecret();
    vi.unstubAllEnvs();
  });

  it('keeps the key of the banned numbers apart from the token secret (BAN_HASH_SECRET, else its own file), and refuses a short one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gb-secret-'));
    vi.stubEnv('DATA_DIR', dir);
    vi.stubEnv('JWT_SECRET', '');
    vi.stubEnv('BAN_HASH_SECRET', '');
    vi.stubEnv('DATABASE_URL', '');
    vi.resetModules();
    const a = await import('@/server/accounts/auth/secret');
    a.forgetJwtSecret();
    const ban = await a.banHashSecret();
    expect(fs.statSync(path.join(dir, 'ban-hash-secret')).mode & 0o777).toBe(0o600);
    expect(Buffer.from(ban).equals(Buffer.from(await a.jwtSecret()))).toBe(false);
    a.forgetJwtSecret();
    vi.stubEnv('BAN_HASH_SECRET', 'short');
    await expect(a.banHashSecret()).rejects.toThrow(/BAN_HASH_SECRET must be at least 32/);
    vi.stubEnv('BAN_HASH_SECRET', 'x'.repeat(40));
    expect(new TextDecoder().decode(await a.banHashSecret())).toBe('x'.repeat(40));
    a.forgetJwtSecret();
    vi.unstubAllEnvs();
  });
});
