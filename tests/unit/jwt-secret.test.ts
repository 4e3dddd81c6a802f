import { describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

describe('the JWT secret', () => {
  it('is generated once into the data folder when the environment gives none, and reused', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gb-secret-'));
    vi.stubEnv('DATA_DIR', dir);
    vi.stubEnv('JWT_SECRET', '');
    vi.resetModules();
    const first = (await import('@/server/auth/secret')).jwtSecret();
    const file = path.join(dir, 'jwt-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    vi.resetModules();
    const second = (await import('@/server/auth/secret')).jwtSecret();
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(first.length).toBeGreaterThanOrEqual(32);
    vi.unstubAllEnvs();
  });

  it('refuses a short secret from the environment', async () => {
    vi.stubEnv('JWT_SECRET', 'short');
    vi.resetModules();
    const { jwtSecret } = await import('@/server/auth/secret');
    expect(() => jwtSecret()).toThrow(/at least 32/);
    vi.unstubAllEnvs();
  });
});
